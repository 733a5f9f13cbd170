import { LAST_INTERVAL, REALTIME_QUICK, type Timewindow } from './timewindow.ts';

/**
 * The parts of the time-window panel a dashboard hides from its viewers (spec 3, Timewindow: the `hide…` members,
 * set by the dashboard's author in edit mode; the console has no edit mode for them yet, so they always apply).
 */
export interface HiddenParts {
  /** Every interval choice (last interval, fixed period, quick interval). */
  interval: boolean;
  lastInterval: boolean;
  quickInterval: boolean;
  /** The aggregation function. */
  aggregation: boolean;
  /** The grouping interval or the data-point limit. */
  aggInterval: boolean;
  timezone: boolean;
}

export const NOTHING_HIDDEN: HiddenParts = { interval: false, lastInterval: false, quickInterval: false, aggregation: false, aggInterval: false, timezone: false };

/** The hide flags of a stored time window (anything but `true` shows the part). */
export function readHiddenParts(stored: unknown): HiddenParts {
  const tw = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return {
    interval: tw.hideInterval === true,
    lastInterval: tw.hideLastInterval === true,
    quickInterval: tw.hideQuickInterval === true,
    aggregation: tw.hideAggregation === true,
    aggInterval: tw.hideAggInterval === true,
    timezone: tw.hideTimezone === true,
  };
}

/**
 * Spec 4: with the last interval hidden and the quick interval shown, the panel starts on the quick interval in
 * realtime, and the reverse likewise.
 */
export function withHiddenTypes(tw: Timewindow, hidden: HiddenParts): Timewindow {
  if (hidden.interval) return tw;
  const type = tw.realtime.realtimeType;
  if (hidden.lastInterval && !hidden.quickInterval && type === LAST_INTERVAL) return { ...tw, realtime: { ...tw.realtime, realtimeType: REALTIME_QUICK } };
  if (hidden.quickInterval && !hidden.lastInterval && type === REALTIME_QUICK) return { ...tw, realtime: { ...tw.realtime, realtimeType: LAST_INTERVAL } };
  return tw;
}

/** Spec 4: outside edit mode the control is disabled when the interval is hidden and so are the aggregation and its interval. */
export function controlDisabled(hidden: HiddenParts): boolean {
  return hidden.interval && hidden.aggregation && hidden.aggInterval;
}
