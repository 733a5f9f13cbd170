import type { DataKeyConfig, WidgetConfig } from '../domain/dashboard/dashboard-config.ts';
import { bool, optionalNum, text } from './json-read.ts';

export type FieldTarget = 'SERVER_SCOPE' | 'SHARED_SCOPE' | 'TIMESERIES';
export type FieldType = 'string' | 'integer' | 'double' | 'boolean' | 'date' | 'json';

/** One field of an input widget's form: the attribute or time-series key it writes and how its value is read. */
export interface InputField {
  key: string;
  label: string;
  target: FieldTarget;
  type: FieldType;
  required: boolean;
  editable: boolean;
  min: number | null;
  max: number | null;
  step: number | null;
  /** Another key of the form whose false value disables this one (update_multiple_attributes). */
  disabledOnKey: string | null;
}

const SINGLE = /^input_widgets\.update_(server|shared)_(string|integer|double|boolean|date)_attribute$/;
const SERIES = /^input_widgets\.update_(string|integer|double|boolean)_timeseries$/;
const LOCATION = /^input_widgets\.update_(server_location_attribute|shared_location_attribute|location_timeseries)$/;
const MULTIPLE_TYPES: Record<string, FieldType> = {
  string: 'string', double: 'double', integer: 'integer', booleanCheckbox: 'boolean', booleanSwitch: 'boolean',
  dateTime: 'date', date: 'date', time: 'string', select: 'string', color: 'string', JSON: 'json',
};

const scopeOf = (word: string): FieldTarget => (word === 'shared' ? 'SHARED_SCOPE' : word === 'timeseries' ? 'TIMESERIES' : 'SERVER_SCOPE');

function field(key: DataKeyConfig | { name: string; label: string }, target: FieldTarget, type: FieldType, extra: Partial<InputField> = {}): InputField {
  return { key: key.name, label: key.label || key.name, target, type, required: false, editable: true, min: null, max: null, step: null, disabledOnKey: null, ...extra };
}

/**
 * The fields of an input widget's form (`update_*` types, update_multiple_attributes, update_json_attribute), from
 * its type and settings; null for types that have no form. The view draws them and the post route reads the
 * submitted values by the same list, so a form can only write what its widget names.
 */
export function inputFields(widget: WidgetConfig): InputField[] | null {
  const s = widget.settings;
  const keys = widget.datasources[0]?.dataKeys ?? [];
  const first = keys[0];
  const single = SINGLE.exec(widget.typeKey);
  const series = SERIES.exec(widget.typeKey);
  const range = { min: optionalNum(s.minValue), max: optionalNum(s.maxValue) };
  if (single || series) {
    if (!first) return [];
    const type = (single ? single[2] : series![1]) as FieldType;
    const lengths = type === 'string' ? { min: optionalNum(s.minLength), max: optionalNum(s.maxLength) } : range;
    return [field(first, single ? scopeOf(single[1]) : 'TIMESERIES', type, { required: type !== 'boolean' && bool(s.isRequired, true), label: text(s.labelValue) || first.label, ...lengths })];
  }
  const location = LOCATION.exec(widget.typeKey);
  if (location) {
    const target = location[1].startsWith('shared') ? 'SHARED_SCOPE' : location[1].startsWith('server') ? 'SERVER_SCOPE' : 'TIMESERIES';
    const lat = text(s.latKeyName, 'latitude');
    const lng = text(s.lngKeyName, 'longitude');
    return [
      field({ name: lat, label: text(s.latLabel) || lat }, target, 'double', { required: bool(s.isLatRequired, true), min: -90, max: 90 }),
      field({ name: lng, label: text(s.lngLabel) || lng }, target, 'double', { required: bool(s.isLngRequired, true), min: -180, max: 180 }),
    ];
  }
  if (widget.typeKey === 'input_widgets.update_json_attribute') {
    if (!first) return [];
    const target = text(s.widgetMode, 'ATTRIBUTE') === 'TIME_SERIES' ? 'TIMESERIES' : text(s.attributeScope) === 'SHARED_SCOPE' ? 'SHARED_SCOPE' : 'SERVER_SCOPE';
    return [field(first, target, 'json', { required: bool(s.attributeRequired, true), label: text(s.labelValue) || first.label })];
  }
  if (widget.typeKey === 'input_widgets.update_multiple_attributes') {
    return keys
      .filter((k) => !bool(k.settings.dataKeyHidden, false))
      .map((k) => field(k, scopeOf(text(k.settings.dataKeyType, 'server')), MULTIPLE_TYPES[text(k.settings.dataKeyValueType, 'string')] ?? 'string', {
        required: bool(k.settings.required, false),
        editable: text(k.settings.isEditable, 'editable') === 'editable',
        min: optionalNum(k.settings.minValue),
        max: optionalNum(k.settings.maxValue),
        step: optionalNum(k.settings.step),
        disabledOnKey: text(k.settings.disabledOnDataKey) || null,
      }));
  }
  return null;
}

export type FieldError = { key: string; values?: Record<string, string> };

/** A submitted value as the platform takes it, or the error to show under the field. */
export function readField(f: InputField, raw: string | undefined): { value?: unknown; error?: FieldError; skip?: boolean } {
  const v = (raw ?? '').trim();
  if (f.type === 'boolean') return { value: raw === 'true' || raw === 'on' };
  if (v === '') return f.required ? { error: { key: 'widget.value-required' } } : { skip: true };
  switch (f.type) {
    case 'integer':
    case 'double': {
      const n = Number(v);
      if (!Number.isFinite(n) || (f.type === 'integer' && !/^-?\d+$/.test(v))) return { error: { key: f.type === 'integer' ? 'widget.invalid-integer' : 'widget.invalid-number' } };
      if (f.min !== null && n < f.min) return { error: { key: 'widget.value-below-min', values: { min: String(f.min) } } };
      if (f.max !== null && n > f.max) return { error: { key: 'widget.value-above-max', values: { max: String(f.max) } } };
      return { value: n };
    }
    case 'date': {
      const ts = Date.parse(v);
      return Number.isFinite(ts) ? { value: ts } : { error: { key: 'widget.invalid-date' } };
    }
    case 'json':
      try {
        return { value: JSON.parse(v) };
      } catch {
        return { error: { key: 'widget.invalid-json' } };
      }
    default:
      if (f.min !== null && v.length < f.min) return { error: { key: 'widget.too-short', values: { min: String(f.min) } } };
      if (f.max !== null && v.length > f.max) return { error: { key: 'widget.too-long', values: { max: String(f.max) } } };
      return { value: v };
  }
}
