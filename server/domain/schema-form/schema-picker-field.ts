import type { SchemaField } from './schema-types.ts';

const join = (base: string, path: string) => (base && path ? `${base}.${path}` : base || path);

/**
 * The colour or icon field of a schema form posted as `name` (fields under `base`, inside fieldsets and array items
 * too), or null when the form has no such picker field: what a picker dialog's address (`picker=<name>`) may name.
 */
export function pickerFieldAt(fields: readonly SchemaField[], base: string, name: string): SchemaField | null {
  for (const field of fields) {
    const own = join(base, field.path);
    if ((field.kind === 'color' || field.kind === 'icon') && own === name) return field;
    const found =
      field.kind === 'fieldset' ? pickerFieldAt(field.children, base, name)
      : field.kind === 'array' && field.item && name.startsWith(`${own}.`) ? inItem(field.item, own, name)
      : null;
    if (found) return found;
  }
  return null;
}

function inItem(item: SchemaField, list: string, name: string): SchemaField | null {
  const index = /^(\d+)(?:\.|$)/.exec(name.slice(list.length + 1))?.[1];
  if (index === undefined) return null;
  const itemBase = `${list}.${index}`;
  return pickerFieldAt(item.kind === 'fieldset' ? item.children : [item], itemBase, name);
}
