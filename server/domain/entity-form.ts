import type { FastifyRequest } from 'fastify';
import type { EntityId } from '../platform/types/ids.ts';

/** A rule a field's value must meet, with the translation key of the message shown beside the field. */
export type Validator =
  | { rule: 'required'; message: string }
  | { rule: 'maxLength'; max: number; message: string }
  | { rule: 'pattern'; pattern: RegExp; message: string }
  /** A check of its own (a schema's syntax): the message key of what is wrong with a non-empty value, or undefined. */
  | { rule: 'check'; check: (value: string) => string | undefined };

/** The picker kinds (server/tables/pickers.ts; each answers `/search/<kind>`). */
export type PickerKind = 'assetProfiles' | 'customers' | 'assets' | 'ruleChains' | 'dashboards' | 'firmware' | 'software';

/** How a field is edited. A picker's value is an entity id; the entity holds it as `{entityType, id}`. */
export type FieldControl =
  | { kind: 'text' }
  | { kind: 'textarea' }
  | { kind: 'checkbox' }
  /** A JSON value edited as text (a list the form has no editor for yet); `invalid` is the message key of bad JSON. */
  | { kind: 'json'; invalid: string }
  /** One of fixed choices (label keys); `refresh` adds a button that shows the form again for the choice (no JavaScript). */
  | { kind: 'select'; options: readonly { value: string; label: string }[]; refresh?: boolean }
  | { kind: 'picker'; picker: PickerKind; entityType: string }
  /** A value edited by inputs of its own (repeating rows named `path.<i>.<member>`); see `StructuredEditor`. */
  | { kind: 'structured'; editor: StructuredEditor };

/**
 * The body member of the buttons that change a structured value's shape without saving (add or remove a row):
 * `<edit>:<JSON path of the group>`. The form comes back (200) with the edit applied and the input kept.
 */
export const FORM_EDIT = '_op';

/** A structured field's reader and checks; the form input holds its value as JSON text. */
export interface StructuredEditor {
  /** Name of the view that draws it (`views/parts/structured-field.tsx`). */
  view: string;
  /** The value posted under `path` (members `path.<i>.<member>`), with the form's edit (`FORM_EDIT`) applied. */
  read(body: Record<string, unknown>, path: string, edit: string): unknown;
  /** Message keys by JSON path (`path.0.mappings.1.oid`) of what is wrong with the value. */
  check(value: unknown, path: string): FieldErrors;
  /** Whether it posts a file (the form is then sent as multipart). */
  upload?: boolean;
  /** What its view offers (the LwM2M object models of the library), read while the field is shown. */
  load?(request: FastifyRequest): Promise<unknown>;
  /** The value as the entity holds it, when the form edits another shape (an alarm rules draft). */
  toEntity?(value: unknown): unknown;
}

/** One field of an entity form, named by its JSON path in the platform's entity (`additionalInfo.description`). */
export interface FieldDef {
  path: string;
  /** Translation key of the label. */
  label: string;
  control: FieldControl;
  validators?: readonly Validator[];
  /** Translation key of a hint under the field. */
  hint?: string;
  /** Translation key of the legend of the group of fields it belongs to (consecutive fields share one). */
  section?: string;
  /** Shown (and checked) only while another field has one of these values (a transport's settings). */
  when?: readonly { path: string; values: readonly string[] }[];
  /** The step (a translation key of `FormDef.steps`) it belongs to when the form is added in steps. */
  step?: string;
  /** The text a field starts with when it comes into the form without a value posted (SNMP's timeout). */
  initial?: string;
}

export interface FormDef {
  fields: readonly FieldDef[];
  /** The add dialog's steps in order (translation keys); fields without a step belong to the first. */
  steps?: readonly string[];
}

/** The body members of a stepped form's Back and Next buttons (the step to show) and of the step shown. */
export const STEP_TO = '_step';
export const STEP_AT = '_at';

/** The step a field belongs to. */
export function stepOf(form: FormDef, field: FieldDef): string | undefined {
  return field.step ?? form.steps?.[0];
}

/**
 * The step a stepped add form shows: the one asked for (`_step`), unless it lies ahead of the step posted from
 * (`_at`) and that one has messages; after a failed save, the first step with a message.
 */
export function stepShown(form: FormDef, asked: Record<string, unknown>, errors: FieldErrors): string | undefined {
  const steps = form.steps;
  if (!steps?.length) return undefined;
  const failing = steps.find((s) => form.fields.some((f) => stepOf(form, f) === s && Object.keys(errors).some((e) => e === f.path || e.startsWith(`${f.path}.`))));
  const to = steps.find((s) => s === asked[STEP_TO]);
  const at = steps.find((s) => s === asked[STEP_AT]);
  if (!to) return at ?? failing ?? steps[0];
  if (at && steps.indexOf(to) > steps.indexOf(at) && failing && steps.indexOf(failing) <= steps.indexOf(at)) return failing;
  return to;
}

/** Whether a form posts a file (a structured field that uploads), so that it is sent as multipart. */
export function hasUpload(form: { fields: readonly FieldDef[] }): boolean {
  return form.fields.some((f) => f.control.kind === 'structured' && f.control.editor.upload === true);
}

/** Whether a field is part of the form for this input (its `when` holds). */
export function isShown(field: FieldDef, input: FormInput): boolean {
  return (field.when ?? []).every((w) => w.values.includes(String(input[w.path] ?? '')));
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
    else if (field.control.kind === 'json') input[field.path] = value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
    else if (field.control.kind === 'structured') input[field.path] = value === undefined || value === null ? '' : JSON.stringify(value);
    else input[field.path] = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : (field.initial ?? '');
  }
  return input;
}

function firstString(value: unknown): string {
  if (Array.isArray(value)) return firstString(value[0]);
  return typeof value === 'string' ? value : '';
}

/** Checks one field's value against its validators: the first failing rule's message key. */
function check(field: FieldDef, value: string | boolean): string | undefined {
  if (field.control.kind === 'json' && typeof value === 'string' && value.trim() !== '' && parseJson(value) === undefined) return field.control.invalid;
  for (const v of field.validators ?? []) {
    if (typeof value === 'boolean') continue;
    if (v.rule === 'required' && value.trim() === '') return v.message;
    if (v.rule === 'maxLength' && value.length > v.max) return v.message;
    if (v.rule === 'pattern' && value !== '' && !v.pattern.test(value)) return v.message;
    if (v.rule === 'check' && value.trim() !== '') {
      const message = v.check(value);
      if (message) return message;
    }
  }
  return undefined;
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
    else if (field.control.kind === 'structured') value = JSON.stringify(field.control.editor.read(body, field.path, firstString(body[FORM_EDIT])) ?? null);
    else value = body[field.path] === undefined && field.initial !== undefined ? field.initial : firstString(body[field.path]);
    input[field.path] = value;
  }
  for (const field of form.fields) {
    if (!isShown(field, input)) continue;
    if (field.control.kind === 'structured') Object.assign(errors, field.control.editor.check(parseJson(String(input[field.path])), field.path));
    const error = check(field, input[field.path]);
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
    } else if (field.control.kind === 'structured') {
      const parsed = typeof value === 'string' && value.trim() !== '' ? parseJson(value) : null;
      entity = writePath(entity, field.path, field.control.editor.toEntity ? field.control.editor.toEntity(parsed) : parsed);
    } else if (field.control.kind === 'json') {
      entity = writePath(entity, field.path, typeof value === 'string' && value.trim() !== '' ? parseJson(value) : null);
    } else {
      entity = writePath(entity, field.path, typeof value === 'string' ? value.trim() : value);
    }
  }
  return entity;
}

/** The value of a JSON text, or undefined when it is none. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
