import type { DataKeyConfig, WidgetConfig } from '../../../server/domain/dashboard/dashboard-config.ts';

const DEFAULT_DECIMALS = 2;
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false });
    formats.set(key, f);
  }
  return f;
}

/** A value as the platform sends it (text) read as a number when it is one. */
export function numeric(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The key's decimals, else the widget's, else upstream's default 2. */
export function decimalsOf(key: DataKeyConfig | null, widget: WidgetConfig): number {
  const d = key?.decimals ?? widget.decimals ?? DEFAULT_DECIMALS;
  return Math.min(10, Math.max(0, Math.round(d)));
}

export function unitsOf(key: DataKeyConfig | null, widget: WidgetConfig): string {
  return key?.units || widget.units || '';
}

/** upstream's formatValue: numbers with the decimals, then the units; other values as they are. */
export function formatValue(value: string | null | undefined, decimals: number, units: string, locale: string): string {
  if (value === null || value === undefined) return '';
  const n = numeric(value);
  const shown = n === null ? value : numberFormat(locale, decimals).format(n);
  return units && shown !== '' ? `${shown} ${units}` : shown;
}
