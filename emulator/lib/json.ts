/** JSON columns are stored as TEXT; SQL NULL and JSON null both read back as null. */
export function readJson(text: unknown): unknown {
  return typeof text === 'string' ? JSON.parse(text) : null;
}

export function writeJson(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
