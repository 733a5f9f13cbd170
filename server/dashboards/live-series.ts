import type { KeyValue, ResolvedWindow, SeriesPoint } from '../domain/dashboard/dashboard-view.ts';
import type { EntityData } from '../platform/types/entity-query.ts';

/** The time-series subscription of a realtime window (contract 6.4 `tsCmd`): the window's length, buckets and limit. */
export function tsCommandOf(window: ResolvedWindow, keys: string[], now: number): Record<string, unknown> {
  const timeWindow = window.endTs - window.startTs;
  return { keys, startTs: now - timeWindow, timeWindow, interval: window.interval, limit: window.limit, agg: window.agg };
}

/** The window moved on to `now`, its length kept (a realtime chart's axis follows the clock). */
export function slidWindow(window: ResolvedWindow, now: number): ResolvedWindow {
  const length = window.endTs - window.startTs;
  return now > window.endTs ? { ...window, startTs: now - length, endTs: now } : window;
}

/**
 * A key's points with those of an update: a point (or bucket) of the same time replaced, new ones added, those
 * before the window's start dropped, at most the window's limit of the newest kept, in time order.
 */
export function mergedSeries(value: KeyValue, data: EntityData, window: ResolvedWindow): KeyValue {
  const incoming = data.timeseries?.[value.key.name];
  if (value.key.type !== 'timeseries' || !Array.isArray(incoming) || incoming.length === 0) return value;
  const byTs = new Map<number, SeriesPoint>(value.series.map((p) => [p[0], p]));
  for (const point of incoming) {
    if (point && typeof point.ts === 'number' && point.value !== null && point.value !== undefined) byTs.set(point.ts, [point.ts, String(point.value)]);
  }
  const series = [...byTs.values()].filter((p) => p[0] >= window.startTs).sort((a, b) => a[0] - b[0]);
  return { ...value, series: window.limit > 0 && series.length > window.limit ? series.slice(series.length - window.limit) : series };
}
