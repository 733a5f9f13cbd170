import { remembered } from '../server/limits/remembered.ts';

/** The spec's default date locale, used for the default language. */
export const DEFAULT_DATE_LOCALE = 'en-GB';
const DEFAULT_LANGUAGE = 'en_US';

/** Dates and numbers written the way the chosen language writes them. */
export interface Formatter {
  /** BCP 47 tag used for dates. */
  dateLocale: string;
  /** BCP 47 tag used for numbers. */
  numberLocale: string;
  dateTime(ms: number): string;
  number(value: number): string;
}

/** The console's language code (`de_DE`) as a BCP 47 tag (`de-DE`). */
export function bcp47(lang: string): string {
  return lang.replace('_', '-');
}

function dateLocaleOf(lang: string): string {
  return lang === DEFAULT_LANGUAGE ? DEFAULT_DATE_LOCALE : bcp47(lang);
}

const MAX_REMEMBERED = 5000;

// Formatting itself costs microseconds a value, and a list shows the same rows to everyone who opens it.
const rememberedFormat = (format: (value: number) => string) => remembered(format, MAX_REMEMBERED);

/** A time as ISO 8601 (a `<time>`'s `dateTime`), remembered as the formatted dates are: a list row asks for each. */
export const isoDateTime = rememberedFormat((ms) => new Date(ms).toISOString());

// Intl formatters are costly to build and safe to share: one set per language and time zone.
const formatters = new Map<string, Formatter>();

/** Date-time in the server's time zone unless one is given (per-user time zones are not stored yet). */
export function formatterFor(lang: string, timeZone?: string): Formatter {
  const key = `${lang}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const dateLocale = dateLocaleOf(lang);
    const numberLocale = bcp47(lang);
    const dates = new Intl.DateTimeFormat(dateLocale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    const numbers = new Intl.NumberFormat(numberLocale);
    formatter = {
      dateLocale,
      numberLocale,
      dateTime: rememberedFormat((ms) => dates.format(ms)),
      number: rememberedFormat((value) => numbers.format(value)),
    };
    formatters.set(key, formatter);
  }
  return formatter;
}
