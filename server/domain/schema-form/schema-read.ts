import { checkColour } from '../pickers/colour.ts';
import type { FieldProblem, SchemaField } from './schema-types.ts';

/** The buttons of array fields: their value names the array (add) or the item (remove). */
export const SCHEMA_ADD = '_schema_add';
export const SCHEMA_REMOVE = '_schema_remove';

/**
 * A hidden member of each object item: its index in the stored array (empty for an item added in the form). Items
 * keep the stored members their form does not show by it, not by their place, so that removing an item does not
 * hand its hidden members (a data key's settings, an action's id) to the item moving into its place.
 */
export const ITEM_ORIGIN = '_from';

export type FormInput = Record<string, string>;

/**
 * A markdown field's edit/preview button posts `<field name>.` + this (views/parts/markdown-editor.tsx): the form
 * comes back in the mode asked, nothing saved; the input keeps the mode for the view.
 */
export const MARKDOWN_MODE = '_mode';

/** Whether the posted input is a markdown field's mode button rather than a submit. */
export function markdownModeSwitched(input: FormInput): boolean {
  return Object.entries(input).some(([name, value]) => name.endsWith(`.${MARKDOWN_MODE}`) && (value === 'edit' || value === 'preview'));
}

const join = (base: string, path: string) => (base && path ? `${base}.${path}` : base || path);

function at(model: unknown, path: string): unknown {
  if (path === '') return model;
  let v = model;
  for (const part of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

function jsonText(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}

/** The form's input for a model: every field's value as the text its control shows, named by its path. */
export function inputOf(fields: readonly SchemaField[], model: unknown, base = ''): FormInput {
  const input: FormInput = {};
  for (const f of fields) {
    const name = join(base, f.path);
    const value = at(model, f.path);
    if (f.kind === 'fieldset') Object.assign(input, inputOf(f.children, model, base));
    else if (f.kind === 'array') {
      const items = Array.isArray(value) ? value : [];
      input[`${name}.length`] = String(items.length);
      items.forEach((item, i) => {
        Object.assign(input, inputOf([f.item!], item, `${name}.${i}`));
        if (f.item!.kind === 'fieldset') input[`${name}.${i}.${ITEM_ORIGIN}`] = String(i);
      });
    } else if (f.kind === 'json') input[name] = jsonText(value);
    else if (f.kind === 'checkbox') input[name] = value === true ? 'true' : '';
    else if (f.kind === 'code' && value !== undefined && typeof value !== 'string') input[name] = jsonText(value);
    else input[name] = value === undefined || value === null ? '' : String(value);
  }
  return input;
}

export interface ReadResult {
  /** The model with every field of the form written (an empty value removes its member); other members kept. */
  model: Record<string, unknown>;
  errors: Record<string, FieldProblem>;
}

function problem(f: SchemaField, key: string, values?: Record<string, string>): FieldProblem {
  return f.validationMessage ? { key, values, text: f.validationMessage } : { key, values };
}

/** One plain field's value from its text, or its problem; `undefined` is no value. */
function readValue(f: SchemaField, raw: string | undefined): { value?: unknown; problem?: FieldProblem } {
  if (f.kind === 'checkbox') return { value: raw === 'true' || raw === 'on' };
  const text = (raw ?? '').trim() === '' ? '' : (raw ?? '');
  if (text === '') return f.required ? { problem: problem(f, 'schema-form.required') } : {};
  switch (f.kind) {
    case 'number':
    case 'integer': {
      const n = Number(text.trim());
      if (!Number.isFinite(n)) return { problem: problem(f, 'schema-form.not-a-number') };
      if (f.kind === 'integer' && !Number.isInteger(n)) return { problem: problem(f, 'schema-form.not-an-integer') };
      if (f.minimum !== null && n < f.minimum) return { problem: problem(f, 'schema-form.minimum', { min: String(f.minimum) }) };
      if (f.maximum !== null && n > f.maximum) return { problem: problem(f, 'schema-form.maximum', { max: String(f.maximum) }) };
      return { value: n };
    }
    case 'select': {
      const options = f.schema.enum ?? f.choices.map((c) => c.value);
      const match = options.find((o) => String(o) === text);
      return match === undefined ? { problem: problem(f, 'schema-form.not-a-choice') } : { value: match };
    }
    case 'json': {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return { problem: problem(f, 'schema-form.invalid-json') };
      }
      const wanted = f.schema.type === 'array' ? 'array' : 'object';
      const actual = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
      return actual === wanted ? { value } : { problem: problem(f, wanted === 'array' ? 'schema-form.not-an-array' : 'schema-form.not-an-object') };
    }
    case 'color': {
      const check = checkColour(text, f.required);
      return check.ok ? { value: check.value ?? undefined } : { problem: problem(f, check.key) };
    }
    case 'icon':
      // Material names and upstream's `mdi:` ones; the picker offers only names of the self-hosted set.
      return /^(mdi:)?[a-z0-9_-]{1,64}$/.test(text.trim()) ? { value: text.trim() } : { problem: problem(f, 'icon.unknown-icon') };
    default:
      if (f.minLength !== null && text.length < f.minLength) return { problem: problem(f, 'schema-form.min-length', { min: String(f.minLength) }) };
      if (f.maxLength !== null && text.length > f.maxLength) return { problem: problem(f, 'schema-form.max-length', { max: String(f.maxLength) }) };
      return { value: text };
  }
}

function setAt(model: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let obj = model;
  for (const part of parts.slice(0, -1)) {
    const next = obj[part];
    obj[part] = next !== null && typeof next === 'object' && !Array.isArray(next) ? { ...(next as object) } : {};
    obj = obj[part] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1];
  if (value === undefined) delete obj[last];
  else obj[last] = value;
}

/** How many items an array field has in the input: its `length` member, bounded. */
function itemCount(input: FormInput, name: string): number {
  const n = Number(input[`${name}.length`] ?? 0);
  return Number.isInteger(n) && n >= 0 ? Math.min(n, 1000) : 0;
}

/** The stored index an item came from: its origin member; -1 for an added item; its place when the form sent none. */
function originOf(input: FormInput, itemName: string, place: number): number {
  const origin = input[`${itemName}.${ITEM_ORIGIN}`];
  if (origin === undefined) return place;
  return /^\d{1,4}$/.test(origin) ? Number(origin) : -1;
}

function readInto(fields: readonly SchemaField[], input: FormInput, base: string, model: Record<string, unknown>, errors: Record<string, FieldProblem>): void {
  for (const f of fields) {
    const name = join(base, f.path);
    if (f.readOnly) continue;
    if (f.kind === 'fieldset') {
      readInto(f.children, input, base, model, errors);
      continue;
    }
    if (f.kind === 'array') {
      const items: unknown[] = [];
      const count = itemCount(input, name);
      // An item keeps the members its form does not show (a data key's settings, an action's id), found by its origin.
      const prior = at(model, f.path);
      for (let i = 0; i < count; i++) {
        const itemName = `${name}.${i}`;
        const was = Array.isArray(prior) ? prior[originOf(input, itemName, i)] : undefined;
        const holder: Record<string, unknown> = was !== null && typeof was === 'object' && !Array.isArray(was) ? structuredClone(was as Record<string, unknown>) : {};
        if (f.item!.kind === 'fieldset') {
          readInto(f.item!.children, input, itemName, holder, errors);
          items.push(holder);
        } else {
          const read = readValue(f.item!, input[itemName]);
          if (read.problem) errors[itemName] = read.problem;
          items.push(read.value ?? null);
        }
      }
      if (f.required && items.length === 0) errors[name] = problem(f, 'schema-form.required');
      else if (items.length < f.minItems) errors[name] = problem(f, 'schema-form.min-items', { min: String(f.minItems) });
      else if (f.maxItems !== null && items.length > f.maxItems) errors[name] = problem(f, 'schema-form.max-items', { max: String(f.maxItems) });
      setAt(model, f.path, items);
      continue;
    }
    const read = readValue(f, input[name]);
    if (read.problem) errors[name] = read.problem;
    else setAt(model, f.path, read.value);
  }
}

/**
 * Reads a posted form against its fields with the schema's rules (required, types, bounds, lengths, choices, JSON
 * members), over `previous` so that members the form does not show are kept. Field names are `base` + path.
 */
export function readSchemaForm(fields: readonly SchemaField[], input: FormInput, previous: Record<string, unknown>, base = ''): ReadResult {
  const model = structuredClone(previous);
  const errors: Record<string, FieldProblem> = {};
  readInto(fields, input, base, model, errors);
  return { model, errors };
}

/** The input after an array's add or remove button: one more (empty) item, or the named item taken out. */
export function changeItems(input: FormInput, change: { add?: string; remove?: string }): FormInput {
  const next = { ...input };
  if (change.add !== undefined) {
    const n = itemCount(next, change.add);
    next[`${change.add}.length`] = String(n + 1);
    next[`${change.add}.${n}.${ITEM_ORIGIN}`] = '';
  }
  if (change.remove !== undefined) {
    const m = /^(.*)\.(\d+)$/.exec(change.remove);
    if (!m) return next;
    const [, name, index] = m;
    const n = itemCount(next, name);
    const i = Number(index);
    if (i >= n) return next;
    // Shift every later item's members down by one.
    const prefixOf = (k: number) => `${name}.${k}`;
    for (let k = i; k < n; k++) {
      for (const key of Object.keys(next)) {
        if (key === prefixOf(k) || key.startsWith(`${prefixOf(k)}.`)) delete next[key];
      }
      for (const [key, value] of Object.entries(input)) {
        const from = prefixOf(k + 1);
        if (key === from || key.startsWith(`${from}.`)) next[prefixOf(k) + key.slice(from.length)] = value;
      }
    }
    next[`${name}.length`] = String(n - 1);
  }
  return next;
}
