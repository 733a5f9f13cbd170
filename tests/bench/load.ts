import { Pool } from 'undici';

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
}

/**
 * Sends `total` GETs (POSTs of `body` as JSON when given) over `concurrency` keep-alive connections and reports
 * throughput and latency (ms).
 */
export async function measure(
  origin: string, path: string, headers: Record<string, string>, total: number, concurrency: number, body?: unknown,
): Promise<LoadResult> {
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
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { requests: total, rps: total / elapsed, p50: at(0.5), p99: at(0.99) };
}
