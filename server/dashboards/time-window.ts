import type { Json } from '../domain/dashboard/dashboard-config.ts';
import type { ResolvedWindow } from '../domain/dashboard/dashboard-view.ts';
import { num, record, text } from './json-read.ts';
import { DAY, MINUTE, SECOND } from '../domain/time-window/time-units.ts';
import { boundInterval } from '../domain/time-window/interval-bounds.ts';
import { AGGREGATIONS } from '../domain/time-window/timewindow.ts';
import { quickIntervalRange } from '../domain/time-window/quick-intervals.ts';
import { validZone } from '../domain/time-window/zoned-time.ts';

/** `ui.dashboard.max_datapoints_limit` of a default platform (contract 4.7): the limit when a window names none. */
export const MAX_DATAPOINTS_LIMIT = 50000;
/** Aggregated queries over more intervals than this are refused by the platform (`database.ts_max_intervals`, contract 5.4). */
const MAX_INTERVALS = 700;

/** The page's `timewindow` parameter (upstream's shape, server/domain/time-window): it replaces the dashboard's time window. */
export type WindowOverride = Json;

function withinPlatformGuard(windowMs: number, interval: number): number {
  const least = Math.ceil(windowMs / MAX_INTERVALS / SECOND) * SECOND;
  return Math.max(interval, least, SECOND);
}

/** upstream's reading: no selectedTab means history only when there is a history part and no realtime one (no window at all: upstream's default, realtime). */
function isHistory(tw: Json): boolean {
  if (tw.selectedTab === undefined || tw.selectedTab === null) return tw.realtime === undefined && tw.history !== undefined;
  return num(tw.selectedTab, 0) === 1;
}

/**
 * The query window of a time window as upstream's `createSubscriptionTimewindow` computes it (realtime last
 * interval or quick interval; history last interval, fixed or quick interval), with the aggregation and bucket
 * rules of the contract: `NONE` reads raw points up to the limit, anything else buckets of `interval` ms.
 */
export function resolveWindow(timewindow: Json | null, now: number, override?: WindowOverride | null): ResolvedWindow {
  const tw = record(override ?? timewindow);
  const aggregation = record(tw.aggregation);
  const agg = AGGREGATIONS.find((a) => a === aggregation.type) ?? 'AVG';
  const limit = Math.max(1, Math.round(num(aggregation.limit, MAX_DATAPOINTS_LIMIT)));
  const zone = validZone(tw.timezone);
  let startTs: number;
  let endTs: number;
  let configured: number | null;
  let realtime = false;
  if (!isHistory(tw)) {
    realtime = true;
    const rt = record(tw.realtime);
    const quick = text(rt.quickInterval);
    const type = rt.realtimeType === undefined ? (quick ? 1 : 0) : num(rt.realtimeType, 0);
    const range = type === 1 ? quickIntervalRange(quick, now, zone) : null;
    [startTs, endTs] = range ? [range[0], now] : [now - Math.max(SECOND, num(rt.timewindowMs, MINUTE)), now];
    configured = num(rt.interval, 0) || null;
  } else {
    const h = record(tw.history);
    const type = h.historyType === undefined ? (h.timewindowMs !== undefined ? 0 : h.quickInterval !== undefined ? 2 : 1) : num(h.historyType, 0);
    const fixed = record(h.fixedTimewindow);
    const range =
      type === 2 ? quickIntervalRange(text(h.quickInterval), now, zone)
      : type === 1 ? [num(fixed.startTimeMs, now - DAY), num(fixed.endTimeMs, now)] as [number, number]
      : null;
    [startTs, endTs] = range ?? [now - Math.max(SECOND, num(h.timewindowMs, MINUTE)), now];
    configured = num(h.interval, 0) || null;
  }
  if (endTs <= startTs) endTs = startTs + SECOND;
  const windowMs = endTs - startTs;
  if (agg === 'NONE') return { startTs, endTs, interval: 0, agg, limit, realtime, timeZone: zone };
  // Spec 9's bounds (and the predefined default) as the time-window panel applies them; then the platform's interval count.
  const interval = withinPlatformGuard(windowMs, realtime && configured ? configured : boundInterval(windowMs, configured, MAX_DATAPOINTS_LIMIT));
  return { startTs, endTs, interval, agg, limit: Math.ceil(windowMs / interval), realtime, timeZone: zone };
}
