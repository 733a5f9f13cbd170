import { DateTime } from '../../date-time.tsx';
import { useScript } from '../../page-scripts.tsx';
import { useView } from '../../view-context.tsx';
import type { TelemetryRow } from '../../../server/domain/latest-telemetry.ts';

/** The rows of a latest-telemetry table: rendered with the page, and again on the server for each live update. */
export function LatestTelemetryRows({ entityId, rows }: { entityId: string; rows: TelemetryRow[] }) {
  const { t } = useView();
  return (
    <tbody id={`latest-telemetry-${entityId}`}>
      {rows.length === 0 && (
        <tr>
          <td colSpan={3} className="empty">{t('attribute.no-telemetry-text')}</td>
        </tr>
      )}
      {rows.map((row) => (
        <tr key={row.key}>
          <td>
            <DateTime ms={row.ts} />
          </td>
          <th scope="row">{row.key}</th>
          <td className="telemetry-value">{row.value}</td>
        </tr>
      ))}
    </tbody>
  );
}

/**
 * An entity's latest time-series values, kept live: the page names its tile (`data-live-tile`), the live
 * behaviour opens the page's one event stream and swaps in the rows the server renders again on each update.
 * Without JavaScript the values are those of the page load, with a link that loads them again.
 */
export function LatestTelemetry({ entityType, entityId, rows }: { entityType: string; entityId: string; rows: TelemetryRow[] }) {
  const { t, url, path } = useView();
  useScript('live');
  return (
    <section className="latest-telemetry" aria-labelledby={`latest-telemetry-title-${entityId}`} data-live-tile={`latest-telemetry:${entityType}:${entityId}`}>
      <div className="latest-telemetry-header">
        <h3 id={`latest-telemetry-title-${entityId}`} className="tab-title">{t('attribute.latest-telemetry')}</h3>
        <a className="button live-refresh" href={url(path)}>{t('action.refresh')}</a>
      </div>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('attribute.last-update-time')}</th>
            <th scope="col">{t('attribute.key')}</th>
            <th scope="col">{t('attribute.value')}</th>
          </tr>
        </thead>
        <LatestTelemetryRows entityId={entityId} rows={rows} />
      </table>
    </section>
  );
}
