import { DAY, SECOND } from './time-units.ts';
import { nearestPredefined } from './time-intervals.ts';

/** Spec 9: the maximum data points when the platform names none, and the fewest a chart may show. */
export const DEFAULT_MAX_DATAPOINTS = 500;
export const MIN_DATAPOINTS = 7;
/** No interval is shorter than a second or longer than 7300 days. */
export const MIN_INTERVAL = SECOND;
export const MAX_INTERVAL = 7300 * DAY;
const DEFAULT_INTERVAL_DIVISOR = 200;

/** The platform's `maxDatapointsLimit`: a value at or below the minimum is raised past it; none or nonsense is the default. */
export function maxDatapoints(serverValue: unknown): number {
  if (typeof serverValue !== 'number' || !Number.isFinite(serverValue) || serverValue <= 0) return DEFAULT_MAX_DATAPOINTS;
  const whole = Math.floor(serverValue);
  return whole <= MIN_DATAPOINTS ? MIN_DATAPOINTS + 1 : whole;
}

function toWholeSeconds(ms: number): number {
  return Math.round(ms / SECOND) * SECOND;
}

function bounded(ms: number): number {
  return Math.min(MAX_INTERVAL, Math.max(MIN_INTERVAL, toWholeSeconds(ms)));
}

/** The shortest grouping interval for a window: the window over the maximum data points. */
export function minInterval(windowMs: number, maxPoints = DEFAULT_MAX_DATAPOINTS): number {
  return bounded(windowMs / maxPoints);
}

/** The longest grouping interval for a window: a seventh of it. */
export function maxInterval(windowMs: number): number {
  return bounded(windowMs / MIN_DATAPOINTS);
}

/** The grouping interval a window gets when none is chosen: the predefined one nearest a 200th of it. */
export function defaultInterval(windowMs: number, maxPoints = DEFAULT_MAX_DATAPOINTS): number {
  const min = minInterval(windowMs, maxPoints);
  const max = maxInterval(windowMs);
  return Math.min(max, Math.max(min, nearestPredefined(min, max, bounded(windowMs / DEFAULT_INTERVAL_DIVISOR))));
}

/** A chosen grouping interval kept within the window's bounds (none chosen: the default). */
export function boundInterval(windowMs: number, intervalMs: number | null | undefined, maxPoints = DEFAULT_MAX_DATAPOINTS): number {
  if (!intervalMs || intervalMs <= 0) return defaultInterval(windowMs, maxPoints);
  return Math.min(maxInterval(windowMs), Math.max(minInterval(windowMs, maxPoints), toWholeSeconds(intervalMs)));
}

/** The data-point limit without aggregation: between the minimum and the maximum data points; default half the maximum. */
export function boundLimit(limit: unknown, maxPoints = DEFAULT_MAX_DATAPOINTS): number {
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return Math.floor(maxPoints / 2);
  return Math.min(maxPoints, Math.max(MIN_DATAPOINTS, Math.round(limit)));
}
