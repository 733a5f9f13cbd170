/**
 * The typed value input (widgets spec: typed value): a value's type detected from the value, and the text a form
 * posts parsed back into a value of the chosen type, with the spec's message keys when it is not one.
 */

export const VALUE_TYPES = ['STRING', 'INTEGER', 'DOUBLE', 'BOOLEAN', 'JSON'] as const;
export type ValueType = (typeof VALUE_TYPES)[number];

export const VALUE_TYPE_LABELS: Record<ValueType, string> = {
  STRING: 'value.string',
  INTEGER: 'value.integer',
  DOUBLE: 'value.double',
  BOOLEAN: 'value.boolean',
  JSON: 'value.json',
};

export function isValueType(value: unknown): value is ValueType {
  return typeof value === 'string' && (VALUE_TYPES as readonly string[]).includes(value);
}

/** Boolean; a number without a dot is an integer, with one a double; an object is JSON; anything else a string. */
export function detectValueType(value: unknown): ValueType {
  if (typeof value === 'boolean') return 'BOOLEAN';
  if (typeof value === 'number') return Number.isInteger(value) && !String(value).includes('.') ? 'INTEGER' : 'DOUBLE';
  if (value !== null && typeof value === 'object') return 'JSON';
  return 'STRING';
}

/** Spec §4: what a change of type leaves in the input: false for a boolean, an empty object for JSON, no value otherwise. */
export function valueAfterTypeChange(type: ValueType): { text: string; checked: boolean } {
  return { text: type === 'JSON' ? '{}' : '', checked: false };
}

/** The text a value is edited as: JSON pretty-printed, the rest as written. */
export function valueText(value: unknown): string {
  if (value !== null && typeof value === 'object') return JSON.stringify(value, null, 2);
  return value === null || value === undefined ? '' : String(value);
}

/** A value as one line of a table cell. */
export function displayValue(value: unknown): string {
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value === null || value === undefined ? '' : String(value);
}

export type TypedValueResult = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * Spec §5 "custom required text may replace default": a form's own message key per type for an empty value, used
 * instead of the type's default; types not listed keep theirs.
 */
export type RequiredTexts = Partial<Record<ValueType, string>>;

const DEFAULT_REQUIRED: Record<Exclude<ValueType, 'BOOLEAN'>, string> = {
  STRING: 'value.string-value-required',
  INTEGER: 'value.invalid-integer-value',
  DOUBLE: 'value.double-value-required',
  JSON: 'value.json-value-required',
};

const INTEGER = /^-?\d+$/;
const DOUBLE = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * The posted text (`text`) or check box (`checked`) as a value of `type`, or the message key of what is wrong; an
 * empty value's key is `requiredTexts[type]` when the form gives one.
 */
export function parseTypedValue(type: ValueType, text: string, checked: boolean, requiredTexts: RequiredTexts = {}): TypedValueResult {
  if (type === 'BOOLEAN') return { ok: true, value: checked };
  const trimmed = text.trim();
  // A string is kept as typed, so only a string with no characters at all is empty.
  if (type === 'STRING' ? text === '' : trimmed === '') return { ok: false, error: requiredTexts[type] ?? DEFAULT_REQUIRED[type] };
  switch (type) {
    case 'STRING':
      return { ok: true, value: text };
    case 'INTEGER':
      if (!INTEGER.test(trimmed)) return { ok: false, error: 'value.invalid-integer-value' };
      return Number.isSafeInteger(Number(trimmed)) ? { ok: true, value: Number(trimmed) } : { ok: false, error: 'value.invalid-integer-value' };
    case 'DOUBLE':
      return DOUBLE.test(trimmed) ? { ok: true, value: Number(trimmed) } : { ok: false, error: 'value.double-value-required' };
    case 'JSON':
      try {
        return { ok: true, value: JSON.parse(trimmed) };
      } catch {
        return { ok: false, error: 'value.json-value-invalid' };
      }
  }
}
