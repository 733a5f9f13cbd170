// Worker entry: runs one user script in a fresh vm context and posts back its result as JSON text.
// Everything that touches script-made values (calling it, reading the result, serialising) happens here,
// so a getter or toJSON that never returns is cut off by the parent's timeout like the script itself.
import { compileFunction, createContext, runInContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import type { ResultKind, ScriptJob, ScriptOutcome, WorkerMessage } from './run-script.ts';

function resultKind(value: unknown): ResultKind {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return 'ARRAY';
  switch (typeof value) {
    case 'boolean': return 'BOOLEAN';
    case 'number': case 'bigint': return 'NUMBER';
    case 'string': return 'STRING';
    default: return 'OBJECT';
  }
}

function describeError(error: unknown): string {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return typeof name === 'string' && name !== '' ? `${name}: ${String(message)}` : String(message);
  }
  return String(error);
}

function run(job: ScriptJob): ScriptOutcome {
  // An empty context: only the language built-ins (JSON, Math, Date, ...), no require, process or globalThis of ours.
  const context = createContext(Object.create(null), { codeGeneration: { strings: false, wasm: false } });
  try {
    const script = compileFunction(job.script, job.argNames, { parsingContext: context });
    context.input = job.argsJson;
    // Parsed inside the context so the script's arguments carry the context's own prototypes.
    const args = runInContext('JSON.parse(input)', context) as unknown[];
    delete context.input;
    const value: unknown = script(...args);
    const kind = resultKind(value);
    const json = kind === 'NULL' ? 'null' : JSON.stringify(value);
    return { ok: true, kind, json: json ?? 'null' };
  } catch (error) {
    return { ok: false, error: describeError(error) };
  }
}

const post = (message: WorkerMessage) => parentPort?.postMessage(message);
post({ started: true });
post(run(workerData as ScriptJob));
