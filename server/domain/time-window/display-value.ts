import { DAY, HOUR, MINUTE, SECOND } from './time-units.ts';
import { quickIntervalKey } from './quick-intervals.ts';
import { localDateTime } from './zoned-time.ts';
import { HISTORY_FIXED, LAST_INTERVAL, REALTIME, REALTIME_QUICK, type Timewindow } from './timewindow.ts';

/** A translation function of the shape i18next's t and the island's string table share. */
export type Translate = (key: string, values?: Record<string, string>) => string;

const UNITS: [number, 'day' | 'hour' | 'minute' | 'second'][] = [[DAY, 'day'], [HOUR, 'hour'], [MINUTE, 'minute'], [SECOND, 'second']];
const unitFormats = new Map<string, Intl.NumberFormat>();

function unitFormat(locale: string, unit: string): Intl.NumberFormat {
  const key = `${locale}|${unit}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
    unitFormats.set(key, format);
  }
  return format;
}

/** A duration in the language's own words and plurals: "1 hour", "2 days 3 hours". */
export function durationText(ms: number, locale: string): string {
  let rest = Math.max(0, Math.round(ms / SECOND) * SECOND);
  const parts: string[] = [];
  for (const [size, unit] of UNITS) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(unitFormat(locale, unit).format(count));
  }
  return parts.length ? parts.join(' ') : unitFormat(locale, 'second').format(0);
}

/** The zone's short name as the language writes it ("CET", "GMT+1"). */
export function zoneAbbreviation(timeZone: string, locale: string, at: number): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** Fixed dates as spec 2 shows them: yyyy-MM-dd HH:mm:ss in the window's zone. */
export function periodDate(ts: number, timeZone: string): string {
  return localDateTime(ts, timeZone).replace('T', ' ');
}

/**
 * The time-window button's text (spec 2): "Realtime - last 1 hour", a quick interval's name, "History - last
 * 2 days", "History - {start} - {end}"; with a zone chosen, its abbreviation after it. `viewerZone` writes the
 * fixed dates when the window names no zone.
 */
export function displayValue(tw: Timewindow, t: Translate, locale: string, viewerZone: string, now: number): string {
  let text: string;
  if (tw.selectedTab === REALTIME) {
    text = tw.realtime.realtimeType === REALTIME_QUICK
      ? t(quickIntervalKey(tw.realtime.quickInterval))
      : `${t('timewindow.realtime')} - ${t('timewindow.last-prefix')} ${durationText(tw.realtime.timewindowMs, locale)}`;
  } else {
    const h = tw.history;
    const zone = tw.timezone ?? viewerZone;
    const what = h.historyType === LAST_INTERVAL ? `${t('timewindow.last-prefix')} ${durationText(h.timewindowMs, locale)}`
      : h.historyType === HISTORY_FIXED ? `${periodDate(h.fixedTimewindow.startTimeMs, zone)} - ${periodDate(h.fixedTimewindow.endTimeMs, zone)}`
      : t(quickIntervalKey(h.quickInterval));
    text = `${t('timewindow.history')} - ${what}`;
  }
  return tw.timezone ? `${text} ${zoneAbbreviation(tw.timezone, locale, now)}` : text;
}
