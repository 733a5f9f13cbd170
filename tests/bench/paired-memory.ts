// Paired memory runs: several consoles (node options, allocator settings, builds) against one platform, fed the same
// load in alternating batches (3,000 /devices loads and 1,000 sign-ins each, as run.ts), so that the other jobs of a
// shared machine weigh on all of them alike; prints each one's RSS (anonymous and file-backed pages), its live heap
// and its CPU per page. Reported, never asserted.
//   CONFIGS='[{"tag":"now"},{"tag":"semi2","node":"--max-semi-space-size=2 --heap-growing-percent=75"}]' \
//     node --import ./server/tsx-hooks.ts tests/bench/paired-memory.ts
// A config: see console-configs.ts (`slow: true`: its batches run on one CPU).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configsOf, memoryOf, paced, startConfigured, type Config } from './console-configs.ts';
import { measure } from './load.ts';
import { cpuMicrosOf, startPlatform, type Running } from './processes.ts';
import { signIn, signInMany } from './sign-in.ts';

const configs = configsOf(process.env.CONFIGS);
const PAGES = Number(process.env.BENCH_REQUESTS ?? 3000);
const SIGN_INS = Number(process.env.BENCH_SESSIONS ?? 1000);
const ROUNDS = Number(process.env.ROUNDS ?? 10);
const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-US,en;q=0.9', accept: 'text/html' };
const MiB = 2 ** 20;

/** RSS and its parts, rounded to MiB. */
function roundedMemoryOf(pid: number): Record<string, number> {
  return Object.fromEntries(Object.entries(memoryOf(pid)).map(([k, v]) => [k, Math.round(v)]));
}

/** The console's own heap figures, from its /metrics (prom-client's process metrics). */
async function heapOf(url: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / MiB;
  return { heapUsed: Math.round(value('nodejs_heap_size_used_bytes')), heapTotal: Math.round(value('nodejs_heap_size_total_bytes')), external: Math.round(value('nodejs_external_memory_bytes')) };
}

const platform = await startPlatform();
const dirs: string[] = [];
const runs: { config: Config; console: Running; cookie: string; cpu: number; idle: Record<string, number> }[] = [];
try {
  for (const config of configs) {
    const dir = mkdtempSync(join(tmpdir(), 'fb-memory-'));
    dirs.push(dir);
    const running = await startConfigured(platform.url, config, dir);
    const idle = roundedMemoryOf(running.process.pid!);
    const cookie = await signIn(running.url);
    runs.push({ config, console: running, cookie, cpu: 0, idle });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const run of round % 2 ? [...runs].reverse() : runs) {
      const pid = run.console.process.pid!;
      const before = cpuMicrosOf(pid);
      await paced(run.config, [pid, platform.process.pid!, process.pid], () => measure(run.console.url, '/devices', { ...HEADERS, cookie: run.cookie }, PAGES / ROUNDS, 16));
      run.cpu += cpuMicrosOf(pid) - before;
    }
  }
  const afterPages = runs.map((run) => roundedMemoryOf(run.console.process.pid!).rss);
  for (let round = 0; round < ROUNDS; round++) {
    for (const run of round % 2 ? [...runs].reverse() : runs) {
      await paced(run.config, [run.console.process.pid!, platform.process.pid!, process.pid], () => signInMany(run.console.url, SIGN_INS / ROUNDS));
    }
  }
  const rows: Record<string, Record<string, number | string>> = {};
  for (const [i, run] of runs.entries()) {
    const pid = run.console.process.pid!;
    const end = roundedMemoryOf(pid);
    const heap = await heapOf(run.console.url);
    rows[run.config.tag] = {
      'idle MiB': run.idle.rss,
      'after pages': afterPages[i],
      ...Object.fromEntries(Object.entries(end).map(([k, v]) => [`end ${k}`, v])),
      ...heap,
      'anon − heap': end.anon - heap.heapTotal,
      'µs/page': Math.round(run.cpu / PAGES),
      'cpu ratio': +(run.cpu / runs[0].cpu).toFixed(3),
    };
  }
  console.table(rows);
  console.log(JSON.stringify(rows));
} finally {
  for (const run of runs) await run.console.stop();
  await platform.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
