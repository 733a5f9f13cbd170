import { isObject } from '../../lib/json.ts';
import { IllegalQueryError, historyQuery, readHistory } from '../../telemetry/history-query.ts';
import type { TimeseriesStore } from '../../telemetry/timeseries-store.ts';
import { valueText } from '../../telemetry/values.ts';
import type { TsValue } from '../entity-values.ts';

/** historyCmd / tsCmd after binding: one window of points for some keys. */
export interface SeriesWindow {
  keys: string[];
  startTs: number;
  endTs: number;
  interval: number;
  limit: number;
  agg: string;
  /** Also the newest point (or buckets) of the year before startTs, for charts that start with a value. */
  fetchLatestPreviousPoint: boolean;
}

/** How far back fetchLatestPreviousPoint looks (the platform's 365 days). */
const PREVIOUS_POINT_RANGE_MS = 365 * 24 * 3600 * 1000;

/** One aggregated key of aggHistoryCmd / aggTsCmd; results are reported under its id. */
export interface AggKey {
  id: number;
  key: string;
  agg: string;
  previousStartTs: number | null;
  previousEndTs: number | null;
  previousValueOnly: boolean;
}

export interface AggWindow {
  keys: AggKey[];
  startTs: number;
  endTs: number;
}

const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback);
const optionalNum = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : null);
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : []);

/** historyCmd has an end; tsCmd a time window from its start (up to now when no start is given). */
export function seriesWindow(raw: unknown, now: number): SeriesWindow | null {
  if (!isObject(raw)) return null;
  const timeWindow = num(raw.timeWindow, 0);
  const startTs = num(raw.startTs, timeWindow > 0 ? now - timeWindow : 0);
  const endTs = raw.endTs !== undefined ? num(raw.endTs, now) : timeWindow > 0 ? startTs + timeWindow : now;
  return {
    keys: strings(raw.keys), startTs, endTs, interval: num(raw.interval, 0), limit: num(raw.limit, 0),
    agg: typeof raw.agg === 'string' ? raw.agg : 'NONE', fetchLatestPreviousPoint: raw.fetchLatestPreviousPoint === true,
  };
}

export function aggWindow(raw: unknown, now: number): AggWindow | null {
  if (!isObject(raw)) return null;
  const keys = (Array.isArray(raw.keys) ? raw.keys : []).filter(isObject).map((key) => ({
    id: num(key.id, 0),
    key: typeof key.key === 'string' ? key.key : '',
    agg: typeof key.agg === 'string' ? key.agg : 'AVG',
    previousStartTs: optionalNum(key.previousStartTs),
    previousEndTs: optionalNum(key.previousEndTs),
    previousValueOnly: key.previousValueOnly === true,
  }));
  const timeWindow = num(raw.timeWindow, 0);
  const startTs = num(raw.startTs, timeWindow > 0 ? now - timeWindow : 0);
  return { keys, startTs, endTs: raw.endTs !== undefined ? num(raw.endTs, now) : timeWindow > 0 ? startTs + timeWindow : now };
}

/**
 * The points of each requested key in the window (an empty list for a key without any), values as strings; with
 * fetchLatestPreviousPoint also those of a limit-1 query over the year before, every list then newest first.
 * Throws IllegalQueryError for a bad query.
 */
export function readWindow(store: TimeseriesStore, entityId: string, window: SeriesWindow): Record<string, TsValue[]> {
  const queries = [historyQuery(window)];
  if (window.fetchLatestPreviousPoint) {
    queries.push(historyQuery({ ...window, startTs: window.startTs - PREVIOUS_POINT_RANGE_MS, endTs: window.startTs, limit: 1 }));
  }
  const out: Record<string, TsValue[]> = Object.fromEntries(window.keys.map((key) => [key, []]));
  for (const query of queries) {
    for (const [key, points] of readHistory(store, entityId, window.keys, query)) {
      out[key].push(...points.map((point) => ({ ts: point.ts, value: valueText(point.value) })));
    }
  }
  if (window.fetchLatestPreviousPoint) for (const points of Object.values(out)) points.sort((a, b) => b.ts - a.ts);
  return out;
}

/** One value over a whole range: the aggregate as a single bucket, or the newest point for NONE. */
function aggregate(store: TimeseriesStore, entityId: string, key: string, agg: string, startTs: number, endTs: number): TsValue | null {
  const query = historyQuery({ startTs, endTs, interval: agg === 'NONE' ? 0 : Math.max(endTs - startTs, 1), limit: 1, agg });
  const point = readHistory(store, entityId, [key], query).get(key)?.[0];
  return point ? { ts: point.ts, value: valueText(point.value) } : null;
}

/** `aggLatest`: per key id, the current value of the window and the one of the previous window when asked. */
export function readAggregates(store: TimeseriesStore, entityId: string, window: AggWindow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of window.keys) {
    const previous = key.previousStartTs !== null && key.previousEndTs !== null
      ? aggregate(store, entityId, key.key, key.agg, key.previousStartTs, key.previousEndTs)
      : null;
    const current = key.previousValueOnly ? null : aggregate(store, entityId, key.key, key.agg, window.startTs, window.endTs);
    out[String(key.id)] = { current, previous };
  }
  return out;
}

export { IllegalQueryError };
