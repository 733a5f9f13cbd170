// Paired A/B of console builds (copies of dist/server/main.js at dist/ab-<tag>/main.js): each in its own process
// against one platform, /devices requests alternated between them in batches, so that the other jobs of a shared
// machine weigh on all of them alike; prints each build's console CPU per page and its ratio to the first.
//   TAGS=before,after ROUNDS=10 node --import ./server/tsx-hooks.ts tests/bench/paired-builds.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure } from './load.ts';
import { cpuMicrosOf, rssOf, startConsole, startPlatform, type Running } from './processes.ts';
import { signIn } from './sign-in.ts';
const H = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-US,en;q=0.9', accept: 'text/html' };
const tags = (process.env.TAGS ?? 'before,after').split(',');
const ROUNDS = Number(process.env.ROUNDS ?? 10), BATCH = Number(process.env.BATCH ?? 200);
const PATHQ = process.env.P ?? '/devices';
const platform = await startPlatform();
const dirs: string[] = [];
const consoles: { tag: string; c: Running; cookie: string; cpu: number; n: number }[] = [];
try {
  for (const tag of tags) {
    process.env.BENCH_CONSOLE_MAIN = `${process.cwd()}/dist/ab-${tag}/main.js`;
    const dir = mkdtempSync(join(tmpdir(), 'fb-ab2-')); dirs.push(dir);
    const c = await startConsole(platform.url, dir);
    const cookie = await signIn(c.url);
    await measure(c.url, PATHQ, { ...H, cookie }, 300, 16);
    consoles.push({ tag, c, cookie, cpu: 0, n: 0 });
  }
  for (let r = 0; r < ROUNDS; r++) {
    for (const x of r % 2 ? [...consoles].reverse() : consoles) {
      const pid = x.c.process.pid!;
      const before = cpuMicrosOf(pid);
      await measure(x.c.url, PATHQ, { ...H, cookie: x.cookie }, BATCH, 16);
      x.cpu += cpuMicrosOf(pid) - before; x.n += BATCH;
    }
  }
  const base = consoles[0].cpu / consoles[0].n;
  console.log(JSON.stringify(Object.fromEntries(consoles.map((x) => [x.tag, { us: Math.round(x.cpu / x.n), ratio: +(x.cpu / x.n / base).toFixed(3), rssMiB: Math.round(rssOf(x.c.process.pid!) / 2 ** 20) }]))));
} finally {
  for (const x of consoles) await x.c.stop();
  await platform.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}
