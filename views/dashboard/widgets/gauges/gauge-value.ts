import { num, text } from '../../../../server/dashboards/json-read.ts';
import type { WidgetView } from '../../../../server/domain/dashboard/dashboard-view.ts';
import { decimalsOf, numeric, unitsOf } from '../format-value.ts';
import { withEntity } from '../labels.ts';

/** What a gauge shows: the first key's latest value within the range of its settings. */
export interface GaugeValue {
  value: number | null;
  min: number;
  max: number;
  units: string;
  decimals: number;
  label: string;
  /** Position of the value in the range, 0..1. */
  ratio: number;
}

export function gaugeValue(widget: WidgetView, defaults: { min: number; max: number }): GaugeValue {
  const s = widget.config.settings;
  const row = widget.data.rows[0];
  const key = row?.values[0]?.key ?? null;
  const value = numeric(row?.values[0]?.latest?.value);
  let min = num(s.minValue, defaults.min);
  let max = num(s.maxValue, defaults.max);
  if (max <= min) [min, max] = [min, min + 1];
  const units = text(s.units) || unitsOf(key, widget.config);
  const decimals = s.valueDec !== undefined || s.decimals !== undefined ? Math.max(0, Math.round(num(s.valueDec ?? s.decimals, 0))) : decimalsOf(key, widget.config);
  const ratio = value === null ? 0 : Math.min(1, Math.max(0, (value - min) / (max - min)));
  return { value, min, max, units, decimals, label: key ? withEntity(key.label, row.entity) : '', ratio };
}

/** A point on a circle, angle in degrees clockwise from twelve o'clock. */
export function polar(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const a = (degrees * Math.PI) / 180;
  return [cx + r * Math.sin(a), cy - r * Math.cos(a)];
}

/** An SVG arc from one angle to another (clockwise, degrees from twelve o'clock). */
export function arcPath(cx: number, cy: number, r: number, from: number, to: number): string {
  const sweep = Math.min(359.99, Math.max(0, to - from));
  const [x1, y1] = polar(cx, cy, r, from);
  const [x2, y2] = polar(cx, cy, r, from + sweep);
  return `M${x1.toFixed(2)},${y1.toFixed(2)}A${r},${r} 0 ${sweep > 180 ? 1 : 0} 1 ${x2.toFixed(2)},${y2.toFixed(2)}`;
}
