/** Calendar arithmetic in an IANA time zone, for the quick intervals of time windows (start of day, week, month...). */

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
  if (typeof timeZone !== 'string' || timeZone === '') return 'UTC';
  try {
    formatter(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
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
