import { newQuickJSWASMModuleFromVariant, shouldInterruptAfterDeadline, type QuickJSSyncVariant, type QuickJSWASMModule } from 'quickjs-emscripten-core';
import variant from '@jitl/quickjs-wasmfile-release-sync';
import type { ScriptProblem } from './js-function-check.ts';

/** What the function must return (widgets spec §5): anything but undefined ('any'), a `typeof` name, or unchecked. */
export type ResultType = 'nocheck' | 'any' | 'object' | 'string' | 'number' | 'boolean';

export interface SampleRun {
  args: readonly string[];
  /** Argument sets to try, in order; the first that runs without throwing decides. */
  samples: readonly (readonly unknown[])[];
  resultType: ResultType;
}

/** The run's verdict: none, a translation key (with its interpolation), or a thrown error at a line of the body. */
export type SampleVerdict =
  | { ok: true }
  | { ok: false; key: 'js-func.no-return-error' | 'js-func.return-type-mismatch'; type?: string }
  | { ok: false; problem: ScriptProblem };

const MEMORY_BYTES = 32 * 2 ** 20;
const RUN_MS = 500;
let engine: Promise<QuickJSWASMModule> | undefined;

/**
 * Compiles a function body and calls it with the sample argument sets, in QuickJS compiled to WebAssembly: the
 * author's code never runs in the console's own JavaScript engine (no access to its memory, modules or network),
 * within a memory limit and a deadline. The first set that runs without throwing is checked against the result type;
 * when every set throws, the first error is the verdict ('Error: name: message' at its line of the body).
 */
export async function runWithSamples(body: string, run: SampleRun): Promise<SampleVerdict> {
  const quickJs = await (engine ??= newQuickJSWASMModuleFromVariant(variant as unknown as QuickJSSyncVariant))  // its types describe the CommonJS build;
  const runtime = quickJs.newRuntime();
  runtime.setMemoryLimit(MEMORY_BYTES);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + RUN_MS));
  const context = runtime.newContext();
  try {
    // The body starts on the second line of the compiled script: lines below are reported one less.
    const compiled = context.evalCode(`globalThis.__fn = (function (${run.args.join(', ')}) {\n${body}\n});`, 'script');
    if (compiled.error) {
      const error = context.dump(compiled.error) as { name?: string; message?: string; stack?: string };
      compiled.error.dispose();
      return { ok: false, problem: problemOf(body, error) };
    }
    compiled.value.dispose();
    let firstError: { name?: string; message?: string; stack?: string } | undefined;
    for (const sample of run.samples.length ? run.samples : [[]]) {
      const call = context.evalCode(`JSON.stringify((function () { var r = __fn.apply(null, ${JSON.stringify(sample)}); return { type: typeof r }; })())`, 'call');
      if (call.error) {
        firstError ??= context.dump(call.error) as typeof firstError;
        call.error.dispose();
        continue;
      }
      const outcome = JSON.parse(String(context.dump(call.value))) as { type: string };
      call.value.dispose();
      return verdictOf(outcome.type, run.resultType);
    }
    return { ok: false, problem: problemOf(body, firstError ?? {}) };
  } finally {
    context.dispose();
    runtime.dispose();
  }
}

function verdictOf(type: string, resultType: ResultType): SampleVerdict {
  if (resultType === 'nocheck') return { ok: true };
  if (resultType === 'any') return type === 'undefined' ? { ok: false, key: 'js-func.no-return-error' } : { ok: true };
  return type === resultType ? { ok: true } : { ok: false, key: 'js-func.return-type-mismatch', type: resultType };
}

/** The error's place in the body, read from QuickJS's stack (`at … (script:LINE[:COLUMN])`). */
function problemOf(body: string, error: { name?: string; message?: string; stack?: string }): ScriptProblem {
  const at = /\(script:(\d+)(?::(\d+))?\)/.exec(error.stack ?? '');
  const lines = body.split('\n');
  const line = at ? Math.min(Math.max(Number(at[1]) - 1, 1), lines.length) : 1;
  const column = at?.[2] ? Number(at[2]) : 1;
  const from = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0);
  return { message: `Error: ${error.name ?? 'Error'}: ${error.message ?? ''}`, line, column, from, to: from + (lines[line - 1]?.length ?? 0) };
}
