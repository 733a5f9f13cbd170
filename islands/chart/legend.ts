// The server's legend (views/dashboard/widgets/charts/chart-legend.tsx) and the screen reader's summary kept in
// step with the island's points: the same statistics, decimals and units as the server writes them.
import { stats } from '../../views/dashboard/widgets/charts/series.ts';
import { formatValue } from '../../views/dashboard/widgets/format-value.ts';
import type { ChartIslandProps } from '../../views/dashboard/widgets/charts/chart-island-props.ts';
import type { ChartSeries } from './series-data.ts';

type Stat = 'min' | 'max' | 'avg' | 'total' | 'latest';

export function updateLegend(chart: HTMLElement, props: ChartIslandProps, data: ChartSeries): void {
  const summary: string[] = [];
  props.series.forEach((s, i) => {
    const points = data.points(i);
    const st = stats(points);
    for (const cell of Array.from(chart.querySelectorAll<HTMLElement>(`.chart-legend tr[data-series="${i}"] td[data-stat]`))) {
      cell.textContent = st ? formatValue(String(st[cell.dataset.stat as Stat]), s.decimals, s.units, props.numberLocale) : '';
    }
    summary.push(`${s.label}: ${st ? formatValue(String(st.latest), s.decimals, s.units, props.numberLocale) : props.noData}`);
  });
  const text = chart.querySelector('.chart-summary');
  if (text) text.textContent = summary.join('; ');
}
