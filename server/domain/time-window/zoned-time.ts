/** Calendar arithmetic in an IANA time zone, for the quick intervals of time windows (start of day, week, month...). */

/** The console writes dates in its own zone (views/format.ts): a time window's "default" zone is that one. */
export const CONSOLE_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** A known time zone name, else UTC. */
export function validZone(timeZone: unknown): string {
  return validZoneOrNull(timeZone) ?? 'UTC';
}

/** A known time zone name, else null. */
export function validZoneOrNull(timeZone: unknown): string | null {
  if (typeof timeZone !== 'string' || timeZone === '' || timeZone.length > 64) return null;
  try {
    formatter(timeZone);
    return timeZone;
  } catch {
    return null;
  }
}

/** The wall-clock time of an instant in a zone, as `yyyy-MM-ddTHH:mm:ss` (the value of a datetime-local input). */
export function localDateTime(ts: number, timeZone: string): string {
  const p = zonedParts(ts, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(p.year).padStart(4, '0')}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

/** The instant of a `yyyy-MM-ddTHH:mm[:ss]` wall-clock time in a zone; null when it is not one. */
export function parseLocalDateTime(text: string, timeZone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0));
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const ts = zonedTime(timeZone, year, month, day, hour) + (minute * 60 + second) * 1000;
  // 2026-02-30 would roll over into March: not a date.
  return localDateTime(ts, timeZone).slice(0, 10) === text.trim().slice(0, 10) ? ts : null;
}

export function zonedParts(ts: number, timeZone: string): ZonedParts {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(ts)).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year), month: Number(parts.month), day: Number(parts.day),
    hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday),
  };
}

/** The instant of a wall-clock time in the zone (month may overflow, as Date.UTC allows). */
export function zonedTime(timeZone: string, year: number, month: number, day: number, hour = 0): number {
  const guess = Date.UTC(year, month - 1, day, hour);
  // Two rounds settle the offset, also across a daylight-saving change.
  let ts = guess;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(ts, timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    ts += guess - shown;
  }
  return ts;
}
