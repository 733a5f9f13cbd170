import { DateTime } from '../date-time.tsx';
import { useScript } from '../page-scripts.tsx';
import { useView } from '../view-context.tsx';
import { partLink } from '../entity/action-button.tsx';
import { DIALOG_REGION } from '../entity/dialog-slot.tsx';
import type { TelemetryRow } from '../../server/domain/latest-telemetry.ts';
import { KeysDeleteDialog, type KeysDeleteView } from './keys-delete-dialog.tsx';
import { SelectionDelete } from './tab-toolbar.tsx';

/** The tab's rows, each with a check box to select it for deletion: rendered with the page and on every live update. */
export function TelemetryKeyRows({ entityId, rows }: { entityId: string; rows: TelemetryRow[] }) {
  const { t } = useView();
  return (
    <tbody id={`telemetry-keys-${entityId}`}>
      {rows.length === 0 && (
        <tr>
          <td colSpan={4} className="empty">
            {t('attribute.no-telemetry-text')}
          </td>
        </tr>
      )}
      {rows.map((row) => (
        <tr key={row.key}>
          <td className="select-column">
            <input type="checkbox" name="keys" value={row.key} aria-label={t('entity.select-row', { name: row.key })} />
          </td>
          <td>
            <DateTime ms={row.ts} />
          </td>
          <td>{row.key}</td>
          <td className="telemetry-value">{row.value}</td>
        </tr>
      ))}
    </tbody>
  );
}

export interface TelemetryTabView {
  entityType: string;
  entityId: string;
  /** The tab's address (its selection form's action and the refresh link). */
  action: string;
  rows: TelemetryRow[];
  dialog?: KeysDeleteView;
}

/**
 * The latest-telemetry tab (console-map §3.19): every key's latest value and time, kept live by the page's event
 * stream (the `telemetry-keys` tile); keys selected with their check boxes are deleted after a confirmation.
 * Without JavaScript the values are those of the load, with a refresh link.
 */
export function TelemetryTab({ view }: { view: TelemetryTabView }) {
  const { t } = useView();
  useScript('live');
  return (
    <div className="tab-content telemetry-tab">
      <form method="get" action={view.action} className="tab-table" data-live-tile={`telemetry-keys:${view.entityType}:${view.entityId}`}>
        <div className="tab-toolbar">
          <a className="button live-refresh" {...partLink(view.action, 'page')}>
            {t('action.refresh')}
          </a>
        </div>
        <SelectionDelete dialog="delete-telemetry" label={t('attribute.delete-timeseries')} />
        <div className="table-scroll">
          <table className="entity-table">
            <thead>
              <tr>
                <td className="select-column" />
                <th scope="col">{t('attribute.last-update-time')}</th>
                <th scope="col">{t('attribute.key')}</th>
                <th scope="col">{t('attribute.value')}</th>
              </tr>
            </thead>
            <TelemetryKeyRows entityId={view.entityId} rows={view.rows} />
          </table>
        </div>
      </form>
      <div id={DIALOG_REGION}>{view.dialog && <KeysDeleteDialog dialog={view.dialog} />}</div>
    </div>
  );
}
