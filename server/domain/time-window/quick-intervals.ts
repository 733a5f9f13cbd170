import { zonedParts, zonedTime } from './zoned-time.ts';

/** Upstream 3.4.4's quick intervals, in the order its select lists them (spec 4). */
export const QUICK_INTERVALS = [
  'YESTERDAY', 'DAY_BEFORE_YESTERDAY', 'THIS_DAY_LAST_WEEK', 'PREVIOUS_WEEK', 'PREVIOUS_WEEK_ISO', 'PREVIOUS_MONTH', 'PREVIOUS_YEAR',
  'CURRENT_HOUR', 'CURRENT_DAY', 'CURRENT_DAY_SO_FAR', 'CURRENT_WEEK', 'CURRENT_WEEK_SO_FAR', 'CURRENT_WEEK_ISO', 'CURRENT_WEEK_ISO_SO_FAR',
  'CURRENT_MONTH', 'CURRENT_MONTH_SO_FAR', 'CURRENT_YEAR', 'CURRENT_YEAR_SO_FAR',
] as const;
export type QuickInterval = (typeof QUICK_INTERVALS)[number];

/** The quick intervals a select offers: only the current ones when the realtime tab (the current-only flag) asks. */
export function quickIntervalChoices(currentOnly: boolean): QuickInterval[] {
  return QUICK_INTERVALS.filter((q) => !currentOnly || q.startsWith('CURRENT_'));
}

const QUICK_INTERVAL_KEYS: Record<QuickInterval, string> = {
  YESTERDAY: 'timeinterval.predefined.yesterday',
  DAY_BEFORE_YESTERDAY: 'timeinterval.predefined.day-before-yesterday',
  THIS_DAY_LAST_WEEK: 'timeinterval.predefined.this-day-last-week',
  PREVIOUS_WEEK: 'timeinterval.predefined.previous-week',
  PREVIOUS_WEEK_ISO: 'timeinterval.predefined.previous-week-iso',
  PREVIOUS_MONTH: 'timeinterval.predefined.previous-month',
  PREVIOUS_YEAR: 'timeinterval.predefined.previous-year',
  CURRENT_HOUR: 'timeinterval.predefined.current-hour',
  CURRENT_DAY: 'timeinterval.predefined.current-day',
  CURRENT_DAY_SO_FAR: 'timeinterval.predefined.current-day-so-far',
  CURRENT_WEEK: 'timeinterval.predefined.current-week',
  CURRENT_WEEK_SO_FAR: 'timeinterval.predefined.current-week-so-far',
  CURRENT_WEEK_ISO: 'timeinterval.predefined.current-week-iso',
  CURRENT_WEEK_ISO_SO_FAR: 'timeinterval.predefined.current-week-iso-so-far',
  CURRENT_MONTH: 'timeinterval.predefined.current-month',
  CURRENT_MONTH_SO_FAR: 'timeinterval.predefined.current-month-so-far',
  CURRENT_YEAR: 'timeinterval.predefined.current-year',
  CURRENT_YEAR_SO_FAR: 'timeinterval.predefined.current-year-so-far',
};

/** Translation key of a quick interval's name (`timeinterval.predefined.current-day-so-far`). */
export function quickIntervalKey(quick: QuickInterval): string {
  return QUICK_INTERVAL_KEYS[quick];
}

/** [start, end) of one of upstream's quick intervals (CURRENT_DAY, PREVIOUS_WEEK_ISO, ...) at `now` in the zone; null when unknown. */
export function quickIntervalRange(name: string, now: number, zone: string): [number, number] | null {
  const p = zonedParts(now, zone);
  const day = (offsetDays: number, days = 1): [number, number] =>
    [zonedTime(zone, p.year, p.month, p.day + offsetDays), zonedTime(zone, p.year, p.month, p.day + offsetDays + days)];
  const weekStart = (iso: boolean) => (iso ? (p.weekday + 6) % 7 : p.weekday);
  const week = (offsetWeeks: number, iso: boolean) => day(-weekStart(iso) + 7 * offsetWeeks, 7);
  const month = (offset: number, months = 1): [number, number] =>
    [zonedTime(zone, p.year, p.month + offset, 1), zonedTime(zone, p.year, p.month + offset + months, 1)];
  const quarterStart = p.month - ((p.month - 1) % 3);
  const halfStart = p.month <= 6 ? 1 : 7;
  const soFar = (range: [number, number]): [number, number] => [range[0], now];
  switch (name) {
    case 'YESTERDAY': return day(-1);
    case 'DAY_BEFORE_YESTERDAY': return day(-2);
    case 'THIS_DAY_LAST_WEEK': return day(-7);
    case 'PREVIOUS_WEEK': return week(-1, false);
    case 'PREVIOUS_WEEK_ISO': return week(-1, true);
    case 'PREVIOUS_MONTH': return month(-1);
    case 'PREVIOUS_QUARTER': return month(quarterStart - p.month - 3, 3);
    case 'PREVIOUS_HALF_YEAR': return month(halfStart - p.month - 6, 6);
    case 'PREVIOUS_YEAR': return [zonedTime(zone, p.year - 1, 1, 1), zonedTime(zone, p.year, 1, 1)];
    case 'CURRENT_HOUR': return [zonedTime(zone, p.year, p.month, p.day, p.hour), zonedTime(zone, p.year, p.month, p.day, p.hour + 1)];
    case 'CURRENT_DAY': return day(0);
    case 'CURRENT_DAY_SO_FAR': return soFar(day(0));
    case 'CURRENT_WEEK': return week(0, false);
    case 'CURRENT_WEEK_SO_FAR': return soFar(week(0, false));
    case 'CURRENT_WEEK_ISO': return week(0, true);
    case 'CURRENT_WEEK_ISO_SO_FAR': return soFar(week(0, true));
    case 'CURRENT_MONTH': return month(0);
    case 'CURRENT_MONTH_SO_FAR': return soFar(month(0));
    case 'CURRENT_QUARTER': return month(quarterStart - p.month, 3);
    case 'CURRENT_QUARTER_SO_FAR': return soFar(month(quarterStart - p.month, 3));
    case 'CURRENT_HALF_YEAR': return month(halfStart - p.month, 6);
    case 'CURRENT_HALF_YEAR_SO_FAR': return soFar(month(halfStart - p.month, 6));
    case 'CURRENT_YEAR': return [zonedTime(zone, p.year, 1, 1), zonedTime(zone, p.year + 1, 1, 1)];
    case 'CURRENT_YEAR_SO_FAR': return [zonedTime(zone, p.year, 1, 1), now];
    default: return null;
  }
}
