import type { FunctionSignature, ScriptProblem } from './js-function-check.ts';
import type { ResultType } from './js-function-samples.ts';

export interface JsFunctionRules extends FunctionSignature {
  samples?: readonly (readonly unknown[])[];
  resultType?: ResultType;
  /** Validation off: the body is taken as it is. */
  off?: boolean;
}

/** Why a function body is refused: problems at places in it, or a translation key about its result. */
export type JsFunctionVerdict =
  | { ok: true }
  | { ok: false; problems: ScriptProblem[] }
  | { ok: false; key: 'js-func.no-return-error' | 'js-func.return-type-mismatch'; type?: string };

/**
 * The JavaScript-function editor's validation on submit (widgets spec §5), on the server as in the editor: the
 * static check (syntax, undefined names), then the run against the sample argument sets.
 */
export async function validateJsFunction(body: string, rules: JsFunctionRules): Promise<JsFunctionVerdict> {
  if (rules.off) return { ok: true };
  // Loaded when first needed (a split chunk of the bundle): the parser, the scope analysis and the QuickJS engine are
  // about 1 MB of code that most consoles never run.
  const [{ checkFunctionBody }, { runWithSamples }] = await Promise.all([import('./js-function-check.ts'), import('./js-function-samples.ts')]);
  const problems = checkFunctionBody(body, rules);
  if (problems.length) return { ok: false, problems };
  const verdict = await runWithSamples(body, { args: rules.args, samples: rules.samples ?? [], resultType: rules.resultType ?? 'nocheck' });
  if (verdict.ok) return verdict;
  return 'problem' in verdict ? { ok: false, problems: [verdict.problem] } : verdict;
}
