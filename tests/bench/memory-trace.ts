// Memory of one console at each phase of run.ts's sequence (idle, 300 warm-up loads, 3,000 loads, 1,000 sign-ins,
// two and ten seconds later): RSS (anonymous, file-backed), V8's heap by space, and what is left for native memory.
// Configs as paired-memory.ts (`node`, `env`, `main`), run one after another; `slow: true` pins the console, the
// platform and this load generator to one CPU, as a busy machine slows the same run. Reported, never asserted.
//   CONFIGS='[{"tag":"quiet"},{"tag":"slow","slow":true}]' node --import ./server/tsx-hooks.ts tests/bench/memory-trace.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { configsOf, memoryOf, startConfigured, type Config } from './console-configs.ts';
import { measure } from './load.ts';
import { cpuMicrosOf, pin, startPlatform } from './processes.ts';
import { signIn, signInMany } from './sign-in.ts';

/** With `assets: true`, the sign-in page's own assets (scripts, styles) are fetched 20 times first, as run.ts's browser figures do. */
type TraceConfig = Config & { assets?: boolean };

const configs = configsOf(process.env.CONFIGS) as TraceConfig[];
const PAGES = Number(process.env.BENCH_REQUESTS ?? 3000);
const SIGN_INS = Number(process.env.BENCH_SESSIONS ?? 1000);
const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-US,en;q=0.9', accept: 'text/html' };
const MiB = 2 ** 20;
const allCpus = `0-${availableParallelism() - 1}`;

/** RSS and the heap's committed size by space (from the console's /metrics), in MiB. */
async function snapshot(url: string, pid: number): Promise<Record<string, number>> {
  const memory = memoryOf(pid);
  const text = await (await fetch(`${url}/metrics`)).text();
  const total = (space: string) => Number(new RegExp(`^nodejs_heap_space_size_total_bytes\\{space="${space}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0) / MiB;
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0) / MiB;
  const heapTotal = value('nodejs_heap_size_total_bytes');
  const row = {
    rss: memory.rss, anon: memory.anon, file: memory.file,
    'heap used': value('nodejs_heap_size_used_bytes'), 'heap total': heapTotal,
    new: total('new') + total('new_large_object'), old: total('old'), 'large obj': total('large_object'),
    'code+trusted': total('code') + total('trusted'),
    'anon − heap': memory.anon - heapTotal,
  };
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Math.round(v * 10) / 10]));
}

async function fetchAssets(url: string): Promise<void> {
  const html = await (await fetch(`${url}/login`, { headers: HEADERS })).text();
  const paths = [...new Set([...html.matchAll(/(?:src|href)="(\/static\/[^"]+)"/g)].map((m) => m[1]))];
  for (let i = 0; i < 20; i++) await Promise.all(paths.map(async (path) => (await fetch(`${url}${path}`, { headers: HEADERS })).arrayBuffer()));
}

const platform = await startPlatform();
try {
  for (const config of configs) {
    const dir = mkdtempSync(join(tmpdir(), 'fb-trace-'));
    const running = await startConfigured(platform.url, config, dir);
    const pid = running.process.pid!;
    const rows: Record<string, Record<string, number>> = {};
    try {
      if (config.slow) for (const p of [pid, platform.process.pid!, process.pid]) pin(p, '0');
      rows.idle = await snapshot(running.url, pid);
      if (config.assets) await fetchAssets(running.url);
      const cookie = await signIn(running.url);
      await measure(running.url, '/devices', { ...HEADERS, cookie }, 300, 16);
      rows['warm-up'] = await snapshot(running.url, pid);
      const cpu = cpuMicrosOf(pid);
      const started = performance.now();
      const load = await measure(running.url, '/devices', { ...HEADERS, cookie }, PAGES, 16);
      const cpuPerPage = (cpuMicrosOf(pid) - cpu) / PAGES;
      rows.pages = await snapshot(running.url, pid);
      const signInStart = performance.now();
      await signInMany(running.url, SIGN_INS);
      const signInSeconds = (performance.now() - signInStart) / 1000;
      rows['sign-ins'] = await snapshot(running.url, pid);
      await new Promise((settle) => setTimeout(settle, 2000));
      rows['+2 s'] = await snapshot(running.url, pid);
      await new Promise((settle) => setTimeout(settle, 8000));
      rows['+10 s'] = await snapshot(running.url, pid);
      console.log(`\n${config.tag}: ${load.rps.toFixed(0)} pages/s, ${cpuPerPage.toFixed(0)} µs CPU per page, pages ${((signInStart - started) / 1000).toFixed(1)} s, sign-ins ${signInSeconds.toFixed(1)} s`);
      console.table(rows);
    } finally {
      if (config.slow) for (const p of [platform.process.pid!, process.pid]) pin(p, allCpus);
      await running.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
} finally {
  await platform.stop();
}
