import type { FieldKind, FormEntry, JsonSchema, SchemaField, SchemaFormDef } from './schema-types.ts';

const CODE_TYPES: Record<string, string> = { javascript: 'javascript', html: 'html', css: 'css', json: 'json', markdown: 'markdown' };

function typeOf(schema: JsonSchema): string {
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  return t ?? (schema.properties ? 'object' : 'string');
}

function keyPath(key: string | string[] | undefined): string | null {
  if (key === undefined) return null;
  return (Array.isArray(key) ? key : key.replace(/\[\]/g, '').split('.')).filter((p) => p !== '').join('.');
}

/** The schema of a dotted path below `root` (array items are entered by a `[]`-less path). */
function schemaAt(root: JsonSchema, path: string): JsonSchema | null {
  let at: JsonSchema | undefined = root;
  for (const part of path.split('.')) {
    if (!at) return null;
    at = typeOf(at) === 'array' ? at.items?.properties?.[part] : at.properties?.[part];
  }
  return at ?? null;
}

function requiredIn(root: JsonSchema, path: string): boolean {
  const parts = path.split('.');
  const parent = parts.length > 1 ? schemaAt(root, parts.slice(0, -1).join('.')) : root;
  return parent?.required?.includes(parts[parts.length - 1]) ?? false;
}

function choicesOf(schema: JsonSchema, entry: FormEntry): { value: string; label: string }[] {
  if (entry.titleMap?.length) return entry.titleMap.map((c) => ({ value: String(c.value), label: c.name }));
  return (schema.enum ?? []).map((v) => ({ value: String(v), label: String(v) }));
}

function kindOf(schema: JsonSchema, entry: FormEntry): FieldKind {
  const t = typeOf(schema);
  const formType = entry.type ?? '';
  if (CODE_TYPES[formType]) return 'code';
  if (t === 'array') return schema.items ? 'array' : 'json';
  if (t === 'object') return schema.properties ? 'fieldset' : 'json';
  if (schema.enum || entry.titleMap?.length || formType === 'select' || formType === 'radios' || formType === 'rc-select') return schema.enum || entry.titleMap ? 'select' : 'text';
  if (t === 'boolean') return 'checkbox';
  if (t === 'integer') return 'integer';
  if (t === 'number') return 'number';
  if (formType === 'color') return 'color';
  if (formType === 'icon') return 'icon';
  if (formType === 'textarea') return 'textarea';
  return 'text';
}

function field(root: JsonSchema, schema: JsonSchema, path: string, entry: FormEntry, required: boolean): SchemaField {
  const kind = kindOf(schema, entry);
  const base: SchemaField = {
    kind,
    path,
    title: entry.title ?? schema.title ?? path.split('.').pop() ?? path,
    description: entry.description ?? schema.description ?? null,
    required,
    readOnly: entry.readonly === true,
    language: kind === 'code' ? CODE_TYPES[entry.type ?? ''] : kind === 'json' ? 'json' : null,
    choices: kind === 'select' ? choicesOf(schema, entry) : [],
    minimum: schema.minimum ?? null,
    maximum: schema.maximum ?? null,
    minLength: schema.minLength ?? null,
    maxLength: schema.maxLength ?? null,
    validationMessage: entry.validationMessage ?? null,
    suggestions: entry.suggestions ?? null,
    helpId: typeof entry.helpId === 'string' && /^[A-Za-z0-9_/-]{1,128}$/.test(entry.helpId) ? entry.helpId : null,
    children: [],
    item: null,
    minItems: schema.minItems ?? 0,
    maxItems: schema.maxItems ?? null,
    schema,
  };
  if (kind === 'fieldset') {
    const items = entry.items?.map((i) => relativeEntry(i, path)) ?? Object.keys(schema.properties ?? {});
    base.children = fieldsOf(schema, items, path);
  }
  if (kind === 'array' && schema.items) {
    const itemEntry = (entry.items?.length === 1 && typeof entry.items[0] === 'object' ? entry.items[0] : {}) as FormEntry;
    const inner = typeOf(schema.items) === 'object' && schema.items.properties
      ? { ...field(schema.items, schema.items, '', { ...itemEntry, key: undefined }, false), kind: 'fieldset' as const, children: fieldsOf(schema.items, entry.items && entry.items.length > 1 ? entry.items.map((i) => relativeEntry(i, path)) : Object.keys(schema.items.properties), '') }
      : field(schema.items, schema.items, '', itemEntry, false);
    base.item = inner;
  }
  return base;
}

/** An item entry of an array written with the array's full key (`ticks[].value`): made relative to the item. */
function relativeEntry(entry: string | FormEntry, arrayPath: string): string | FormEntry {
  const strip = (key: string) => key.replace(/\[\]/g, '').replace(new RegExp(`^${arrayPath.replace(/\./g, '\\.')}\\.`), '');
  if (typeof entry === 'string') return strip(entry);
  const key = keyPath(entry.key);
  return key ? { ...entry, key: strip(key) } : entry;
}

/**
 * The fields of a form definition over `schema`: each entry a key (the schema gives its type and rules) or an object
 * naming the key and how to show it; `*` stands for every property not named. `prefix` places them in the model.
 */
export function fieldsOf(schema: JsonSchema, form: readonly (string | FormEntry)[], prefix = ''): SchemaField[] {
  const fields: SchemaField[] = [];
  const named = new Set(form.map((e) => (typeof e === 'string' ? keyPath(e) : keyPath(e.key))).filter((k): k is string => k !== null));
  for (const raw of form) {
    if (raw === '*') {
      for (const key of Object.keys(schema.properties ?? {}).filter((k) => !named.has(k))) fields.push(...fieldsOf(schema, [key], prefix));
      continue;
    }
    const entry: FormEntry = typeof raw === 'string' ? { key: raw } : raw;
    const key = keyPath(entry.key);
    if (key === null) {
      // A group without a key of its own (a fieldset, a section): its items, in a fieldset when it has a title.
      const children = fieldsOf(schema, entry.items ?? [], prefix);
      if (entry.title && children.length) fields.push({ ...field(schema, { type: 'object' }, prefix || '_group', entry, false), kind: 'fieldset', path: prefix, children });
      else fields.push(...children);
      continue;
    }
    const sub = schemaAt(schema, key);
    if (!sub || entry.type === 'help') continue;
    fields.push(field(schema, sub, prefix ? `${prefix}.${key}` : key, entry, requiredIn(schema, key)));
  }
  return fields;
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A widget type's settings schema as the platform stores it (JSON text of `{schema, form}`, or the schema alone);
 * null when it has none or it cannot be read. A missing form is upstream's default, `['*']`.
 */
export function readSchemaFormDef(stored: unknown): SchemaFormDef | null {
  const value = parseJson(stored);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as { schema?: JsonSchema; form?: unknown };
  const schema = v.schema && typeof v.schema === 'object' ? v.schema : (value as JsonSchema).properties ? (value as JsonSchema) : null;
  if (!schema || !schema.properties || Object.keys(schema.properties).length === 0) return null;
  const form = Array.isArray(v.form) && v.form.length ? (v.form as (string | FormEntry)[]) : ['*'];
  return { schema, fields: fieldsOf(schema, form) };
}
