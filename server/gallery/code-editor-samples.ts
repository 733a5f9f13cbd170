import type { TFunction } from 'i18next';
import { checkJsonObjectText, jsonObjectError } from '../domain/code/json-text.ts';
import { validateJsFunction } from '../domain/code/validate-js-function.ts';
import type { CodeLanguage } from '../../views/parts/code-editor.tsx';

/** What the gallery's code editors hold when filled. */
export const SAMPLE_TEXT: Record<CodeLanguage, string> = {
  json: '{"temperature": 21.5, "alarm": {"enabled": true, "levels": [10, 20]}}',
  javascript: 'var celsius = data.temperature;\nreturn {fahrenheit: celsius * 9 / 5 + 32};',
  tbel: 'var msg = {temperature: msg.temperature};\nreturn {msg: msg, metadata: metadata, msgType: msgType};',
  html: '<div class="card"><h3>Temperature</h3><span>${temperature}</span></div>',
  css: '.card { padding: 8px; } .card h3 { margin: 0; color: #305680; }',
  protobuf: 'syntax = "proto3";\nmessage Telemetry { double temperature = 1; string label = 2; }',
  markdown: '# Sensor\n\nReports **temperature** every minute.\n\n```json\n{"temperature": 21.5}\n```',
};

/** The gallery's function editor: a body of `function (data)` that must return a value, tried on one sample. */
export const GALLERY_FUNCTION = { args: ['data'] };
const SAMPLES = [[{ temperature: 21.5 }]];

/** The gallery's invalid state as first shown: a JSON object cut short, a function using a name it never declared. */
export const INVALID_INPUT = { json: '{"temperature": 21.5,', fn: 'return data.temperature * factor;' };

export interface CodeEditorCheck {
  json: string;
  fn: string;
  jsonError?: string;
  fnError?: string;
  valid: boolean;
}

/**
 * The server's verdict on the gallery form: the JSON object editor's rules and the JavaScript function's (static
 * check, then the sample run), each error in the editor's own words (widgets spec §5).
 */
export async function checkCodeEditorForm(json: string, fn: string, t: TFunction): Promise<CodeEditorCheck> {
  const jsonError = jsonObjectError(checkJsonObjectText(json, true), t);
  const verdict = await validateJsFunction(fn, { ...GALLERY_FUNCTION, samples: SAMPLES, resultType: 'any' });
  let fnError: string | undefined;
  if (!verdict.ok) {
    fnError = 'problems' in verdict
      ? verdict.problems.map((p) => t('js-func.error-at', { message: p.message, line: p.line, column: p.column })).join(' ')
      : t(verdict.key, { type: verdict.type });
  }
  return { json, fn, jsonError, fnError, valid: !jsonError && !fnError };
}
