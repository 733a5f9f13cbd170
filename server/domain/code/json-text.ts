/** What a JSON editor's text is worth (widgets spec §4, §5): a value, or the translation key of why not. */
export type JsonTextCheck =
  | { ok: true; value: unknown }
  | { ok: false; key: 'js-func.json-object-required' | 'js-func.json-invalid'; detail?: string };

/**
 * The JSON object editor's rules: empty text is valid (no value) unless required; text that does not parse, or
 * parses to something other than an object, is 'Value is not a valid JSON'; the parser's message is kept as detail
 * (the spec's 'Error: name: message').
 */
export function checkJsonObjectText(text: string, required = false): JsonTextCheck {
  if (text.trim() === '') return required ? { ok: false, key: 'js-func.json-object-required' } : { ok: true, value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, key: 'js-func.json-invalid', detail: `Error: ${(error as Error).name}: ${(error as Error).message}` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, key: 'js-func.json-invalid' };
  return { ok: true, value };
}

/** Tidy (beautify indent 4, spec §9) and mini of JSON text; only valid text changes, else null. */
export function tidyJson(text: string): string | null {
  try {
    return JSON.stringify(JSON.parse(text), null, 4);
  } catch {
    return null;
  }
}

export function minifyJson(text: string): string | null {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return null;
  }
}
