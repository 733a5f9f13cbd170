import { checkJsonObjectText, type JsonTextCheck } from './json-text.ts';

/** The JSON edit dialog's verdict on its text: the editor's check, whether it differs from what was opened, Save. */
export interface JsonEditVerdict {
  check: JsonTextCheck;
  changed: boolean;
  /** Widgets spec §2: Save is enabled only when the text changed and is valid. */
  canSave: boolean;
}

/** The text of what the dialog opened with, as its editor shows it (an object tidied with indent 2). */
export function jsonEditText(value: string | object | null | undefined): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value, null, 2);
}

function parsed(text: string): string | undefined {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/**
 * Changed means another value, not other white space: tidy or mini alone leave Save disabled; text that does not
 * parse counts as changed when it differs from the opened text at all.
 */
export function jsonEditVerdict(text: string, original: string): JsonEditVerdict {
  const check = checkJsonObjectText(text, true);
  const now = parsed(text);
  const before = parsed(original);
  const changed = now !== undefined && before !== undefined ? now !== before : text.trim() !== original.trim();
  return { check, changed, canSave: check.ok && changed };
}
