// The processes a benchmark run measures: the platform (the emulator) and the console, each in its own process,
// on ports the run picks itself.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { PROJECT_ROOT } from '../../server/project-root.ts';

export interface Running {
  process: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** A port nothing listens on right now (the OS picks it; the server is closed again before the child binds it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill('SIGTERM');
    await exited;
  };
}

/** The emulator in its own process on a port of its choosing (it prints its address when it listens). */
export async function startPlatform(): Promise<Running> {
  const child = spawn(process.execPath, [`${PROJECT_ROOT}emulator/main.ts`], {
    env: { ...process.env, EMULATOR_PORT: '0', EMULATOR_TELEMETRY_MS: '0', EMULATOR_SCALE: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the emulator exited (${code}) before listening`)));
  });
  child.stdout!.resume();
  return { process: child, url, stop: stopper(child) };
}

/**
 * The node options `npm start` runs the bundle with (package.json's start script), so the run measures those;
 * BENCH_NODE_OPTIONS replaces them to compare others.
 */
export function startNodeOptions(): string[] {
  const override = process.env.BENCH_NODE_OPTIONS;
  if (override !== undefined) return override.split(/\s+/).filter(Boolean);
  const start = (JSON.parse(readFileSync(`${PROJECT_ROOT}package.json`, 'utf8')) as { scripts: { start: string } }).scripts.start;
  const match = /\bnode((?:\s+--\S+)*)\s+dist\/server\/main\.js/.exec(start);
  if (!match) throw new Error(`package.json start script does not run dist/server/main.js: ${start}`);
  return match[1].trim().split(/\s+/).filter(Boolean);
}

const JEMALLOC_PATHS = ['/usr/lib/x86_64-linux-gnu/libjemalloc.so.2', '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2', '/usr/local/lib/libjemalloc.so.2'];

/**
 * The allocator the image gives the console (Dockerfile: LD_PRELOAD of jemalloc, its MALLOC_CONF) when this host has
 * jemalloc; BENCH_CONSOLE_LD_PRELOAD names another library ('' for glibc malloc).
 */
export function imageAllocator(): { env: Record<string, string>; name: string } {
  const dockerfile = readFileSync(`${PROJECT_ROOT}Dockerfile`, 'utf8');
  const imageHasJemalloc = /LD_PRELOAD=\S*jemalloc/.test(dockerfile);
  const wanted = process.env.BENCH_CONSOLE_LD_PRELOAD ?? (imageHasJemalloc ? JEMALLOC_PATHS.find((path) => existsSync(path)) : '');
  if (!wanted) return { env: {}, name: imageHasJemalloc ? 'glibc malloc (no jemalloc on this host, unlike the image)' : 'glibc malloc, as the image' };
  const conf = /MALLOC_CONF=(\S+)/.exec(dockerfile)?.[1];
  return { env: { LD_PRELOAD: wanted, ...(conf ? { MALLOC_CONF: conf } : {}) }, name: `${wanted}${conf ? ` with ${conf}` : ''}` };
}

/** The bundle `npm start` runs; BENCH_CONSOLE_MAIN names another build to compare (a copy of an earlier dist/server/main.js). */
function consoleBundle(): string {
  return process.env.BENCH_CONSOLE_MAIN || `${PROJECT_ROOT}dist/server/main.js`;
}

/** The console bundle as `npm start` runs it, with the image's allocator (and `env`), against `platformUrl`; resolves once /healthz answers. */
export async function startConsole(platformUrl: string, dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [...startNodeOptions(), consoleBundle()], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PLATFORM_URL: platformUrl, LOG_LEVEL: 'warn', DATA_DIR: dataDir,
      // The benchmark signs in a thousand times from one address: the sign-in limits would refuse it.
      SIGN_IN_LIMIT_PER_IP: '0:1', SIGN_IN_LIMIT_PER_USERNAME: '0:1',
      ...imageAllocator().env,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the console exited (${child.exitCode})`);
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) return { process: child, url, stop: stopper(child) };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the console did not start');
}

export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** CPU time (user and system) a process has used so far, in microseconds. */
export function cpuMicrosOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** Restricts a running process (all its threads) to the given CPUs. */
export function pin(pid: number, cpus: string): void {
  const result = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`taskset failed: ${result.stderr || result.error}`);
}
