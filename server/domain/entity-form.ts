import type { FastifyRequest } from 'fastify';
import type { EntityId } from '../platform/types/ids.ts';
import { compoundProblem, inputOfCompound, isCompound, isEmptyCompound, readCompound, valueOfCompound, type CompoundControl } from './compound-fields.ts';
import { phoneError, postedPhoneInput, savedPhone, storedPhoneInput } from './phone-field.ts';
import { readPath, writePath } from './json-path.ts';

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

/** The picker kinds (server/tables/pickers.ts; each answers `/search/<kind>`). */
export type PickerKind =
  | 'assetProfiles'
  | 'customers'
  | 'assets'
  | 'dashboards'
  | 'customerDashboards'
  | 'tenantDashboards'
  | 'tenantProfiles'
  | 'deviceProfiles'
  | 'ruleChains'
  | 'edgeRuleChains'
  | 'edges'
  | 'devices'
  | 'entityViews'
  | 'firmware'
  | 'software'
  | 'queues';

/**
 * Where an owned picker's owner comes from (the entity its choices belong to): the place's customer or tenant (a
 * user's dashboards), the form's own entity once saved (a device profile's packages), or another field's value (a
 * device's packages, of the profile chosen beside them).
 */
export type PickerOwner = 'place' | 'entity' | { field: string };

/** How a field is edited. A picker's value is an entity id; the entity holds it as `{entityType, id}`. */
export type FieldControl =
  | { kind: 'text' }
  | { kind: 'textarea' }
  /** A number, sent as a number (empty: null); its bounds come from its `number` validator. */
  | { kind: 'number' }
  | { kind: 'checkbox' }
  | {
      kind: 'picker';
      picker: PickerKind;
      entityType: string;
      /** Stored as the bare id string (`additionalInfo.homeDashboardId`). */
      bareId?: boolean;
      /** For owned picker kinds (`customerDashboards`, `firmware`...): where the owner comes from. */
      owner?: PickerOwner;
      /** The value is the chosen entity's name, stored as a string (a profile's `defaultQueueName`): the kind's choices are valued by name. */
      byName?: boolean;
      /** The empty choice's translation key, when it means more than nothing chosen (a profile's queue: the main queue). */
      empty?: string;
    }
  /**
   * One of fixed choices (or the reader's language's choices, from a function); an empty choice unless required; a
   * stored value the choices lack stays a choice. A posted value must be one of fixed choices; the empty choice is
   * saved as null. `refresh` adds a button that shows the form again for the choice (fields shown `when` it has a
   * value; no JavaScript): `true` words it "Apply: <label>", a translation key words it otherwise.
   */
  | { kind: 'select'; options: readonly Choice[] | ((lang: string) => readonly Choice[]); refresh?: true | string }
  /** A secret: never shown, never prefilled; left empty it keeps the stored value (only a typed one changes it). */
  | { kind: 'password' }
  /** A phone number with its country (`<path>.country`), saved in E.164; a stored value that does not parse is legacy text. */
  | { kind: 'phone' }
  /** A JSON value edited as text (a list the form has no editor for yet); `invalid` is the message key of bad JSON. */
  | { kind: 'json'; invalid: string }
  /**
   * A list of entries (an isolated tenant profile's queues), each edited with `form`; an entry's fields are named
   * `<path>.<index>.<field>`. `itemLabel` takes `{{index}}` (from 1).
   */
  | {
      kind: 'list';
      form: FormDef;
      itemLabel: string;
      /** What an added entry starts with. */
      newEntry: object;
      /** Translation keys of the add button and of each entry's remove button. */
      addLabel: string;
      removeLabel: string;
      /** The list applies only while this check box is on (an isolated rule engine). */
      shownWhen?: string;
    }
  /** A value edited by inputs of its own (repeating rows named `path.<i>.<member>`); see `StructuredEditor`. */
  | { kind: 'structured'; editor: StructuredEditor }
  /** Compound controls (`compound-fields.ts`): sub-type, target entity, date-time, key list. */
  | CompoundControl;

/**
 * One choice of a select: the value saved and the translation key of its label, or its label's text where the
 * names come from elsewhere (countries named by the runtime's ICU data).
 */
export type Choice = { value: string; label: string } | { value: string; text: string };

/** The choices of a select field in the reader's language. */
export function selectChoices(control: Extract<FieldControl, { kind: 'select' }>, lang: string): readonly Choice[] {
  return typeof control.options === 'function' ? control.options(lang) : control.options;
}

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
  /** What its view offers (the LwM2M object models of the library), read while the field is shown; `entityId` once the entity is saved. */
  load?(request: FastifyRequest, entityId?: string): Promise<unknown>;
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
  /** A check box's state when the entity has no value at the path (upstream's `?? true`). */
  defaultChecked?: boolean;
  /** Shown, never changed: a stored value is kept whatever is posted; only a new entity takes the posted one (generated keys). */
  readOnly?: boolean;
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
  /** What is wrong with fields taken together (an end before its start), once each field is valid on its own. */
  crossCheck?(input: FormInput): FieldErrors;
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

/** A picker's posted value: an entity's id, or its name for a picker by name (trimmed, at most 255 characters); anything else is empty. */
export function pickedValue(control: { byName?: boolean }, value: string): string {
  if (control.byName) return value.trim().length <= 255 ? value.trim() : '';
  return isUuid(value) ? value : '';
}

export function isRequired(field: FieldDef): boolean {
  return field.validators?.some((v) => v.rule === 'required') ?? false;
}

export function maxLength(field: FieldDef): number | undefined {
  const rule = field.validators?.find((v) => v.rule === 'maxLength');
  return rule?.rule === 'maxLength' ? rule.max : undefined;
}

/** What the form shows for an entity: each field's value read from its JSON path. */
export function formInputOf(form: FormDef, entity: object | null): FormInput {
  const input: FormInput = {};
  for (const field of form.fields) {
    const value = entity ? readPath(entity, field.path) : undefined;
    if (isCompound(field.control)) input[field.path] = inputOfCompound(field.control, value);
    else if (field.control.kind === 'list') {
      const { form: entryForm } = field.control;
      const entries = Array.isArray(value) ? value : [];
      entries.forEach((entry, index) => Object.assign(input, prefixed(formInputOf(entryForm, entry as object), `${field.path}.${index}`)));
    } else if (field.control.kind === 'checkbox') input[field.path] = value === undefined || value === null ? field.defaultChecked === true : value === true;
    else if (field.control.kind === 'phone') Object.assign(input, storedPhoneInput(field.path, typeof value === 'string' ? value : ''));
    else if (field.control.kind === 'picker') input[field.path] = field.control.byName ? (typeof value === 'string' ? value : '') : field.control.bareId ? (isUuid(value) ? value : '') : ((value as EntityId | null | undefined)?.id ?? '');
    else if (field.control.kind === 'json') input[field.path] = value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
    else if (field.control.kind === 'structured') input[field.path] = value === undefined || value === null ? '' : JSON.stringify(value);
    else if (field.control.kind === 'password') input[field.path] = '';
    else input[field.path] = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : (field.initial ?? '');
  }
  return input;
}

/** The same values with their paths under `prefix`. */
function prefixed<V>(values: Record<string, V>, prefix: string): Record<string, V> {
  return Object.fromEntries(Object.entries(values).map(([path, value]) => [`${prefix}.${path}`, value]));
}

/** The entries of a list field present in `source` (a body, or a form's input), by their indexes in ascending order. */
export function listIndexes(source: Record<string, unknown>, path: string): number[] {
  const pattern = new RegExp(`^${path.replace(/\./g, '\\.')}\\.(\\d{1,3})\\.`);
  const found = new Set<number>();
  for (const key of Object.keys(source)) {
    const match = pattern.exec(key);
    if (match) found.add(Number(match[1]));
  }
  return [...found].sort((a, b) => a - b);
}

/** The body members of a list's add and remove buttons (posted instead of saving, as a picker's search is). */
export const LIST_ADD = '_listAdd';
export const LIST_REMOVE = '_listRemove';

/**
 * The form's input after its list's add or remove button (an entry more, with its defaults; an entry fewer), or null
 * when the body is a plain submit.
 */
export function listEdit(form: FormDef, body: Record<string, unknown>): FormInput | null {
  const add = firstString(body[LIST_ADD]);
  const remove = firstString(body[LIST_REMOVE]);
  if (!add && !remove) return null;
  const { input } = parseForm(form, body);
  const field = form.fields.find((f) => f.control.kind === 'list' && (f.path === add || remove.startsWith(`${f.path}.`)));
  if (!field || field.control.kind !== 'list') return input;
  if (add) {
    const next = Math.max(-1, ...listIndexes(input, field.path)) + 1;
    return { ...input, ...prefixed(formInputOf(field.control.form, field.control.newEntry), `${field.path}.${next}`) };
  }
  return Object.fromEntries(Object.entries(input).filter(([key]) => !key.startsWith(`${remove}.`)));
}

/** One entry's values (their paths without the list's prefix). */
function entryOf<V>(source: Record<string, V>, path: string, index: number): Record<string, V> {
  const prefix = `${path}.${index}.`;
  return Object.fromEntries(Object.entries(source).filter(([key]) => key.startsWith(prefix)).map(([key, value]) => [key.slice(prefix.length), value]));
}

function firstString(value: unknown): string {
  if (Array.isArray(value)) return firstString(value[0]);
  return typeof value === 'string' ? value : '';
}

/** Checks one field's value against its validators: the first failing rule's message key. */
function check(field: FieldDef, value: string | boolean, input: FormInput): string | undefined {
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

/**
 * The one reader of an entity form's body (fields named by their JSON paths): the input as typed, kept for showing
 * the form again, and each failing field's message key. A picker's value that is not an id counts as empty.
 */
export function parseForm(form: FormDef, body: Record<string, unknown>): { input: FormInput; errors: FieldErrors } {
  const input: FormInput = {};
  const errors: FieldErrors = {};
  for (const field of form.fields) {
    if (field.control.kind === 'list') {
      for (const index of listIndexes(body, field.path)) {
        const entry = parseForm(field.control.form, entryOf(body, field.path, index));
        Object.assign(input, prefixed(entry.input, `${field.path}.${index}`));
        Object.assign(errors, prefixed(entry.errors, `${field.path}.${index}`));
      }
      continue;
    }
    let value: string | boolean;
    if (isCompound(field.control)) value = readCompound(field.control, field.path, body);
    else if (field.control.kind === 'checkbox') value = firstString(body[field.path]) !== '';
    else if (field.control.kind === 'picker') value = pickedValue(field.control, firstString(body[field.path]));
    else if (field.control.kind === 'phone') {
      Object.assign(input, postedPhoneInput(field.path, (member) => firstString(body[member])));
      continue;
    } else if (field.control.kind === 'select' && typeof field.control.options !== 'function') {
      const posted = firstString(body[field.path]);
      value = field.control.options.some((o) => o.value === posted) ? posted : '';
    } else if (field.control.kind === 'structured') value = JSON.stringify(field.control.editor.read(body, field.path, firstString(body[FORM_EDIT])) ?? null);
    else value = body[field.path] === undefined && field.initial !== undefined ? field.initial : firstString(body[field.path]);
    input[field.path] = value;
  }
  // Checked once all is read: a rule may depend on another field (the postal code on the country, `when`).
  for (const field of form.fields) {
    if (!isShown(field, input)) continue;
    if (field.control.kind === 'structured') Object.assign(errors, field.control.editor.check(parseJson(String(input[field.path])), field.path));
    const value = input[field.path];
    const error = field.control.kind === 'phone' ? phoneError(field.path, input) ?? check(field, value, input) : check(field, value, input);
    if (error) errors[field.path] = error;
  }
  if (form.crossCheck) for (const [path, message] of Object.entries(form.crossCheck(input))) errors[path] ??= message;
  return { input, errors };
}

/**
 * The entity the platform is sent: the valid input written at each field's path onto `base` (the stored entity when
 * editing, so members the form does not show are kept). Text is trimmed; a picker's id becomes `{entityType, id}`; a number field's text a number (empty: null).
 */
export function applyForm<T extends object>(form: FormDef, base: T, input: FormInput): T {
  let entity = base;
  for (const field of form.fields) {
    const value = input[field.path];
    const stored = readPath(base, field.path);
    if (field.readOnly && stored !== undefined && stored !== null && stored !== '') continue;
    if (isCompound(field.control)) {
      entity = writePath(entity, field.path, valueOfCompound(field.control, typeof value === 'string' ? value : ''));
    } else if (field.control.kind === 'list') {
      // Each entry onto the stored one at its index, so that members its form does not show are kept.
      const { form: entryForm } = field.control;
      const entries = listIndexes(input, field.path).map((index) => {
        const at = Array.isArray(stored) && typeof stored[index] === 'object' && stored[index] !== null ? (stored[index] as object) : {};
        return applyForm(entryForm, at, entryOf(input, field.path, index));
      });
      entity = writePath(entity, field.path, entries);
    } else if (field.control.kind === 'picker') {
      const id = field.control.bareId || field.control.byName ? value || null : { entityType: field.control.entityType, id: value };
      entity = writePath(entity, field.path, value ? id : null);
    } else if (field.control.kind === 'phone') {
      entity = writePath(entity, field.path, savedPhone(field.path, input));
    } else if (field.control.kind === 'password') {
      // Masked secrets come back empty: only a typed password replaces the stored one.
      if (typeof value === 'string' && value !== '') entity = writePath(entity, field.path, value);
    } else if (field.control.kind === 'select' && value === '') {
      // The empty choice means "none": the platform's enums take null, not an empty name.
      entity = writePath(entity, field.path, null);
    } else if (field.control.kind === 'number') {
      entity = writePath(entity, field.path, typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : null);
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
