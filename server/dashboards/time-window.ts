import type { Json } from '../domain/dashboard/dashboard-config.ts';
import type { ResolvedWindow } from '../domain/dashboard/dashboard-view.ts';
import { num, record } from './json-read.ts';
import { SECOND } from '../domain/time-window/time-units.ts';
import { boundInterval } from '../domain/time-window/interval-bounds.ts';
import { defaultTimewindow, readTimewindow, REALTIME, windowRange } from '../domain/time-window/timewindow.ts';
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

/**
 * The query window of a time window as upstream's `createSubscriptionTimewindow` computes it: the window read by the
 * console's one copy of the rules (server/domain/time-window: tab, types, lengths, period, quick intervals, limit),
 * with the aggregation and bucket rules of the contract: `NONE` reads raw points up to the limit, anything else
 * buckets of `interval` ms (a realtime interval as the dashboard sets it, else spec 9's bounds), never more buckets
 * than the platform answers.
 */
export function resolveWindow(timewindow: Json | null, now: number, override?: WindowOverride | null): ResolvedWindow {
  const raw = record(override ?? timewindow);
  const tw = readTimewindow(raw, defaultTimewindow(now, MAX_DATAPOINTS_LIMIT), MAX_DATAPOINTS_LIMIT);
  const zone = validZone(tw.timezone);
  const realtime = tw.selectedTab === REALTIME;
  let [startTs, endTs] = windowRange(tw, now, zone);
  if (endTs <= startTs) endTs = startTs + SECOND;
  const windowMs = endTs - startTs;
  const agg = tw.aggregation.type;
  if (agg === 'NONE') return { startTs, endTs, interval: 0, agg, limit: tw.aggregation.limit, realtime, timeZone: zone };
  // The interval as stored: readTimewindow's is bounded from a one-second default, which a missing interval must not be.
  const configured = num(record(realtime ? raw.realtime : raw.history).interval, 0) || null;
  const interval = withinPlatformGuard(windowMs, realtime && configured ? configured : boundInterval(windowMs, configured, MAX_DATAPOINTS_LIMIT));
  return { startTs, endTs, interval, agg, limit: Math.ceil(windowMs / interval), realtime, timeZone: zone };
}

/** A history window read only until `cursor` (a playback's step), in the buckets of the whole window. */
export function windowUntil(window: ResolvedWindow, cursor: number | null): ResolvedWindow {
  if (cursor === null || window.realtime || cursor >= window.endTs) return window;
  const endTs = Math.max(window.startTs + SECOND, cursor);
  return { ...window, endTs, limit: window.interval > 0 ? Math.ceil((endTs - window.startTs) / window.interval) : window.limit };
}
