export type Settings = Record<string, unknown>;

type JsonType = 'string' | 'number' | 'boolean' | 'array' | 'object';

function jsonType(value: unknown): JsonType | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' || typeof value === 'boolean' || typeof value === 'object' ? (typeof value as JsonType) : 'string';
}

/** Our field title for a settings member: `defaultPageSize` → `Default page size`. */
export function titleOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The JSON types of settings members whose default is null in one widget type, taken from the widget types where
 * the same member has a value (the catalogue's null defaults are unset colours, titles, limits).
 */
export function typeHints(all: Iterable<Settings | null>): Map<string, JsonType> {
  const hints = new Map<string, JsonType>();
  for (const settings of all) {
    for (const [name, value] of Object.entries(settings ?? {})) {
      const type = jsonType(value);
      if (type && !hints.has(name)) hints.set(name, type);
    }
  }
  return hints;
}

// Members unset (null) in every widget type: numbers by their name, anything else text (colours, functions, images).
const NUMERIC_NAME = /(Width|Min|Max|Size|Decimals|Zoom|Length)$/;

/**
 * A settings schema in the platform's JSON-schema-form shape (`{schema, form}`, as JSON text): one property per
 * member, with its default; '{}' when the widget type has no settings of that kind.
 */
export function settingsSchema(title: string, settings: Settings | null, hints: Map<string, JsonType>): string {
  if (settings === null || Object.keys(settings).length === 0) return '{}';
  const properties = Object.fromEntries(Object.entries(settings).map(([name, value]) => [
    name, { title: titleOf(name), type: jsonType(value) ?? hints.get(name) ?? (NUMERIC_NAME.test(name) ? 'number' : 'string'), default: value },
  ]));
  return JSON.stringify({ schema: { type: 'object', title, properties, required: [] }, form: Object.keys(settings) });
}
