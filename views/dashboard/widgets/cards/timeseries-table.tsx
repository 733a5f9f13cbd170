import { bool, num } from '../../../../server/dashboards/json-read.ts';
import { pageOf } from '../../../../server/dashboards/table-params.ts';
import type { SourceRow, WidgetView } from '../../../../server/domain/dashboard/dashboard-view.ts';
import { DateTime } from '../../../date-time.tsx';
import { useView } from '../../../view-context.tsx';
import { useDashboard } from '../../dashboard-context.tsx';
import { decimalsOf, formatValue, unitsOf } from '../format-value.ts';
import { withEntity } from '../labels.ts';
import type { WidgetProps } from '../widget-props.ts';
import { WidgetTable } from './widget-table.tsx';

/** The entity's points as table rows: one row per timestamp, newest first, one cell per key. */
function tableRows(row: SourceRow, hideEmpty: boolean): { ts: number; cells: (string | null)[] }[] {
  const byTs = new Map<number, (string | null)[]>();
  row.values.forEach((v, i) => {
    for (const [ts, value] of v.series) {
      const cells = byTs.get(ts) ?? row.values.map(() => null);
      cells[i] = value;
      byTs.set(ts, cells);
    }
  });
  return [...byTs.entries()]
    .map(([ts, cells]) => ({ ts, cells }))
    .filter((r) => !hideEmpty || r.cells.every((c) => c !== null))
    .sort((a, b) => b.ts - a.ts);
}

function EntityTable({ widget, row, page }: { widget: WidgetView; row: SourceRow; page: number }) {
  const { t, format } = useView();
  const s = widget.config.settings;
  const pageSize = Math.max(1, Math.round(num(s.defaultPageSize, 10)));
  const all = tableRows(row, bool(s.hideEmptyLines, false));
  const shown = all.slice(page * pageSize, (page + 1) * pageSize);
  const showTs = bool(s.showTimestamp, true);
  return (
    <WidgetTable
      widgetId={widget.config.id}
      page={{ page, pageSize, totalElements: all.length, totalPages: Math.ceil(all.length / pageSize) }}
      title={widget.data.rows.length > 1 && <h3 className="table-title">{row.entity?.label || row.entity?.name}</h3>}
    >
          <thead>
            <tr>
              {showTs && <th scope="col">{t('widget.timestamp')}</th>}
              {row.values.map((v, i) => (
                <th key={i} scope="col">{withEntity(v.key.label, row.entity)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 && (
              <tr>
                <td className="empty" colSpan={row.values.length + 1}>{t('widget.no-data')}</td>
              </tr>
            )}
            {shown.map((r) => (
              <tr key={r.ts}>
                {showTs && <td><DateTime ms={r.ts} /></td>}
                {r.cells.map((cell, i) => (
                  <td key={i}>{cell === null ? '' : formatValue(cell, decimalsOf(row.values[i].key, widget.config), unitsOf(row.values[i].key, widget.config), format.numberLocale)}</td>
                ))}
              </tr>
            ))}
          </tbody>
    </WidgetTable>
  );
}

/** cards.timeseries_table: each entity's points in the widget's window as a table, newest first, paged. */
export function TimeseriesTable({ widget }: WidgetProps) {
  const { t } = useView();
  const { here } = useDashboard();
  const query = Object.fromEntries(new URLSearchParams(here.split('?', 2)[1] ?? ''));
  const page = pageOf(query, widget.config.id);
  const rows = widget.data.rows.filter((r) => r.entity);
  if (!rows.length) return <p className="no-data">{t('widget.no-entities')}</p>;
  return (
    <>
      {rows.map((row, i) => (
        <EntityTable key={i} widget={widget} row={row} page={page} />
      ))}
    </>
  );
}
