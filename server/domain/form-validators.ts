import { compoundProblem, isCompound, isEmptyCompound } from './compound-fields.ts';
import { parseJson, type FieldDef, type FormInput } from './entity-form.ts';

/** A rule a field's value must meet, with the translation key of the message shown beside the field. */
export type Validator =
  | { rule: 'required'; message: string }
  | { rule: 'maxLength'; max: number; message: string }
  | { rule: 'pattern'; pattern: RegExp; message: string }
  /**
   * A rule of its own, run on a non-empty value (an e-mail's format, a postal code by the form's country, a schema's
   * syntax): the message key of what is wrong, or undefined; it sees the whole input.
   */
  | { rule: 'check'; check(value: string, input: FormInput): string | undefined }
  /** A number field's value: a number (a whole one with `integer`), at least `min`, at most `max` (each when given). */
  | { rule: 'number'; integer?: boolean; min?: number; max?: number; message: string };

export function isRequired(field: FieldDef): boolean {
  return field.validators?.some((v) => v.rule === 'required') ?? false;
}

export function maxLength(field: FieldDef): number | undefined {
  const rule = field.validators?.find((v) => v.rule === 'maxLength');
  return rule?.rule === 'maxLength' ? rule.max : undefined;
}

/** Checks one field's value against its validators: the first failing rule's message key. */
export function check(field: FieldDef, value: string | boolean, input: FormInput): string | undefined {
  if (field.control.kind === 'json' && typeof value === 'string' && value.trim() !== '' && parseJson(value) === undefined) return field.control.invalid;
  const compound = isCompound(field.control) ? field.control : undefined;
  for (const v of field.validators ?? []) {
    if (typeof value === 'boolean') continue;
    if (v.rule === 'required' && (compound ? isEmptyCompound(compound, value) : value.trim() === '')) return v.message;
    if (v.rule === 'maxLength' && value.length > v.max) return v.message;
    if (v.rule === 'pattern' && value !== '' && !v.pattern.test(value)) return v.message;
    if (v.rule === 'number' && value.trim() !== '' && !numberFits(v, value)) return v.message;
    if (v.rule === 'check' && value.trim() !== '') {
      const message = v.check(value, input);
      if (message) return message;
    }
  }
  return compound && typeof value === 'string' ? compoundProblem(compound, value) : undefined;
}

function numberFits(rule: Extract<Validator, { rule: 'number' }>, text: string): boolean {
  const n = Number(text.trim());
  if (!Number.isFinite(n) || (rule.integer && !Number.isInteger(n))) return false;
  return (rule.min === undefined || n >= rule.min) && (rule.max === undefined || n <= rule.max);
}

/** The bounds a number field's validator sets, for the browser's input. */
export function numberBounds(field: FieldDef): { min?: number; max?: number; step?: number | 'any' } {
  const rule = field.validators?.find((v) => v.rule === 'number');
  return rule?.rule === 'number' ? { min: rule.min, max: rule.max, step: rule.integer ? 1 : 'any' } : {};
}
