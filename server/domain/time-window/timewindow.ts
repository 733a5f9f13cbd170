import { DAY, HOUR, MINUTE, SECOND } from './time-units.ts';
import { QUICK_INTERVALS, quickIntervalRange, type QuickInterval } from './quick-intervals.ts';
import { boundInterval, boundLimit, DEFAULT_MAX_DATAPOINTS } from './interval-bounds.ts';
import { validZoneOrNull } from './zoned-time.ts';
import type { Aggregation } from '../../platform/types/telemetry.ts';

/** The aggregation functions in the panel's order (spec 3, Timewindow). */
export const AGGREGATIONS: readonly Aggregation[] = ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE'];

/** Upstream's numbering, kept so a dashboard's stored time window and ours are one shape. */
export const REALTIME = 0;
export const HISTORY = 1;
export const LAST_INTERVAL = 0;
/** Realtime: a quick interval (current ones only). */
export const REALTIME_QUICK = 1;
export const HISTORY_FIXED = 1;
export const HISTORY_QUICK = 2;

/** The time window as the platform's dashboards store it (spec 3, Timewindow), with every member present. */
export interface Timewindow {
  selectedTab: typeof REALTIME | typeof HISTORY;
  realtime: { realtimeType: typeof LAST_INTERVAL | typeof REALTIME_QUICK; timewindowMs: number; interval: number; quickInterval: QuickInterval };
  history: {
    historyType: typeof LAST_INTERVAL | typeof HISTORY_FIXED | typeof HISTORY_QUICK;
    timewindowMs: number;
    interval: number;
    fixedTimewindow: { startTimeMs: number; endTimeMs: number };
    quickInterval: QuickInterval;
  };
  aggregation: { type: Aggregation; limit: number };
  /** IANA zone; null: the viewer's own. */
  timezone: string | null;
}

/** Spec 9's default: realtime last minute grouped by the second, history the last day, quick interval the current day, AVG. */
export function defaultTimewindow(now: number, maxPoints = DEFAULT_MAX_DATAPOINTS): Timewindow {
  return {
    selectedTab: REALTIME,
    realtime: { realtimeType: LAST_INTERVAL, timewindowMs: MINUTE, interval: SECOND, quickInterval: 'CURRENT_DAY' },
    history: {
      historyType: HISTORY_FIXED,
      timewindowMs: MINUTE,
      interval: SECOND,
      fixedTimewindow: { startTimeMs: now - DAY, endTimeMs: now },
      quickInterval: 'CURRENT_DAY',
    },
    aggregation: { type: 'AVG', limit: Math.floor(maxPoints / 2) },
    timezone: null,
  };
}

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {});
const positive = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : fallback;
const oneOf = <T>(value: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

/** A stored realtime part without its type (older dashboards): a quick interval when it names one, as upstream reads it. */
function legacyRealtimeType(input: unknown, base: Timewindow): Timewindow['realtime']['realtimeType'] {
  if (input === undefined) return base.realtime.realtimeType;
  return record(input).quickInterval !== undefined ? REALTIME_QUICK : LAST_INTERVAL;
}

/** A stored history part without its type: the last interval when it has a length, else a quick interval when it names one, else fixed. */
function legacyHistoryType(input: unknown, base: Timewindow): Timewindow['history']['historyType'] {
  if (input === undefined) return base.history.historyType;
  const h = record(input);
  return h.timewindowMs !== undefined ? LAST_INTERVAL : h.quickInterval !== undefined ? HISTORY_QUICK : HISTORY_FIXED;
}

/**
 * Any stored or addressed time window (upstream JSON, partial or legacy) read onto `base`: members that are
 * missing or wrong keep the base's values, intervals are kept within their window's bounds, the limit within
 * the data-point bounds.
 */
export function readTimewindow(input: unknown, base: Timewindow, maxPoints = DEFAULT_MAX_DATAPOINTS): Timewindow {
  const tw = record(input);
  const rt = record(tw.realtime);
  const h = record(tw.history);
  const fixed = record(h.fixedTimewindow);
  const agg = record(tw.aggregation);
  const realtimeQuick = QUICK_INTERVALS.filter((q) => q.startsWith('CURRENT_'));
  const out: Timewindow = {
    selectedTab: oneOf(tw.selectedTab, [REALTIME, HISTORY] as const, tw.selectedTab === undefined && tw.history && !tw.realtime ? HISTORY : base.selectedTab),
    realtime: {
      realtimeType: oneOf(rt.realtimeType, [LAST_INTERVAL, REALTIME_QUICK] as const, legacyRealtimeType(tw.realtime, base)),
      timewindowMs: positive(rt.timewindowMs, base.realtime.timewindowMs),
      interval: positive(rt.interval, base.realtime.interval),
      quickInterval: oneOf(rt.quickInterval, realtimeQuick, base.realtime.quickInterval),
    },
    history: {
      historyType: oneOf(h.historyType, [LAST_INTERVAL, HISTORY_FIXED, HISTORY_QUICK] as const, legacyHistoryType(tw.history, base)),
      timewindowMs: positive(h.timewindowMs, base.history.timewindowMs),
      interval: positive(h.interval, base.history.interval),
      fixedTimewindow: {
        startTimeMs: positive(fixed.startTimeMs, base.history.fixedTimewindow.startTimeMs),
        endTimeMs: positive(fixed.endTimeMs, base.history.fixedTimewindow.endTimeMs),
      },
      quickInterval: oneOf(h.quickInterval, QUICK_INTERVALS, base.history.quickInterval),
    },
    aggregation: { type: oneOf(agg.type, AGGREGATIONS, base.aggregation.type), limit: boundLimit(agg.limit ?? base.aggregation.limit, maxPoints) },
    timezone: tw.timezone === undefined ? base.timezone : validZoneOrNull(tw.timezone),
  };
  if (out.history.fixedTimewindow.endTimeMs <= out.history.fixedTimewindow.startTimeMs) out.history.fixedTimewindow = base.history.fixedTimewindow;
  out.realtime.interval = boundInterval(out.realtime.timewindowMs, out.realtime.interval, maxPoints);
  out.history.interval = boundInterval(windowSpan(out, HISTORY), out.history.interval, maxPoints);
  return out;
}

/** The length of the window a tab's chosen type covers (quick intervals: their nominal length). */
export function windowSpan(tw: Timewindow, tab: Timewindow['selectedTab'] = tw.selectedTab): number {
  if (tab === REALTIME) return tw.realtime.realtimeType === LAST_INTERVAL ? tw.realtime.timewindowMs : quickSpan(tw.realtime.quickInterval);
  if (tw.history.historyType === LAST_INTERVAL) return tw.history.timewindowMs;
  if (tw.history.historyType === HISTORY_FIXED) return tw.history.fixedTimewindow.endTimeMs - tw.history.fixedTimewindow.startTimeMs;
  return quickSpan(tw.history.quickInterval);
}

/**
 * What a window covers at `now`, as upstream's subscription window: realtime from the last interval's or the current
 * quick interval's start until now; history the last interval until now, the fixed period, or the whole quick interval
 * (quick intervals in `zone`).
 */
export function windowRange(tw: Timewindow, now: number, zone: string): [number, number] {
  if (tw.selectedTab === REALTIME) {
    const quick = tw.realtime.realtimeType === REALTIME_QUICK ? quickIntervalRange(tw.realtime.quickInterval, now, zone) : null;
    return quick ? [quick[0], now] : [now - tw.realtime.timewindowMs, now];
  }
  const h = tw.history;
  if (h.historyType === HISTORY_FIXED) return [h.fixedTimewindow.startTimeMs, h.fixedTimewindow.endTimeMs];
  const quick = h.historyType === HISTORY_QUICK ? quickIntervalRange(h.quickInterval, now, zone) : null;
  return quick ?? [now - h.timewindowMs, now];
}

/** Nominal lengths of the quick intervals (spec 9: a month counts 30 days and a year 365). */
function quickSpan(quick: QuickInterval): number {
  if (quick.includes('HOUR')) return HOUR;
  if (quick.includes('WEEK')) return 7 * DAY;
  if (quick.includes('MONTH')) return 30 * DAY;
  if (quick.includes('YEAR')) return 365 * DAY;
  return DAY;
}

/** The members that decide what the window shows: what the address carries and what "changed" compares. */
export function essentials(tw: Timewindow): Loose {
  const grouped = tw.aggregation.type !== 'NONE';
  const aggregation = grouped ? { type: tw.aggregation.type } : { type: 'NONE', limit: tw.aggregation.limit };
  const out: Loose = { selectedTab: tw.selectedTab };
  if (tw.selectedTab === REALTIME) {
    const rt = tw.realtime;
    out.realtime = rt.realtimeType === LAST_INTERVAL
      ? { realtimeType: rt.realtimeType, timewindowMs: rt.timewindowMs, ...(grouped && { interval: rt.interval }) }
      : { realtimeType: rt.realtimeType, quickInterval: rt.quickInterval, ...(grouped && { interval: rt.interval }) };
  } else {
    const h = tw.history;
    const what = h.historyType === LAST_INTERVAL ? { timewindowMs: h.timewindowMs }
      : h.historyType === HISTORY_FIXED ? { fixedTimewindow: h.fixedTimewindow }
      : { quickInterval: h.quickInterval };
    out.history = { historyType: h.historyType, ...what, ...(grouped && { interval: h.interval }) };
  }
  out.aggregation = aggregation;
  if (tw.timezone) out.timezone = tw.timezone;
  return out;
}

/** The `timewindow` query parameter: the essentials as compact JSON, in upstream's shape. */
export function encodeTimewindow(tw: Timewindow): string {
  return JSON.stringify(essentials(tw));
}

/** The `timewindow` parameter read onto the page's default; null when absent or not JSON. */
export function decodeTimewindow(param: unknown, base: Timewindow, maxPoints = DEFAULT_MAX_DATAPOINTS): Timewindow | null {
  if (typeof param !== 'string' || param === '' || param.length > 2000) return null;
  try {
    const parsed: unknown = JSON.parse(param);
    return parsed !== null && typeof parsed === 'object' ? readTimewindow(parsed, base, maxPoints) : null;
  } catch {
    return null;
  }
}

export function sameTimewindow(a: Timewindow, b: Timewindow): boolean {
  return encodeTimewindow(a) === encodeTimewindow(b);
}
