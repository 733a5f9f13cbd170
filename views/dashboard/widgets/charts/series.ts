import type { WidgetView } from '../../../../server/domain/dashboard/dashboard-view.ts';
import { paletteColour, safeColour } from '../colours.ts';
import { decimalsOf, numeric, unitsOf } from '../format-value.ts';
import { withEntity } from '../labels.ts';

/** One line (or bar set) of a chart: a key of one entity, with its numeric points in time order. */
export interface Series {
  label: string;
  colour: string;
  units: string;
  decimals: number;
  points: [number, number][];
  settings: Record<string, unknown>;
  /** Index of the key among the widget's keys (its colour class `k<i>`). */
  keyIndex: number;
}

/** The time-series keys of every row as chart series; text values that are not numbers are left out. */
export function seriesOf(widget: WidgetView): Series[] {
  const keyIndex = new Map(widget.config.datasources.flatMap((d) => d.dataKeys).map((k, i) => [k, i]));
  let n = 0;
  return widget.data.rows.flatMap((row) =>
    row.values
      .filter((v) => v.key.type === 'timeseries')
      .map((v) => {
        const i = n++;
        return {
          label: withEntity(v.key.label, row.entity),
          colour: safeColour(v.key.color, paletteColour(i)),
          units: unitsOf(v.key, widget.config),
          decimals: decimalsOf(v.key, widget.config),
          points: v.series.flatMap(([ts, value]) => {
            const y = numeric(value) ?? (value === 'true' ? 1 : value === 'false' ? 0 : null);
            return y === null ? [] : [[ts, y] as [number, number]];
          }),
          settings: v.key.settings,
          keyIndex: keyIndex.get(v.key) ?? 0,
        };
      }),
  );
}

/** Series statistics for the legend (upstream's legend columns). */
export function stats(points: [number, number][]) {
  if (!points.length) return null;
  const ys = points.map((p) => p[1]);
  const total = ys.reduce((a, b) => a + b, 0);
  return { min: Math.min(...ys), max: Math.max(...ys), avg: total / ys.length, total, latest: ys[ys.length - 1] };
}

/**
 * At most `buckets` × 2 points per series for drawing: each bucket keeps its lowest and highest point, so peaks
 * survive; series with fewer points are drawn as they are.
 */
export function decimate(points: [number, number][], buckets: number): [number, number][] {
  if (points.length <= buckets * 2) return points;
  const size = points.length / buckets;
  const out: [number, number][] = [];
  for (let b = 0; b < buckets; b++) {
    const slice = points.slice(Math.floor(b * size), Math.floor((b + 1) * size));
    if (!slice.length) continue;
    let lo = slice[0];
    let hi = slice[0];
    for (const p of slice) {
      if (p[1] < lo[1]) lo = p;
      if (p[1] > hi[1]) hi = p;
    }
    out.push(...(lo[0] <= hi[0] ? [lo, hi] : [hi, lo]).filter((p, i, a) => i === 0 || p !== a[0]));
  }
  return out;
}
