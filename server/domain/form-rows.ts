import type { FieldControl, FormDef, FormInput } from './entity-form.ts';
import { formInputOf, parseForm } from './form-input.ts';

/*
 * Repeating rows of a form, one mechanism for all: a row's members are named `<path>.<index>.<member>` (a `list`
 * field's entries, a structured editor's rows: SNMP configs and mappings, LwM2M servers, alarm rules), and the
 * buttons that add or remove rows are submit buttons `_op` = `<edit>:<JSON path>`: the form comes back (200) with
 * the edit applied and the input kept, without JavaScript.
 */

/** The body member of the buttons that change a form's shape without saving: `<edit>:<JSON path of the group>`. */
export const FORM_EDIT = '_op';
/** A `list` field's edits: `add-row:<path>` (an entry more, with its defaults), `remove-row:<path>.<index>`. */
export const ADD_ROW = 'add-row';
export const REMOVE_ROW = 'remove-row';

/** The first of a repeated body member as text (a browser posts each name once; a crafted body may repeat it). */
export function firstString(value: unknown): string {
  if (Array.isArray(value)) return firstString(value[0]);
  return typeof value === 'string' ? value : '';
}

/** A posted text member, trimmed. */
export const postedText = (value: unknown): string => firstString(value).trim();

/** The row indexes present under `path` in `source` (a body, or a form's input: `path.0.x`, `path.3.y` → 0, 3), ascending. */
export function rowIndexes(source: Record<string, unknown>, path: string): number[] {
  const pattern = new RegExp(`^${path.replace(/\./g, '\\.')}\\.(\\d{1,3})\\.`);
  const found = new Set<number>();
  for (const key of Object.keys(source)) {
    const match = pattern.exec(key);
    if (match) found.add(Number(match[1]));
  }
  return [...found].sort((a, b) => a - b);
}

/** The same values with their paths under `prefix`. */
export function prefixed<V>(values: Record<string, V>, prefix: string): Record<string, V> {
  return Object.fromEntries(Object.entries(values).map(([path, value]) => [`${prefix}.${path}`, value]));
}

/** One row's values (their paths without the rows' prefix). */
export function entryOf<V>(source: Record<string, V>, path: string, index: number): Record<string, V> {
  const prefix = `${path}.${index}.`;
  return Object.fromEntries(Object.entries(source).filter(([key]) => key.startsWith(prefix)).map(([key, value]) => [key.slice(prefix.length), value]));
}

/** The form's edit (`_op`) as its kind and target path, or null when the body is a plain submit. */
export function formEdit(body: Record<string, unknown>): { edit: string; target: string } | null {
  const value = firstString(body[FORM_EDIT]);
  if (!value) return null;
  const [edit, target = ''] = value.split(':', 2);
  return { edit, target };
}

/** The body member of the variant chosen beside a list's add button (`<list path>.` + this: a provider's preset). */
export const LIST_VARIANT = '_variant';

/**
 * The form's input after a `list` field's add or remove button, or null when the body's edit (if any) is not one:
 * structured editors apply their own edits while they read the body. Lists inside a list's entries are named by their
 * entry's path (`oauth2ParamsInfos.0.domainInfos`).
 */
export function rowEdit(form: FormDef, body: Record<string, unknown>): FormInput | null {
  const asked = formEdit(body);
  if (!asked || (asked.edit !== ADD_ROW && asked.edit !== REMOVE_ROW)) return null;
  const { input } = parseForm(form, body);
  const path = asked.edit === ADD_ROW ? asked.target : asked.target.replace(/\.\d{1,3}$/, '');
  const list = listAt(form, path);
  if (!list || (asked.edit === REMOVE_ROW && asked.target === path)) return input;
  if (asked.edit === ADD_ROW) {
    const next = Math.max(-1, ...rowIndexes(input, path)) + 1;
    const entry = typeof list.newEntry === 'function' ? list.newEntry(firstString(body[`${path}.${LIST_VARIANT}`])) : list.newEntry;
    return { ...input, ...prefixed(formInputOf(list.form, entry), `${path}.${next}`) };
  }
  return Object.fromEntries(Object.entries(input).filter(([key]) => !key.startsWith(`${asked.target}.`)));
}

type ListControl = Extract<FieldControl, { kind: 'list' }>;

/** The list control named by a concrete path (a top-level list, or a list inside an entry: `a.0.b`). */
function listAt(form: FormDef, path: string): ListControl | undefined {
  for (const field of form.fields) {
    if (field.control.kind !== 'list') continue;
    if (path === field.path) return field.control;
    const prefix = `${field.path}.`;
    const rest = path.startsWith(prefix) ? /^\d{1,3}\.(.+)$/.exec(path.slice(prefix.length)) : null;
    const inner = rest ? listAt(field.control.form, rest[1]) : undefined;
    if (inner) return inner;
  }
  return undefined;
}
