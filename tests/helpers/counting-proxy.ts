import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  /** Requests seen per "METHOD /path" (query stripped), with the status the platform answered. */
  calls: { method: string; path: string; status: number }[];
  count(method: string, path: string): number;
  close(): Promise<void>;
}

/**
 * A real HTTP hop between the console and the emulator that records every call, so tests can
 * observe what the console sent to the platform (or that it sent nothing).
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const to = new URL(target);
  const calls: CountingProxy['calls'] = [];
  const server: Server = createServer((req, res) => {
    const upstream = httpRequest(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        calls.push({ method: req.method ?? '', path: (req.url ?? '').split('?')[0], status: up.statusCode ?? 0 });
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    count: (method, path) => calls.filter((c) => c.method === method && c.path === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
