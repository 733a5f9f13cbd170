import type { WidgetConfig } from '../../../../server/domain/dashboard/dashboard-config.ts';
import { bool, record } from '../../../../server/dashboards/json-read.ts';
import { useView } from '../../../view-context.tsx';
import { formatValue } from '../format-value.ts';
import { stats, type Series } from './series.ts';

const COLUMNS = [
  ['showMin', 'legend.min', 'min'],
  ['showMax', 'legend.max', 'max'],
  ['showAvg', 'legend.avg', 'avg'],
  ['showTotal', 'legend.total', 'total'],
  ['showLatest', 'legend.latest', 'latest'],
] as const;

/** upstream's chart legend: each series with its colour and the statistics the widget's legend settings ask for. */
export function ChartLegend({ config, series }: { config: WidgetConfig; series: Series[] }) {
  const { t, format } = useView();
  if (!config.showLegend || !series.length) return null;
  const legend = record(config.legendConfig);
  const columns = COLUMNS.filter(([flag]) => bool(legend[flag], false));
  const position = ['top', 'bottom', 'left', 'right'].includes(String(legend.position)) ? String(legend.position) : 'bottom';
  return (
    <table className={`chart-legend legend-${position}`}>
      {columns.length > 0 && (
        <thead>
          <tr>
            <th scope="col">{t('legend.key')}</th>
            {columns.map(([flag, key]) => (
              <th key={flag} scope="col">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {series.map((s, i) => {
          const st = stats(s.points);
          return (
            <tr key={i} data-series={i}>
              <th scope="row">
                <svg className="swatch" viewBox="0 0 10 10" aria-hidden="true">
                  <rect width="10" height="10" fill={s.colour} />
                </svg>
                {s.label}
              </th>
              {columns.map(([flag, , stat]) => (
                <td key={flag} data-stat={stat}>{st ? formatValue(String(st[stat]), s.decimals, s.units, format.numberLocale) : ''}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
