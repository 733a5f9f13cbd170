import { ADD_ROW, REMOVE_ROW, entryOf, firstString, formEdit, rowIndexes } from '../form-rows.ts';

/** One row of a key-value map editor as posted (`<path>.<index>.key`, `<path>.<index>.value`). */
export interface KeyValueRow {
  index: number;
  key: string;
  value: string;
}

/** A row's problems, as translation keys. */
export interface KeyValueRowErrors {
  key?: string;
  value?: string;
}

export interface KeyValueMapRead {
  rows: KeyValueRow[];
  /** By row index. */
  errors: Record<number, KeyValueRowErrors>;
  /** The map's own problem (required and empty). */
  error?: string;
  /** The JSON object to store, or null when it has problems (or is empty and optional). */
  value: Record<string, string> | null;
  /** The body was an add or remove button of this map: the form comes back with the edit, nothing saved. */
  edited: boolean;
}

/** The rows of a stored map, for the editor. */
export function keyValueRows(map: Record<string, unknown> | null | undefined): KeyValueRow[] {
  return Object.entries(map ?? {}).map(([key, value], index) => ({ index, key, value: typeof value === 'string' ? value : JSON.stringify(value) }));
}

/**
 * The key-value map editor's rows from a posted body, with its add and remove buttons applied (the repeating-row
 * mechanism of form-rows.ts), and its rules (widgets spec §5): each entry needs a key and a value; duplicate keys
 * collapse (the later row's value wins, as in upstream's object); required and empty is an error.
 */
export function readKeyValueMap(body: Record<string, unknown>, path: string, options: { required?: boolean } = {}): KeyValueMapRead {
  let rows = rowIndexes(body, path).map((index) => {
    const entry = entryOf(body, path, index);
    return { index, key: firstString(entry.key).trim(), value: firstString(entry.value) };
  });
  const edit = formEdit(body);
  let edited = false;
  if (edit?.edit === ADD_ROW && edit.target === path) {
    rows = [...rows, { index: Math.max(-1, ...rows.map((r) => r.index)) + 1, key: '', value: '' }];
    edited = true;
  } else if (edit?.edit === REMOVE_ROW && edit.target.startsWith(`${path}.`)) {
    const removed = Number(edit.target.slice(path.length + 1));
    rows = rows.filter((r) => r.index !== removed);
    edited = true;
  }
  if (edited) return { rows, errors: {}, value: null, edited };
  const errors: Record<number, KeyValueRowErrors> = {};
  for (const row of rows) {
    const problems: KeyValueRowErrors = {};
    if (row.key === '') problems.key = 'key-val.key-required';
    if (row.value.trim() === '') problems.value = 'key-val.value-required';
    if (problems.key || problems.value) errors[row.index] = problems;
  }
  const error = options.required && rows.length === 0 ? 'key-val.map-required' : undefined;
  const ok = Object.keys(errors).length === 0 && !error;
  const value = ok && rows.length ? Object.fromEntries(rows.map((r) => [r.key, r.value])) : null;
  return { rows, errors, error, value, edited };
}
