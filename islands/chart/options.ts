// uPlot's options for a time chart, matching the server SVG (views/dashboard/widgets/charts/time-chart.tsx): the
// same padding, window, tick positions (niceTicks, timeTicks) and labels, colours, line widths, fills and bars.
import uPlot from 'uplot';
import type { ChartIslandProps, ChartSeriesProps } from '../../views/dashboard/widgets/charts/chart-island-props.ts';
import { niceTicks, timeLabel, timeTicks } from '../../views/dashboard/widgets/charts/scales.ts';
import { formatValue } from '../../views/dashboard/widgets/format-value.ts';
import type { ChartSeries } from './series-data.ts';

const GRID = { stroke: '#ddd', width: 1 };
const FONT = '11px system-ui, sans-serif';

/** The y range as the SVG's: the widget's bounds, else the data's (bars from zero), rounded out to nice ticks. */
function yScale(props: ChartIslandProps, plotH: () => number) {
  return (u: uPlot): { ticks: number[]; min: number; max: number } => {
    const values = u.data.slice(1).flatMap((s) => Array.from(s as ArrayLike<number | null | undefined>).filter((v): v is number => typeof v === 'number'));
    const zero = props.style === 'bars' ? [0] : [];
    const dataMin = values.length ? Math.min(...values, ...zero) : 0;
    const dataMax = values.length ? Math.max(...values, ...zero) : 1;
    return niceTicks(props.yMin ?? dataMin, props.yMax ?? dataMax, Math.max(2, Math.round(plotH() / 40)));
  };
}

/**
 * Bars as the SVG draws them: each series' bar a share of its bucket (the grouping interval, else a 60th of the
 * window), from the bucket's time, the series side by side.
 */
function barsOf(props: ChartIslandProps, index: number, data: ChartSeries): uPlot.Series.PathBuilder {
  const span = () => Math.max(1, data.endTs - data.startTs);
  const share = () => (props.interval || span() / 60) / Math.max(1, props.series.length);
  return uPlot.paths.bars!({
    align: 1,
    disp: {
      x0: { unit: 1, values: (u) => Array.from(u.data[0], (ts) => ts + index * share()) },
      size: { unit: 2, values: (u) => Array.from(u.data[0], () => share() / span()) },
    },
  });
}

function seriesOptions(props: ChartIslandProps, s: ChartSeriesProps, index: number, data: ChartSeries): uPlot.Series {
  const bars = props.style === 'bars';
  const fill = bars ? s.colour : s.fill ? `${s.colour}40` : undefined;
  return {
    label: s.label,
    stroke: s.colour,
    width: bars ? 0 : s.showLine ? s.lineWidth : 0,
    fill,
    spanGaps: true,
    paths: bars ? barsOf(props, index, data) : props.style === 'steps' ? uPlot.paths.stepped!({ align: 1 }) : undefined,
    points: { show: (u, i) => s.showPoints || Array.from(u.data[i] as ArrayLike<number | null | undefined>).filter((v) => typeof v === 'number').length === 1, size: s.pointRadius * 2, fill: s.colour, stroke: s.colour },
  };
}

/** The chart's options; `size` (CSS pixels) follows the element as it is resized. */
export function chartOptions(props: ChartIslandProps, data: ChartSeries, size: { width: number; height: number }): uPlot.Options {
  const plotW = () => Math.max(1, size.width - props.pad.left - props.pad.right);
  const plotH = () => Math.max(1, size.height - props.pad.top - props.pad.bottom);
  const y = yScale(props, plotH);
  const span = () => data.endTs - data.startTs;
  const tickDecimals = (ticks: number[]) => Math.max(0, ...ticks.map((v) => (String(v).split('.')[1] ?? '').length));
  return {
    ...size,
    ms: 1,
    padding: [props.pad.top, props.pad.right, 0, 0],
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: true, range: () => [data.startTs, data.endTs] },
      y: { range: (u) => { const s = y(u); return [s.min, s.max]; } },
    },
    axes: [
      {
        font: FONT,
        size: props.pad.bottom,
        grid: GRID,
        ticks: { show: false },
        splits: () => timeTicks(data.startTs, data.endTs, Math.max(2, Math.round(plotW() / 110))),
        values: (_u, splits) => splits.map((ts) => timeLabel(ts, span(), props.dateLocale, props.timeZone)),
      },
      {
        font: FONT,
        size: props.pad.left,
        grid: GRID,
        ticks: { show: false },
        splits: (u) => y(u).ticks,
        values: (_u, splits) => { const d = tickDecimals(splits); return splits.map((v) => formatValue(String(v), d, '', props.numberLocale)); },
      },
    ],
    series: [{}, ...props.series.map((s, i) => seriesOptions(props, s, i, data))],
  };
}
