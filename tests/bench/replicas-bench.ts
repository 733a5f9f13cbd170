// Requests per second of /devices through nginx (the README's configuration, TLS) with one and with two console
// replicas sharing Redis, beside the same page asked of one console directly; reported, never asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedis } from '../helpers/redis-server.ts';
import { startNginx } from '../helpers/nginx.ts';
import { ProxiedClient } from '../helpers/proxied-client.ts';
import { SECRET } from '../helpers/console.ts';
import { measure, type LoadResult } from './load.ts';
import { startConsole, startPlatform, type Running } from './processes.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = 16;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-US,en;q=0.9', accept: 'text/html' };

export interface ReplicaFigures {
  direct: LoadResult;
  oneReplica: LoadResult;
  twoReplicas: LoadResult;
}

/** Teardowns of the helpers made for tests, run in reverse when the bench is done. */
class Scope {
  readonly #cleanups: (() => unknown)[] = [];
  teardown(fn: () => unknown): void {
    this.#cleanups.push(fn);
  }
  async close(): Promise<void> {
    for (const fn of this.#cleanups.reverse()) await fn();
  }
}

async function devicesRate(origin: string, cookie: string): Promise<LoadResult> {
  await measure(origin, '/devices', { ...HEADERS, cookie }, 300, CONCURRENCY); // warm-up
  return measure(origin, '/devices', { ...HEADERS, cookie }, REQUESTS, CONCURRENCY);
}

async function signedIn(origin: string): Promise<string> {
  const client = new ProxiedClient(origin);
  const res = await client.signIn('/login', 'tenant@thingsboard.org', 'tenant');
  await client.close();
  if (res.status !== 303) throw new Error(`sign-in answered ${res.status}`);
  return client.jar.header();
}

export async function runReplicasBench(platformUrl: string): Promise<ReplicaFigures> {
  const scope = new Scope();
  const dirs: string[] = [];
  const consoles: Running[] = [];
  try {
    const redis = await startRedis(scope);
    const env = { REDIS_URL: redis.url, SESSION_SECRET: SECRET, TRUST_PROXY: '1' };
    for (let i = 0; i < 2; i++) {
      const dir = mkdtempSync(join(tmpdir(), 'floorboard-bench-replica-'));
      dirs.push(dir);
      consoles.push(await startConsole(platformUrl, dir, env));
    }
    const cookie = await signedIn(consoles[0].url);
    const direct = await devicesRate(consoles[0].url, cookie);
    const one = await startNginx(scope, { upstreams: [new URL(consoles[0].url).host], basePath: '' });
    const oneReplica = await devicesRate(one.origin, cookie);
    const two = await startNginx(scope, { upstreams: consoles.map((c) => new URL(c.url).host), basePath: '' });
    const twoReplicas = await devicesRate(two.origin, cookie);
    return { direct, oneReplica, twoReplicas };
  } finally {
    for (const c of consoles) await c.stop();
    await scope.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

export function printReplicaFigures(figures: ReplicaFigures): void {
  console.log(`\n/devices through nginx (TLS, keep-alive to the replicas), ${REQUESTS} requests at concurrency ${CONCURRENCY}, replicas sharing Redis`);
  const row = (r: LoadResult) => ({ 'req/s': r.rps.toFixed(0), 'p50 ms': r.p50.toFixed(2), 'p99 ms': r.p99.toFixed(2) });
  console.table({ 'one console, direct': row(figures.direct), 'nginx, 1 replica': row(figures.oneReplica), 'nginx, 2 replicas': row(figures.twoReplicas) });
  console.log(`2 replicas / 1 replica: ${(figures.twoReplicas.rps / figures.oneReplica.rps).toFixed(2)}× (on this machine's ${availableParallelism()} cores, the platform, nginx and the load share them with the consoles)`);
}

if (import.meta.main) {
  const platform = await startPlatform();
  try {
    printReplicaFigures(await runReplicasBench(platform.url));
  } finally {
    await platform.stop();
  }
}
