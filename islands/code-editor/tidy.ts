import { minifyJson, tidyJson } from '../../server/domain/code/json-text.ts';
import type { CodeLanguage } from '../../views/parts/code-editor.tsx';

/** The languages with a formatter: JSON by hand, the others through js-beautify (indent 4, wrap 60, spec §9). */
export const TIDY_LANGUAGES: ReadonlySet<CodeLanguage> = new Set(['json', 'javascript', 'tbel', 'html', 'css', 'protobuf']);
const OPTIONS = { indent_size: 4, wrap_line_length: 60 };

/**
 * The text tidied, or null when it cannot be (JSON that does not parse: tidy and mini apply to valid text only).
 * js-beautify's formatters are each loaded on first use; protobuf goes through the JavaScript one, as upstream's.
 */
export async function tidy(language: CodeLanguage, text: string): Promise<string | null> {
  switch (language) {
    case 'json': return tidyJson(text);
    case 'html': return (await import('js-beautify/js/src/html/index.js')).default(text, OPTIONS);
    case 'css': return (await import('js-beautify/js/src/css/index.js')).default(text, { indent_size: 4 });
    case 'javascript':
    case 'tbel':
    case 'protobuf': return (await import('js-beautify/js/src/javascript/index.js')).default(text, OPTIONS);
    default: return null;
  }
}

export function mini(text: string): string | null {
  return minifyJson(text);
}
