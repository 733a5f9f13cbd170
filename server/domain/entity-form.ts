import type { EntityId } from '../platform/types/ids.ts';

/** A rule a field's value must meet, with the translation key of the message shown beside the field. */
export type Validator =
  | { rule: 'required'; message: string }
  | { rule: 'maxLength'; max: number; message: string }
  | { rule: 'pattern'; pattern: RegExp; message: string }
  /** A number field's value: a number (a whole one with `integer`), at least `min`, at most `max` (each when given). */
  | { rule: 'number'; integer?: boolean; min?: number; max?: number; message: string };

/** The picker kinds (server/tables/pickers.ts; each answers `/search/<kind>`). */
export type PickerKind = 'assetProfiles' | 'customers' | 'assets' | 'dashboards';

/** How a field is edited. A picker's value is an entity id; the entity holds it as `{entityType, id}`. */
export type FieldControl =
  | { kind: 'text' }
  | { kind: 'textarea' }
  | { kind: 'checkbox' }
  | { kind: 'picker'; picker: PickerKind; entityType: string }
  /** A number; an empty one is sent as null. */
  | { kind: 'number' }
  /** One of fixed choices, each with the translation key of its label. */
  | { kind: 'select'; options: readonly { value: string; label: string }[] }
  /** A secret: never shown, never prefilled; left empty it keeps the stored value (only a typed one changes it). */
  | { kind: 'password' };

/** One field of an entity form, named by its JSON path in the platform's entity (`additionalInfo.description`). */
export interface FieldDef {
  path: string;
  /** Translation key of the label. */
  label: string;
  control: FieldControl;
  validators?: readonly Validator[];
  /** Translation key of a hint under the field. */
  hint?: string;
}

export interface FormDef {
  fields: readonly FieldDef[];
}

/** A form's values by field path, as typed (strings) or checked (booleans). */
export type FormInput = Record<string, string | boolean>;

/** Field path → translation key of the message shown beside it. */
export type FieldErrors = Record<string, string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function isRequired(field: FieldDef): boolean {
  return field.validators?.some((v) => v.rule === 'required') ?? false;
}

export function maxLength(field: FieldDef): number | undefined {
  const rule = field.validators?.find((v) => v.rule === 'maxLength');
  return rule?.rule === 'maxLength' ? rule.max : undefined;
}

/** The value at a dotted JSON path of a nested object. */
export function readPath(source: unknown, path: string): unknown {
  let at = source;
  for (const part of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** A copy of `target` with `value` at the dotted `path`; the objects on the way are copied, their other members kept. */
export function writePath<T extends object>(target: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const copy = { ...target } as Record<string, unknown>;
  if (rest.length === 0) copy[head] = value;
  else {
    const inner = copy[head];
    copy[head] = writePath(inner !== null && typeof inner === 'object' ? (inner as object) : {}, rest.join('.'), value);
  }
  return copy as T;
}

/** What the form shows for an entity: each field's value read from its JSON path. */
export function formInputOf(form: FormDef, entity: object | null): FormInput {
  const input: FormInput = {};
  for (const field of form.fields) {
    const value = entity ? readPath(entity, field.path) : undefined;
    if (field.control.kind === 'checkbox') input[field.path] = value === true;
    else if (field.control.kind === 'picker') input[field.path] = (value as EntityId | null | undefined)?.id ?? '';
    else if (field.control.kind === 'number') input[field.path] = typeof value === 'number' ? String(value) : '';
    else if (field.control.kind === 'password') input[field.path] = '';
    else input[field.path] = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  }
  return input;
}

function firstString(value: unknown): string {
  if (Array.isArray(value)) return firstString(value[0]);
  return typeof value === 'string' ? value : '';
}

/** Checks one field's value against its validators: the first failing rule's message key. */
function check(field: FieldDef, value: string | boolean): string | undefined {
  for (const v of field.validators ?? []) {
    if (typeof value === 'boolean') continue;
    if (v.rule === 'required' && value.trim() === '') return v.message;
    if (v.rule === 'maxLength' && value.length > v.max) return v.message;
    if (v.rule === 'pattern' && value !== '' && !v.pattern.test(value)) return v.message;
    if (v.rule === 'number' && value.trim() !== '' && !numberFits(v, value)) return v.message;
  }
  return undefined;
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

/**
 * The one reader of an entity form's body (fields named by their JSON paths): the input as typed, kept for showing
 * the form again, and each failing field's message key. A picker's value that is not an id counts as empty.
 */
export function parseForm(form: FormDef, body: Record<string, unknown>): { input: FormInput; errors: FieldErrors } {
  const input: FormInput = {};
  const errors: FieldErrors = {};
  for (const field of form.fields) {
    let value: string | boolean;
    if (field.control.kind === 'checkbox') value = firstString(body[field.path]) !== '';
    else if (field.control.kind === 'picker') value = isUuid(firstString(body[field.path])) ? firstString(body[field.path]) : '';
    else if (field.control.kind === 'select') value = field.control.options.some((o) => o.value === firstString(body[field.path])) ? firstString(body[field.path]) : '';
    else value = firstString(body[field.path]);
    input[field.path] = value;
    const error = check(field, value);
    if (error) errors[field.path] = error;
  }
  return { input, errors };
}

/**
 * The entity the platform is sent: the valid input written at each field's path onto `base` (the stored entity when
 * editing, so members the form does not show are kept). Text is trimmed; a picker's id becomes `{entityType, id}`.
 */
export function applyForm<T extends object>(form: FormDef, base: T, input: FormInput): T {
  let entity = base;
  for (const field of form.fields) {
    const value = input[field.path];
    if (field.control.kind === 'picker') {
      entity = writePath(entity, field.path, value ? { entityType: field.control.entityType, id: value } : null);
    } else if (field.control.kind === 'number') {
      entity = writePath(entity, field.path, typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : null);
    } else if (field.control.kind === 'password') {
      // Masked secrets come back empty: only a typed password replaces the stored one.
      if (typeof value === 'string' && value !== '') entity = writePath(entity, field.path, value);
    } else {
      entity = writePath(entity, field.path, typeof value === 'string' ? value.trim() : value);
    }
  }
  return entity;
}
