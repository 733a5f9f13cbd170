// The chart island: takes over a time chart's server SVG (views/dashboard/widgets/charts/time-chart.tsx) in place
// with uPlot on a canvas of the same size, colours, ticks, units and decimals, then draws the points the live
// bridge brings (islands/live.ts hands them over as `live-points` events, and keeps those that came before this
// module loaded in `livePoints`). The window and its aggregation still come from the server: a change of window
// loads the page again. No React: the island's module only has to export `hydrate`.
import uPlot from 'uplot';
import type { ChartIslandProps, ChartPointsEvent } from '../../views/dashboard/widgets/charts/chart-island-props.ts';
import { updateLegend } from './legend.ts';
import { chartOptions } from './options.ts';
import { ChartSeries } from './series-data.ts';

/** The island's element as the live bridge and the tests see it. */
export interface ChartHost extends HTMLElement {
  /** Points events that came before the island ran; null once it takes them itself. */
  livePoints?: ChartPointsEvent[] | null;
  uplot?: uPlot;
}

export async function hydrate(element: ChartHost, props: ChartIslandProps): Promise<void> {
  const chart = element.querySelector<HTMLElement>('.chart');
  const svg = chart?.querySelector<SVGSVGElement>('svg.chart-svg');
  if (!chart || !svg) return;
  const box = svg.getBoundingClientRect();
  const size = { width: Math.max(1, Math.round(box.width)), height: Math.max(1, Math.round(box.height)) };
  const data = new ChartSeries(props.series.map((s) => s.points), props.startTs, props.endTs);
  const plot = document.createElement('div');
  plot.className = 'chart-plot';
  plot.setAttribute('role', 'img');
  plot.setAttribute('aria-label', svg.getAttribute('aria-label') ?? '');
  const empty = document.createElement('p');
  empty.className = 'chart-no-data';
  empty.textContent = props.noData;
  plot.append(empty);
  const u = new uPlot(chartOptions(props, data, size), data.aligned(), plot);
  svg.replaceWith(plot);
  element.uplot = u;

  const draw = () => {
    u.setData(data.aligned());
    updateLegend(chart, props, data);
    const first = data.count ? data.points(0).length : 0;
    plot.dataset.points = String(first);
    empty.hidden = props.series.some((_, i) => data.points(i).length > 0);
  };
  const take = (event: ChartPointsEvent) => {
    data.apply(event);
    draw();
  };
  const queued = element.livePoints ?? [];
  element.livePoints = null;
  for (const event of queued) data.apply(event);
  draw();
  element.addEventListener('live-points', (event) => take((event as CustomEvent<ChartPointsEvent>).detail));

  new ResizeObserver(() => {
    const width = Math.round(plot.clientWidth);
    const height = Math.round(plot.clientHeight);
    if (width > 0 && height > 0 && (width !== size.width || height !== size.height)) {
      size.width = width;
      size.height = height;
      u.setSize(size);
    }
  }).observe(plot);
}
