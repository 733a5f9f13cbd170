// The console's `/devices` against the floor a page has with the product's fixed parts (`floor-server.ts`: Fastify,
// the undici call to the platform, its JSON, the page compressed and written; nothing of the console's own), both with
// `npm start`'s node options, in alternating batches at concurrency 16: CPU per request of each process. Reported,
// never asserted.
//   node --import ./server/tsx-hooks.ts tests/bench/page-floor.ts      (after `npm run build`; BENCH_REQUESTS, ROUNDS)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, measureAlternating } from './load.ts';
import { cpuMicrosOf, freePort, startConsole, startNodeOptions, startPlatform } from './processes.ts';
import { platformToken, signIn } from './sign-in.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const ROUNDS = Number(process.env.ROUNDS ?? 6);
const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-US,en;q=0.9', accept: 'text/html' };

const platform = await startPlatform();
const dir = mkdtempSync(join(tmpdir(), 'fb-floor-'));
const consoleApp = await startConsole(platform.url, dir);
let floor: ReturnType<typeof spawn> | undefined;
try {
  const cookie = await signIn(consoleApp.url);
  const page = await (await fetch(`${consoleApp.url}/devices`, { headers: { cookie, accept: 'text/html' } })).text();
  writeFileSync(join(dir, 'devices.html'), page);
  const port = await freePort();
  floor = spawn(process.execPath, [...startNodeOptions(), '--import', './server/tsx-hooks.ts', 'tests/bench/floor-server.ts'], {
    env: { ...process.env, FLOOR_PLATFORM: platform.url, FLOOR_TOKEN: await platformToken(platform.url), FLOOR_PAGE: join(dir, 'devices.html'), FLOOR_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    floor!.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('floor listening')) resolve(); });
    floor!.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
  });
  const floorUrl = `http://127.0.0.1:${port}`;
  const targets = [
    { name: 'console /devices', pid: consoleApp.process.pid!, origin: consoleApp.url, path: '/devices', headers: { ...HEADERS, cookie } },
    { name: 'floor: Fastify, the platform call, the page compressed', pid: floor.pid!, origin: floorUrl, path: '/floor', headers: HEADERS },
    { name: 'Fastify and the platform call', pid: floor.pid!, origin: floorUrl, path: '/call', headers: HEADERS },
    { name: 'Fastify alone', pid: floor.pid!, origin: floorUrl, path: '/bare', headers: HEADERS },
  ];
  for (const t of targets) await measure(t.origin, t.path, t.headers, 300, 16); // warm-up
  const cpu = targets.map(() => 0);
  await measureAlternating(targets, REQUESTS, 16, ROUNDS, async (i, batch) => {
    const before = cpuMicrosOf(targets[i].pid);
    await batch();
    cpu[i] += cpuMicrosOf(targets[i].pid) - before;
  });
  console.log(`page: ${Buffer.byteLength(page)} B of HTML`);
  console.table(Object.fromEntries(targets.map((t, i) => {
    const perRequest = cpu[i] / REQUESTS;
    return [t.name, { 'µs CPU per request': Math.round(perRequest), 'per second of one core': Math.round(1e6 / perRequest) }];
  })));
} finally {
  floor?.kill('SIGTERM');
  await consoleApp.stop();
  await platform.stop();
  rmSync(dir, { recursive: true, force: true });
}
