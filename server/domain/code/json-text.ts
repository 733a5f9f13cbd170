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

/**
 * The JSON object editor's and viewer's auto-size (widgets spec §2): 17 px per line plus 17 px, 8 px per character of
 * the longest line plus 16 px; without text the defaults 200 by 600 px. As a textarea's rows and columns: a row per
 * line plus one, a column per character plus two.
 */
export function jsonBoxSize(text: string): { height: number; width: number; rows: number; cols: number } {
  if (text === '') return { height: 200, width: 600, rows: Math.round((200 - 17) / 17), cols: Math.round((600 - 16) / 8) };
  const lines = text.split('\n');
  const longest = Math.max(...lines.map((line) => line.length));
  return { height: lines.length * 17 + 17, width: longest * 8 + 16, rows: lines.length + 1, cols: longest + 2 };
}

/** The JSON object editor's error in the user's words: the rule's text, then the parser's message when there is one. */
export function jsonObjectError(check: JsonTextCheck, t: (key: string) => string): string | undefined {
  return check.ok ? undefined : [t(check.key), check.detail].filter(Boolean).join('. ');
}
