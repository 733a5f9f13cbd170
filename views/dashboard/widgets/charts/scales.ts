/** Axis ticks for the server-drawn charts. */

/** About `count` round values covering [min, max] (1, 2, 2.5, 5 × 10^n steps). */
export function niceTicks(min: number, max: number, count = 5): { ticks: number[]; min: number; max: number } {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { ticks: [0, 1], min: 0, max: 1 };
  if (min === max) {
    const pad = Math.abs(min) > 0 ? Math.abs(min) * 0.1 : 1;
    min -= pad;
    max += pad;
  }
  const raw = (max - min) / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push(Number(v.toPrecision(12)));
  return { ticks, min: lo, max: hi };
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const STEPS = [SECOND, 5 * SECOND, 10 * SECOND, 15 * SECOND, 30 * SECOND, MINUTE, 5 * MINUTE, 10 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, DAY, 2 * DAY, 7 * DAY, 14 * DAY, 30 * DAY, 90 * DAY, 365 * DAY];

/** Round instants across a window (whole minutes, hours, days in UTC steps), about `count` of them. */
export function timeTicks(start: number, end: number, count = 6): number[] {
  const raw = (end - start) / Math.max(1, count);
  const step = STEPS.find((s) => s >= raw) ?? STEPS[STEPS.length - 1];
  const ticks: number[] = [];
  for (let t = Math.ceil(start / step) * step; t <= end; t += step) ticks.push(t);
  return ticks;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** A tick label as short as the window allows: seconds for short windows, dates for long ones. */
export function timeLabel(ts: number, spanMs: number, locale: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions =
    spanMs <= 10 * MINUTE ? { hour: '2-digit', minute: '2-digit', second: '2-digit' }
    : spanMs <= 2 * DAY ? { hour: '2-digit', minute: '2-digit' }
    : spanMs <= 60 * DAY ? { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }
    : { year: 'numeric', month: '2-digit', day: '2-digit' };
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = timeFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, hourCycle: 'h23', timeZone });
    timeFormats.set(key, f);
  }
  return f.format(ts);
}
