// Benchmarks of the walking skeleton (npm run bench); reports figures, asserts nothing.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startEmulator } from '../../emulator/index.ts';
import { runEmulatorBench } from './emulator-bench.ts';
import { measure } from './load.ts';

const CONSOLE_PORT = 18181;
const origin = `http://127.0.0.1:${CONSOLE_PORT}`;
const emulator = await startEmulator({ port: 0 });
const dataDir = mkdtempSync(join(tmpdir(), 'floorboard-bench-'));
// Production runs the bundle (npm start, the image); BENCH_CONSOLE=hooks runs the sources through the .tsx hook to compare.
const fromSources = process.env.BENCH_CONSOLE === 'hooks';
if (!fromSources && !existsSync('dist/server/main.js')) throw new Error('dist/server/main.js is missing: run `npm run build` first');
const consoleArgs = fromSources ? ['--import', './server/tsx-hooks.ts', 'server/main.ts'] : ['dist/server/main.js'];
const consoleProcess = spawn(process.execPath, consoleArgs, {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(CONSOLE_PORT), HOST: '127.0.0.1', PLATFORM_URL: emulator.url, LOG_LEVEL: 'warn', DATA_DIR: dataDir,
    // The benchmark signs in a thousand times from one address: the sign-in limits would refuse it.
    SIGN_IN_LIMIT_PER_IP: '0:1', SIGN_IN_LIMIT_PER_USERNAME: '0:1' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForConsole(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${origin}/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('console did not start');
}

function cookiesOf(res: Response): string[] {
  return res.headers.getSetCookie().map((c) => c.split(';')[0]);
}

/** Signs in through the console's own form and returns the session cookies. */
async function signIn(): Promise<string> {
  const login = await fetch(`${origin}/login`);
  const html = await login.text();
  const csrf = /name="_csrf" value="([^"]+)"/.exec(html)![1];
  const cookies = cookiesOf(login);
  const res = await fetch(`${origin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies.join('; ') },
    body: new URLSearchParams({ _csrf: csrf, username: 'tenant@thingsboard.org', password: 'tenant' }),
  });
  if (res.status !== 303) throw new Error(`sign-in answered ${res.status}`);
  return [...cookies, ...cookiesOf(res)].join('; ');
}

async function assetBytes(path: string, cookie: string): Promise<{ js: number; css: number; react: boolean }> {
  const html = await (await fetch(`${origin}${path}`, { headers: { cookie } })).text();
  const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  let js = 0;
  let css = 0;
  let react = false;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(`${origin}${src}`)).arrayBuffer());
    js += gzipSync(body, { level: 9 }).length;
    react ||= /react-dom|__reactFiber|createRoot/.test(body.toString());
  }
  for (const href of styles) css += gzipSync(Buffer.from(await (await fetch(`${origin}${href}`)).arrayBuffer()), { level: 9 }).length;
  return { js, css, react };
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

try {
  await waitForConsole();
  const idle = rssOf(consoleProcess.pid!);
  const cookie = await signIn();
  const tokenRes = await fetch(`${emulator.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
  });
  const { token } = (await tokenRes.json()) as { token: string };

  const total = Number(process.env.BENCH_REQUESTS ?? 3000);
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 1);
  await measure(origin, '/devices', { cookie }, 300, concurrency); // warm-up
  const page = await measure(origin, '/devices', { cookie }, total, concurrency);
  const api = await measure(emulator.url, '/api/tenant/deviceInfos?pageSize=10&page=0&sortProperty=createdTime&sortOrder=DESC', { 'x-authorization': `Bearer ${token}` }, total, concurrency);

  console.log(`\n/devices (rendered page) vs /api/tenant/deviceInfos (emulator, direct), ${total} requests, concurrency ${concurrency}`);
  console.table({
    '/devices': { rps: page.rps.toFixed(0), 'p50 ms': page.p50.toFixed(2), 'p99 ms': page.p99.toFixed(2) },
    deviceInfos: { rps: api.rps.toFixed(0), 'p50 ms': api.p50.toFixed(2), 'p99 ms': api.p99.toFixed(2) },
  });
  console.log(`ratio page/api: rps ${(page.rps / api.rps).toFixed(2)}, p50 ${(page.p50 / api.p50).toFixed(2)}, p99 ${(page.p99 / api.p99).toFixed(2)}`);
  console.log(`console adds ${(page.p50 - api.p50).toFixed(2)} ms at p50 (goal: at most 2 ms)`);

  const login = await assetBytes('/login', '');
  const devices = await assetBytes('/devices', cookie);
  console.log('\nbytes the browser downloads (gzip -9)');
  console.table({ '/login': login, '/devices': devices });
  console.log(`/devices JavaScript: ${(devices.js / 1024).toFixed(1)} KB gzipped (goal: under 20 KB, no React): ${devices.js < 20 * 1024 && !devices.react ? 'met' : 'NOT met'}`);

  const sessions = Number(process.env.BENCH_SESSIONS ?? 1000);
  const before = rssOf(consoleProcess.pid!);
  for (let i = 0; i < sessions; i += 20) await Promise.all(Array.from({ length: Math.min(20, sessions - i) }, () => signIn()));
  const after = rssOf(consoleProcess.pid!);
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
  console.log(`\nconsole RSS (${fromSources ? 'sources with the .tsx hook' : 'dist bundle'}): ${mib(idle)} idle, ${mib(before)} after the page runs, ${mib(after)} after ${sessions} more signed-in sessions`);
} finally {
  consoleProcess.kill('SIGTERM');
  await emulator.close();
  rmSync(dataDir, { recursive: true, force: true });
}

// Large-tenant emulator figures (BENCH_SCALE devices, default 100,000).
await runEmulatorBench();
