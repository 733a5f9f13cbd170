// The chart's points, kept per series by time: the server's first points, then the live bridge's points events
// (a point of the same time replaces the one held, as the server's merge does), cut to the window.
import type uPlot from 'uplot';
import type { ChartPointsEvent } from '../../views/dashboard/widgets/charts/chart-island-props.ts';

export class ChartSeries {
  #series: Map<number, number>[];
  startTs: number;
  endTs: number;

  constructor(points: [number, number][][], startTs: number, endTs: number) {
    this.#series = points.map((p) => new Map(p));
    this.startTs = startTs;
    this.endTs = endTs;
  }

  /** Takes a points event: every point (a snapshot) or those of one update, and the window moved on. */
  apply(event: ChartPointsEvent): void {
    this.startTs = event.startTs;
    this.endTs = event.endTs;
    event.series.forEach((points, i) => {
      if (i >= this.#series.length) return;
      const held = event.full ? new Map<number, number>() : this.#series[i];
      for (const [ts, v] of points) if (typeof ts === 'number' && typeof v === 'number') held.set(ts, v);
      for (const ts of held.keys()) if (ts < this.startTs) held.delete(ts);
      this.#series[i] = held;
    });
  }

  /** A series' points in time order. */
  points(i: number): [number, number][] {
    return [...this.#series[i]].sort((a, b) => a[0] - b[0]);
  }

  /** uPlot's aligned data: the times of every series, each series' value at them (null where it has none). */
  aligned(): uPlot.AlignedData {
    const times = [...new Set(this.#series.flatMap((s) => [...s.keys()]))].sort((a, b) => a - b);
    return [times, ...this.#series.map((s) => times.map((ts) => s.get(ts) ?? null))];
  }

  get count(): number {
    return this.#series.length;
  }
}
