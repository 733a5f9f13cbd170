import { Pool } from 'undici';

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
}

interface Timed extends LoadResult {
  seconds: number;
  latencies: number[];
}

function resultOf(latencies: number[], seconds: number): Timed {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { requests: latencies.length, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), seconds, latencies };
}

/**
 * Sends `total` GETs (POSTs of `body` as JSON when given) over `concurrency` keep-alive connections and reports
 * throughput and latency (ms).
 */
export async function measure(
  origin: string, path: string, headers: Record<string, string>, total: number, concurrency: number, body?: unknown,
): Promise<Timed> {
  // A self-signed certificate is fine: only the test proxy on this machine speaks TLS here.
  const pool = new Pool(origin, { connections: concurrency, connect: { rejectUnauthorized: false } });
  const latencies: number[] = [];
  let sent = 0;
  const started = performance.now();
  const worker = async () => {
    while (sent < total) {
      sent++;
      const t0 = performance.now();
      const res = body === undefined
        ? await pool.request({ method: 'GET', path, headers })
        : await pool.request({ method: 'POST', path, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      await res.body.arrayBuffer();
      if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  return resultOf(latencies, elapsed);
}

export interface Target {
  origin: string;
  path: string;
  headers: Record<string, string>;
}

/**
 * Targets measured in alternating batches (`total` requests each, in `batches` batches; every other batch in the
 * reverse order), so that whatever else the machine does in the meantime weighs on all alike; `around` runs each
 * batch, given the target's index (to read a process's CPU around it). Reports each target's throughput over its own
 * batches.
 */
export async function measureAlternating(
  targets: Target[], total: number, concurrency: number, batches: number, around?: (index: number, batch: () => Promise<void>) => Promise<void>,
): Promise<LoadResult[]> {
  const runs: Timed[][] = targets.map(() => []);
  const size = Math.ceil(total / batches);
  const forward = targets.map((_, i) => i);
  const backward = [...forward].reverse();
  for (let b = 0; b < batches; b++) {
    const count = Math.min(size, total - b * size);
    for (const i of b % 2 ? backward : forward) {
      const target = targets[i];
      const batch = async () => { runs[i].push(await measure(target.origin, target.path, target.headers, count, concurrency)); };
      if (around) await around(i, batch);
      else await batch();
    }
  }
  return runs.map((of) => resultOf(of.flatMap((run) => run.latencies), of.reduce((sum, run) => sum + run.seconds, 0)));
}
