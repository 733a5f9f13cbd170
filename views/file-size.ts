import type { Formatter } from './format.ts';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
const sizes = new Map<string, Intl.NumberFormat>();

/** A file size as people read it (`1.5 MB`), in the language's own units and digits. */
export function humanFileSize(format: Formatter, bytes: number): string {
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const key = `${format.numberLocale}|${UNITS[unit]}`;
  let formatter = sizes.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(format.numberLocale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: 1 });
    sizes.set(key, formatter);
  }
  return formatter.format(value);
}
