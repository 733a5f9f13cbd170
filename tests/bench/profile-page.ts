// One console build under `/devices` (P) load with the CPU profiler: start platform and console, sign in, 300
// warm-up pages, N measured; the profile lands in BENCH_NODE_OPTIONS' --cpu-prof-dir. Prints CPU per page.
//   BENCH_NODE_OPTIONS="--max-semi-space-size=3 --heap-growing-percent=30 --cpu-prof --cpu-prof-dir=/tmp/x" \
//   P=/devices N=2000 node --import ./server/tsx-hooks.ts tests/bench/profile-page.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure } from './load.ts';
import { cpuMicrosOf, startConsole, startPlatform } from './processes.ts';
import { signIn } from './sign-in.ts';

const H = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-US,en;q=0.9', accept: 'text/html' };
const PATHQ = process.env.P ?? '/devices', N = Number(process.env.N ?? 2000);
const platform = await startPlatform();
const dir = mkdtempSync(join(tmpdir(), 'fb-prof-'));
try {
  const c = await startConsole(platform.url, dir);
  try {
    const cookie = await signIn(c.url);
    await measure(c.url, PATHQ, { ...H, cookie }, 300, 16);
    // A preloaded sampler (BENCH_NODE_OPTIONS="--import ...") may start on this signal: the measured pages only.
    if (process.env.SIGNAL_MEASURED) process.kill(c.process.pid!, process.env.SIGNAL_MEASURED as NodeJS.Signals);
    const before = cpuMicrosOf(c.process.pid!);
    await measure(c.url, PATHQ, { ...H, cookie }, N, 16);
    console.log(JSON.stringify({ path: PATHQ, usPerPage: Math.round((cpuMicrosOf(c.process.pid!) - before) / N) }));
  } finally {
    await c.stop();
  }
} finally {
  await platform.stop();
  rmSync(dir, { recursive: true, force: true });
}
