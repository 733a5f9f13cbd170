import { Worker } from 'node:worker_threads';

/**
 * Runs user scripts for `POST /api/ruleChain/testScript`.
 *
 * Why node:vm in a worker thread: the emulator is a development and test stand-in, not a sandbox for
 * untrusted code. vm gives the script an empty global scope (no require, process or module system) so a
 * mistyped script fails the way it would on the platform; the worker keeps the emulator's event loop free
 * while a script runs and lets us terminate a script that never ends (vm's own timeout does not cover
 * everything a script can start, and would block the event loop until it fires). vm is not a security
 * boundary: do not expose the emulator to people whose scripts you would not run yourself.
 */

/** The platform's JSON node type names (Jackson), used in its "Wrong result type" messages. */
export type ResultKind = 'NULL' | 'ARRAY' | 'BOOLEAN' | 'NUMBER' | 'STRING' | 'OBJECT';

export interface ScriptJob {
  /** The function body. */
  script: string;
  argNames: string[];
  /** JSON array of the argument values, in `argNames` order. */
  argsJson: string;
}

export type ScriptOutcome = { ok: true; kind: ResultKind; json: string } | { ok: false; error: string };

/** What the worker posts: that its modules are loaded and the script starts, then the outcome. */
export type WorkerMessage = { started: true } | ScriptOutcome;

export const SCRIPT_TIMEOUT_MS = 1000;

const WORKER_URL = new URL('./script-worker.ts', import.meta.url);

/** Runs a script in its own worker; never rejects: failures and timeouts come back as `{ ok: false }`. */
export function runScript(job: ScriptJob, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<ScriptOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const worker = new Worker(WORKER_URL, {
      workerData: job,
      // A script cannot reach these, but a worker must not inherit the emulator's stdin or environment anyway.
      env: {},
      stdin: false,
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
    });
    const finish = (outcome: ScriptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
      void worker.terminate();
    };
    // The clock starts when the script does: starting a worker and loading its modules can take longer than the
    // script's whole allowance on a busy machine, and is not the script's time.
    worker.on('message', (message: WorkerMessage) => {
      if (!('started' in message)) return finish(message);
      timer = setTimeout(() => finish({ ok: false, error: `Script execution timed out after ${timeoutMs} ms` }), timeoutMs);
    });
    worker.once('error', (error) => finish({ ok: false, error: error.message }));
    worker.once('exit', (code) => finish({ ok: false, error: `Script worker stopped (exit code ${code})` }));
  });
}
