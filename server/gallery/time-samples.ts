import { readDateTime, readDatePeriod } from '../domain/time-window/date-time.ts';
import { MIN_INTERVAL } from '../domain/time-window/interval-bounds.ts';
import { clampInterval } from '../domain/time-window/interval-input.ts';
import { PREDEFINED_INTERVALS } from '../domain/time-window/time-intervals.ts';
import { intervalValues, readInterval, type FormErrors, type FormValues } from '../domain/time-window/timewindow-form.ts';
import { CONSOLE_ZONE, localDateTime, validZoneOrNull } from '../domain/time-window/zoned-time.ts';

/** The gallery's time forms' fields, each named by the JSON path it would set. */
export const TIME_FIELDS = {
  ts: 'ts',
  start: 'fixedTimewindow.startTimeMs',
  end: 'fixedTimewindow.endTimeMs',
  zone: 'timezone',
  interval: 'interval',
} as const;

/** The time-interval input's bounds in the gallery: a second to the longest predefined interval. */
export const INTERVAL_BOUNDS = { min: MIN_INTERVAL, max: PREDEFINED_INTERVALS[PREDEFINED_INTERVALS.length - 1] };

/** The invalid states as first shown: no date, a period without its start in an unknown zone, an interval of zero. */
export const INVALID_TIME_INPUT: FormValues = {
  [TIME_FIELDS.ts]: '',
  [TIME_FIELDS.start]: '',
  [TIME_FIELDS.end]: '2026-01-01T10:00:00',
  [TIME_FIELDS.zone]: 'Mars/Olympus',
  [`${TIME_FIELDS.interval}.advanced`]: 'on',
  [`${TIME_FIELDS.interval}.days`]: '0',
  [`${TIME_FIELDS.interval}.hours`]: '0',
  [`${TIME_FIELDS.interval}.minutes`]: '0',
  [`${TIME_FIELDS.interval}.seconds`]: '0',
  [TIME_FIELDS.interval]: '60000',
};

export interface TimeFormCheck {
  /** What the forms show: the input kept where refused, else the values as the server read them. */
  values: FormValues;
  errors: FormErrors;
}

/**
 * The gallery's time forms read with the parts' rules: the date required; the period's ends required and clamped
 * (spec 5), both read in the chosen zone, an unknown zone refused; the interval's units carried (spec 4), zero
 * refused. What was read well comes back normalized, so that the page shows the rules' effect.
 */
export function checkTimeForm(posted: FormValues, now: number): TimeFormCheck {
  const values: FormValues = { ...INVALID_TIME_INPUT, ...posted };
  if (posted[TIME_FIELDS.interval] !== undefined && posted[`${TIME_FIELDS.interval}.advanced`] === undefined) delete values[`${TIME_FIELDS.interval}.advanced`];
  const errors: FormErrors = {};
  const zoneText = (values[TIME_FIELDS.zone] ?? '').trim();
  const zone = zoneText === '' ? CONSOLE_ZONE : validZoneOrNull(zoneText);
  if (zone === null) errors[TIME_FIELDS.zone] = 'timezone.timezone-required';
  const readZone = zone ?? CONSOLE_ZONE;

  const ts = readDateTime(values[TIME_FIELDS.ts] ?? '', readZone, { required: true });
  if (ts.error) errors[TIME_FIELDS.ts] = ts.error;
  else if (ts.value !== null) values[TIME_FIELDS.ts] = localDateTime(ts.value, readZone);

  const period = readDatePeriod(values, TIME_FIELDS.start, TIME_FIELDS.end, readZone, now);
  Object.assign(errors, period.errors);
  if (period.period && zone !== null) {
    values[TIME_FIELDS.start] = localDateTime(period.period.startTimeMs, readZone);
    values[TIME_FIELDS.end] = localDateTime(period.period.endTimeMs, readZone);
  }

  const interval = clampInterval(readInterval(values, TIME_FIELDS.interval), INTERVAL_BOUNDS.min, INTERVAL_BOUNDS.max);
  if (interval === null) errors[TIME_FIELDS.interval] = 'timeinterval.interval-required';
  else {
    for (const key of Object.keys(values)) if (key.startsWith(`${TIME_FIELDS.interval}.`)) delete values[key];
    Object.assign(values, intervalValues(TIME_FIELDS.interval, interval));
  }
  return { values, errors };
}
