import { clampPeriod } from './date-period.ts';
import { parseLocalDateTime } from './zoned-time.ts';

/** Spec 5's error keys of the date-time pickers. */
export const DATE_REQUIRED = 'timewindow.date-required';

/**
 * The single date-time picker's value (spec 5: min, max, required): the wall-clock text read in `zone`; text that is
 * no date counts as none; an instant outside the bounds is clamped to them.
 */
export function readDateTime(text: string, zone: string, options: { required?: boolean; min?: number; max?: number } = {}): { value: number | null; error?: string } {
  const ts = parseLocalDateTime(text, zone);
  if (ts === null) return options.required ? { value: null, error: DATE_REQUIRED } : { value: null };
  return { value: Math.min(options.max ?? Infinity, Math.max(options.min ?? -Infinity, ts)) };
}

/**
 * The date-time period picker's value: both ends required, read in `zone`, then spec 5's clamping (the end at most
 * `now`, the start at least a second before it). Errors name the fields at fault.
 */
export function readDatePeriod(values: Record<string, string>, startName: string, endName: string, zone: string, now: number, required = true) {
  const errors: Record<string, string> = {};
  const start = readDateTime(values[startName] ?? '', zone, { required });
  const end = readDateTime(values[endName] ?? '', zone, { required });
  if (start.error) errors[startName] = start.error;
  if (end.error) errors[endName] = end.error;
  const period = start.value !== null && end.value !== null ? clampPeriod(start.value, end.value, now) : null;
  return { period, errors };
}
