import { readDatePeriod } from './date-time.ts';
import type { Aggregation } from '../../platform/types/telemetry.ts';
import { boundLimit, boundInterval, DEFAULT_MAX_DATAPOINTS, maxInterval, minInterval, MAX_INTERVAL, MIN_INTERVAL } from './interval-bounds.ts';
import { clampInterval, partsToMs } from './interval-input.ts';
import { isPredefined } from './time-intervals.ts';
import { QUICK_INTERVALS, type QuickInterval } from './quick-intervals.ts';
import { localDateTime, validZoneOrNull } from './zoned-time.ts';
import {
  AGGREGATIONS, HISTORY, HISTORY_FIXED, HISTORY_QUICK, LAST_INTERVAL, REALTIME, REALTIME_QUICK, windowSpan, type Timewindow,
} from './timewindow.ts';

/** A form field's name: the JSON path of the member it sets, under `timewindow`. */
const field = (...path: string[]) => ['timewindow', ...path].join('.');

/** The form's field names: each the JSON path of the member it sets (a time interval adds its unit). */
export const FIELDS = {
  tab: field('selectedTab'),
  realtimeType: field('realtime', 'realtimeType'),
  realtimeLast: field('realtime', 'timewindowMs'),
  realtimeQuick: field('realtime', 'quickInterval'),
  realtimeInterval: field('realtime', 'interval'),
  historyType: field('history', 'historyType'),
  historyLast: field('history', 'timewindowMs'),
  historyStart: field('history', 'fixedTimewindow', 'startTimeMs'),
  historyEnd: field('history', 'fixedTimewindow', 'endTimeMs'),
  historyQuick: field('history', 'quickInterval'),
  historyInterval: field('history', 'interval'),
  aggregation: field('aggregation', 'type'),
  limit: field('aggregation', 'limit'),
  timezone: field('timezone'),
} as const;

/** The sub-fields of a time-interval input named `name`. */
export const INTERVAL_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export const advancedField = (name: string) => `${name}.advanced`;
export const unitField = (name: string, unit: (typeof INTERVAL_UNITS)[number]) => `${name}.${unit}`;

export type FormValues = Record<string, string>;
/** Field name → translation key of what is wrong with it. */
export type FormErrors = Record<string, string>;

/** Whether a query holds a submitted time-window form (any of its fields). */
export function isTimewindowForm(query: Record<string, unknown>): boolean {
  return Object.keys(query).some((k) => k.startsWith('timewindow.'));
}

/** A time-interval input's fields for a value (spec 4: advanced mode when it matches no predefined interval). */
export function intervalValues(name: string, ms: number): FormValues {
  const seconds = Math.round(ms / 1000);
  const values: FormValues = {
    [name]: String(ms),
    [unitField(name, 'days')]: String(Math.floor(seconds / 86400)),
    [unitField(name, 'hours')]: String(Math.floor((seconds % 86400) / 3600)),
    [unitField(name, 'minutes')]: String(Math.floor((seconds % 3600) / 60)),
    [unitField(name, 'seconds')]: String(seconds % 60),
  };
  // Spec 4: a value that matches no predefined interval switches the input to advanced mode.
  if (!isPredefined(ms)) values[advancedField(name)] = 'on';
  return values;
}

/** The form's values for a time window; fixed dates as wall-clock times in the window's zone (else the viewer's). */
export function formValues(tw: Timewindow, viewerZone: string): FormValues {
  const zone = tw.timezone ?? viewerZone;
  return {
    [FIELDS.tab]: String(tw.selectedTab),
    [FIELDS.realtimeType]: String(tw.realtime.realtimeType),
    ...intervalValues(FIELDS.realtimeLast, tw.realtime.timewindowMs),
    [FIELDS.realtimeQuick]: tw.realtime.quickInterval,
    ...intervalValues(FIELDS.realtimeInterval, tw.realtime.interval),
    [FIELDS.historyType]: String(tw.history.historyType),
    ...intervalValues(FIELDS.historyLast, tw.history.timewindowMs),
    [FIELDS.historyStart]: localDateTime(tw.history.fixedTimewindow.startTimeMs, zone),
    [FIELDS.historyEnd]: localDateTime(tw.history.fixedTimewindow.endTimeMs, zone),
    [FIELDS.historyQuick]: tw.history.quickInterval,
    ...intervalValues(FIELDS.historyInterval, tw.history.interval),
    [FIELDS.aggregation]: tw.aggregation.type,
    [FIELDS.limit]: String(tw.aggregation.limit),
    [FIELDS.timezone]: tw.timezone ?? '',
  };
}

/** A time-interval input's value: the advanced fields with carry, else the predefined choice; null when missing or zero. */
export function readInterval(values: FormValues, name: string): number | null {
  if (values[advancedField(name)]) {
    const part = (unit: (typeof INTERVAL_UNITS)[number]) => {
      const text = (values[unitField(name, unit)] ?? '').trim();
      return /^-?\d{1,9}$/.test(text) ? Number(text) : 0;
    };
    return partsToMs({ days: part('days'), hours: part('hours'), minutes: part('minutes'), seconds: part('seconds') });
  }
  const text = (values[name] ?? '').trim();
  return /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

export interface FormContext {
  now: number;
  viewerZone: string;
  maxPoints?: number;
}

/**
 * The submitted form read onto `base` (the page's window, for what the form does not carry), with spec 4 and 5's
 * rules: the sub-input of the chosen tab and type is required, intervals are kept within their bounds, the fixed
 * period is clamped, the data-point limit kept between its bounds. Errors name the fields at fault.
 */
export function readForm(values: FormValues, base: Timewindow, ctx: FormContext): { timewindow: Timewindow; errors: FormErrors } {
  const maxPoints = ctx.maxPoints ?? DEFAULT_MAX_DATAPOINTS;
  const errors: FormErrors = {};
  const tw: Timewindow = structuredClone(base);
  tw.selectedTab = values[FIELDS.tab] === String(HISTORY) ? HISTORY : REALTIME;
  const zoneText = (values[FIELDS.timezone] ?? '').trim();
  tw.timezone = zoneText === '' ? null : validZoneOrNull(zoneText);
  if (zoneText !== '' && tw.timezone === null) errors[FIELDS.timezone] = 'timezone.timezone-required';
  const zone = tw.timezone ?? ctx.viewerZone;
  const quick = (field: string, fallback: QuickInterval, currentOnly: boolean): QuickInterval => {
    const value = values[field] as QuickInterval;
    return QUICK_INTERVALS.includes(value) && (!currentOnly || value.startsWith('CURRENT_')) ? value : fallback;
  };
  const lastInterval = (field: string, fallback: number, required: boolean): number => {
    const ms = clampInterval(readInterval(values, field), MIN_INTERVAL, MAX_INTERVAL);
    if (ms === null && required) errors[field] = 'timeinterval.interval-required';
    return ms ?? fallback;
  };

  tw.realtime.realtimeType = values[FIELDS.realtimeType] === String(REALTIME_QUICK) ? REALTIME_QUICK : LAST_INTERVAL;
  const realtimeLast = tw.selectedTab === REALTIME && tw.realtime.realtimeType === LAST_INTERVAL;
  tw.realtime.timewindowMs = lastInterval(FIELDS.realtimeLast, tw.realtime.timewindowMs, realtimeLast);
  tw.realtime.quickInterval = quick(FIELDS.realtimeQuick, tw.realtime.quickInterval, true);

  const historyType = Number(values[FIELDS.historyType]);
  tw.history.historyType = historyType === HISTORY_FIXED || historyType === HISTORY_QUICK ? historyType : LAST_INTERVAL;
  const onHistory = tw.selectedTab === HISTORY;
  tw.history.timewindowMs = lastInterval(FIELDS.historyLast, tw.history.timewindowMs, onHistory && tw.history.historyType === LAST_INTERVAL);
  tw.history.quickInterval = quick(FIELDS.historyQuick, tw.history.quickInterval, false);
  const fixed = onHistory && tw.history.historyType === HISTORY_FIXED;
  const read = readDatePeriod(values, FIELDS.historyStart, FIELDS.historyEnd, zone, ctx.now, fixed);
  Object.assign(errors, read.errors);
  if (read.period) tw.history.fixedTimewindow = read.period;

  tw.aggregation.type = AGGREGATIONS.includes(values[FIELDS.aggregation] as Aggregation) ? (values[FIELDS.aggregation] as Aggregation) : tw.aggregation.type;
  const limitText = (values[FIELDS.limit] ?? '').trim();
  if (tw.aggregation.type === 'NONE' && !/^\d{1,9}$/.test(limitText)) errors[FIELDS.limit] = 'aggregation.limit-required';
  tw.aggregation.limit = boundLimit(/^\d{1,9}$/.test(limitText) ? Number(limitText) : tw.aggregation.limit, maxPoints);

  const grouping = (field: string, windowMs: number, fallback: number) => boundInterval(windowMs, readInterval(values, field) ?? fallback, maxPoints);
  tw.realtime.interval = grouping(FIELDS.realtimeInterval, windowSpan(tw, REALTIME), tw.realtime.interval);
  tw.history.interval = grouping(FIELDS.historyInterval, windowSpan(tw, HISTORY), tw.history.interval);
  return { timewindow: tw, errors };
}

/** The bounds a grouping-interval input offers for a window of `windowMs`. */
export function groupingBounds(windowMs: number, maxPoints = DEFAULT_MAX_DATAPOINTS): { min: number; max: number } {
  return { min: minInterval(windowMs, maxPoints), max: maxInterval(windowMs) };
}
