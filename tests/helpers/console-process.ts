// The console as production runs it: the esbuild bundle of the current sources, started by plain node in a process
// of its own (so that a test can kill it, or send it SIGTERM), on a port it picks itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { buildServer } from '../../server/build-server.ts';
import { PROJECT_ROOT } from '../../server/project-root.ts';
import { replicaId } from '../../server/replica-id.ts';
import { SECRET } from './console.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

let bundle: Promise<string> | undefined;

/**
 * The server bundle of this checkout, built once per test file into a folder of its own inside dist/ (the bundle
 * finds locales/ and static/ by walking up to package.json; `npm run build` must have built static/build), removed
 * when the file's tests end.
 */
export function serverBundle(): Promise<string> {
  bundle ??= (async () => {
    mkdirSync(`${PROJECT_ROOT}dist`, { recursive: true });
    const outdir = mkdtempSync(join(PROJECT_ROOT, 'dist', 'test-')) + sep;
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    await buildServer(outdir);
    return `${outdir}server/main.js`;
  })();
  return bundle;
}

export interface ConsoleProcess {
  origin: string;
  port: number;
  pid: number;
  /** What its `X-Served-By` header says. */
  replica: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

/**
 * Starts the bundle with `env` on top of a production-like environment (JSON logs at info, a shared secret,
 * 127.0.0.1 and a port of its choosing) and resolves once it printed its start line.
 */
export async function startConsoleProcess(t: Teardown, env: Record<string, string>, options: { args?: string[] } = {}): Promise<ConsoleProcess> {
  const main = await serverBundle();
  const dataDir = mkdtempSync(join(tmpdir(), 'floorboard-process-'));
  const childEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', EMULATOR_PORT: '0', EMULATOR_TELEMETRY_MS: '0',
    LOG_LEVEL: 'info', DATA_DIR: dataDir, SESSION_SECRET: SECRET, ...env,
  };
  const child = spawn(process.execPath, [...(options.args ?? []), main], { cwd: tmpdir(), env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => { output += String(d); });
  child.stderr!.on('data', (d) => { output += String(d); });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  t.teardown(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  const origin = await new Promise<string>((resolve, reject) => {
    const look = () => {
      const open = /Floorboard is ready: open (http:\/\/[^\s/]+)/.exec(output);
      if (open) {
        child.stdout!.off('data', look);
        resolve(open[1]);
      }
    };
    child.stdout!.on('data', look);
    void exited.then((code) => reject(new Error(`the console exited (${code}) before it was ready:\n${output}`)));
  });
  const port = Number(new URL(origin).port);
  return { origin, port, pid: child.pid!, replica: replicaId(hostname(), child.pid!), child, exited, output: () => output };
}
