import type { SourceRow, WidgetView } from '../../../server/domain/dashboard/dashboard-view.ts';
import { decimalsOf, formatValue, unitsOf } from './format-value.ts';

/**
 * upstream's value patterns (`${Temperature}`, `${Temperature:1}`, `${#0:2}` by key index, `${entityName}`,
 * `${entityLabel}`): every variable replaced by the first row's value of that key, formatted with the given
 * decimals (or the key's), units only where the key has them and no decimals are given.
 */
export function fillPattern(pattern: string, widget: WidgetView, locale: string, escape: (s: string) => string = (s) => s): string {
  const rows: SourceRow[] = widget.data.rows;
  const values = rows.flatMap((r) => r.values.map((v) => ({ row: r, v })));
  const first = rows[0]?.entity ?? null;
  return pattern.replace(/\$\{([^}:]+)(?::(\d+))?\}/g, (whole, name: string, dec: string | undefined) => {
    if (name === 'entityName' || name === 'deviceName') return escape(first?.name ?? '');
    if (name === 'entityLabel') return escape(first?.label || first?.name || '');
    const byIndex = /^#(\d+)$/.exec(name);
    const found = byIndex ? values[Number(byIndex[1])] : values.find(({ v }) => v.key.label === name) ?? values.find(({ v }) => v.key.name === name);
    if (!found) return whole;
    const latest = found.v.latest?.value ?? found.v.series[found.v.series.length - 1]?.[1] ?? null;
    if (latest === null) return '';
    const decimals = dec !== undefined ? Number(dec) : decimalsOf(found.v.key, widget.config);
    const units = dec !== undefined ? '' : unitsOf(found.v.key, widget.config);
    return escape(formatValue(latest, decimals, units, locale));
  });
}
