// The live-data bridge under load: SSE clients on /live (plain HTTP streams, as EventSource reads them), each receiving
// one update per second, against a real platform (the emulator) and the console as `npm start` runs it, each in its
// own process. Reported: the console's memory and CPU, and the latency from posting a value to the platform until its
// SSE event arrives (the e2e test only waits for the value; how soon it comes is this figure). Run alone with
// `node --import ./server/tsx-hooks.ts tests/bench/live-bridge.ts` after `npm run build`.
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sseParser } from '../helpers/sse-client.ts';
import { cpuMicrosOf, rssOf, startConsole, startPlatform, type Running } from './processes.ts';
import { platformToken, signInMany } from './sign-in.ts';
import { printFigures, type Figure } from './figures.ts';

const CLIENTS = Number(process.env.BENCH_LIVE_CLIENTS ?? 1000);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 30);
/** The original browser check ("within 2 s"), as the latency goal. */
const LATENCY_GOAL_MS = 2000;
const KEY = 'benchValue';
const MiB = 2 ** 20;
const VALUE = new RegExp(`<th scope="row">${KEY}</th><td class="telemetry-value">(\\d+)</td>`);

interface Client {
  /** Values seen so far (the first event is the tile's snapshot). */
  seen: Set<number>;
  events: number;
  close(): void;
}

/** One page's stream, read as a browser reads it; `onValue` gets each posted value the first time it arrives. */
function openClient(url: string, cookie: string, onValue: (value: number) => void): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client: Client = { seen: new Set(), events: 0, close: () => req.destroy() };
    const parse = sseParser((event) => {
      if (event.event !== 'swap') return;
      client.events++;
      const value = Number(VALUE.exec(event.data)?.[1] ?? NaN);
      if (Number.isFinite(value) && !client.seen.has(value)) {
        client.seen.add(value);
        onValue(value);
      }
    });
    const req = request(url, { agent: false, headers: { accept: 'text/event-stream', cookie } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`/live answered ${res.statusCode} ${res.headers.location ?? ""}`));
      res.setEncoding('utf8');
      res.on('data', parse);
      resolve(client);
    });
    req.on('error', reject);
    req.end();
  });
}

async function until(condition: () => boolean, limitMs: number): Promise<boolean> {
  const end = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/** The console's own count of open streams and platform sockets (`GET /metrics`). */
async function openGauges(consoleUrl: string): Promise<{ streams: number; sockets: number }> {
  const text = await (await fetch(`${consoleUrl}/metrics`)).text();
  const read = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { streams: read('floorboard_sse_streams_open'), sockets: read('floorboard_platform_sockets_open') };
}

/** Each phase posts values of its own range, so that a value is never one an earlier phase posted. */
let nextBase = 1_000_000;

function quantile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
}

/** `CLIENTS` streams over `sessions` console sessions (one platform socket each), all showing one device. */
async function runPhase(platform: Running, sessions: number): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'floorboard-bench-live-'));
  const consoleApp = await startConsole(platform.url, dataDir);
  const clients: Client[] = [];
  try {
    const pid = consoleApp.process.pid!;
    const token = await platformToken(platform.url);
    const auth = { 'x-authorization': `Bearer ${token}`, 'content-type': 'application/json' };
    const device = (await (await fetch(`${platform.url}/api/tenant/devices?deviceName=${encodeURIComponent('Thermostat T1')}`, { headers: auth })).json()) as { id: { id: string } };
    const post = (value: number) =>
      fetch(`${platform.url}/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { method: 'POST', headers: auth, body: JSON.stringify({ [KEY]: value }) });
    const base = nextBase;
    nextBase += 1_000_000;
    await post(base);

    const cookies = await signInMany(consoleApp.url, sessions);
    await new Promise((r) => setTimeout(r, 2000));
    const signedIn = rssOf(pid);

    const postedAt = new Map<number, number>();
    const latencies: number[] = [];
    const onValue = (value: number) => {
      const at = postedAt.get(value);
      if (at !== undefined) latencies.push(performance.now() - at);
    };
    const url = `${consoleApp.url}/live?tiles=latest-telemetry:DEVICE:${device.id.id}`;
    const openCpu = cpuMicrosOf(pid);
    for (let i = 0; i < CLIENTS; i += 50) {
      clients.push(...(await Promise.all(Array.from({ length: Math.min(50, CLIENTS - i) }, (_, j) => openClient(url, cookies[(i + j) % sessions], onValue)))));
    }
    const snapshots = await until(() => clients.every((c) => c.seen.has(base)), 120_000);
    const openCpuMs = (cpuMicrosOf(pid) - openCpu) / 1000;
    await new Promise((r) => setTimeout(r, 2000));
    const streaming = rssOf(pid);
    const gauges = await openGauges(consoleApp.url);

    const cpuBefore = cpuMicrosOf(pid);
    const platformCpuBefore = cpuMicrosOf(platform.process.pid!);
    const started = performance.now();
    let peak = streaming;
    for (let s = 1; s <= SECONDS; s++) {
      const due = started + (s - 1) * 1000;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      postedAt.set(base + s, performance.now());
      const res = await post(base + s);
      if (!res.ok) throw new Error(`posting a value answered ${res.status}`);
      peak = Math.max(peak, rssOf(pid));
    }
    await until(() => clients.every((c) => c.seen.has(base + SECONDS)), 30_000);
    const elapsed = (performance.now() - started) / 1000;
    const cpuShare = (cpuMicrosOf(pid) - cpuBefore) / 1e6 / elapsed;
    const platformShare = (cpuMicrosOf(platform.process.pid!) - platformCpuBefore) / 1e6 / elapsed;
    const delivered = latencies.length;
    const expected = CLIENTS * SECONDS;
    latencies.sort((a, b) => a - b);

    const label = `${CLIENTS.toLocaleString('en')} SSE clients in ${sessions.toLocaleString('en')} session${sessions === 1 ? '' : 's'}, one update/s each`;
    return [
      {
        name: `live bridge, ${label}: console RSS`,
        value: streaming / MiB, unit: 'MiB', better: 'lower',
        detail: `${(signedIn / MiB).toFixed(0)} MiB signed in without streams, ${(streaming / MiB).toFixed(0)} with the streams open `
          + `(${(((streaming - signedIn) / CLIENTS) / 1024).toFixed(1)} KiB per client), ${(peak / MiB).toFixed(0)} at most while updating; `
          + `${snapshots ? 'every' : 'NOT every'} client got its first snapshot; opening them took ${openCpuMs.toFixed(0)} ms of console CPU`,
      },
      {
        name: `live bridge, ${label}: platform sockets open (one per session)`,
        value: gauges.sockets, unit: 'sockets', goal: sessions, better: 'lower',
        detail: `the console's /metrics with the streams open: ${gauges.streams.toLocaleString('en')} SSE streams, ${gauges.sockets.toLocaleString('en')} platform sockets for ${sessions.toLocaleString('en')} sessions`,
      },
      {
        name: `live bridge, ${label}: console CPU, share of one core`,
        value: cpuShare * 100, unit: '%', better: 'lower',
        detail: `${((cpuShare * elapsed * 1e6) / Math.max(1, delivered)).toFixed(0)} µs per delivered event over ${elapsed.toFixed(0)} s; the platform used ${(platformShare * 100).toFixed(0)} % of a core`,
      },
      {
        name: `live bridge, ${label}: latency from posting a value to its SSE event (p95)`,
        value: quantile(latencies, 0.95), unit: 'ms', goal: LATENCY_GOAL_MS, better: 'lower',
        detail: `p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p99 ${quantile(latencies, 0.99).toFixed(0)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(0)} ms; `
          + `${delivered.toLocaleString('en')} of ${expected.toLocaleString('en')} values delivered`,
      },
    ];
  } finally {
    for (const client of clients) client.close();
    await consoleApp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Two shapes of the same load, each on a fresh console: every client a session of its own (one platform socket per
 * client: a wall of displays), and ten sessions sharing their sockets among many tabs.
 */
export async function runLiveBridgeBench(): Promise<Figure[]> {
  const platform = await startPlatform();
  try {
    return [...(await runPhase(platform, CLIENTS)), ...(await runPhase(platform, 10))];
  } finally {
    await platform.stop();
  }
}

if (import.meta.main) printFigures(await runLiveBridgeBench());
