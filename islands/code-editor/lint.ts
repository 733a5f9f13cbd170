import type { Extension } from '@codemirror/state';
import type { Diagnostic } from '@codemirror/lint';
import type { CodeLanguage } from '../../views/parts/code-editor.tsx';

export interface FunctionLint {
  args: string[];
  globals?: string[];
}

/**
 * Error annotations while editing: JSON that does not parse; for a JavaScript function body the static check the
 * server makes on submit (syntax, undefined names: server/domain/code/js-function-check.ts, loaded only for it).
 */
export async function lintFor(language: CodeLanguage, fn: FunctionLint | undefined): Promise<Extension | null> {
  if (language === 'json') {
    const [{ linter }, { jsonParseLinter }] = await Promise.all([import('@codemirror/lint'), import('@codemirror/lang-json')]);
    return linter(jsonParseLinter(), { delay: 300 });
  }
  if (language === 'javascript' && fn) {
    const [{ linter }, { checkFunctionBody }] = await Promise.all([import('@codemirror/lint'), import('../../server/domain/code/js-function-check.ts')]);
    return linter((view) => checkFunctionBody(view.state.doc.toString(), fn)
      .map((problem): Diagnostic => ({ from: problem.from, to: Math.max(problem.to, problem.from), severity: 'error', message: problem.message })), { delay: 300 });
  }
  return null;
}
