import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { closeServer, listenOnLoopback } from './loopback-server.ts';

/**
 * What the proxy does to a matching call instead of passing the platform's answer on:
 * - `status`: the platform's answer with another status;
 * - `gateway`: a proxy's own answer with that status (an HTML page), the platform not asked, as when it is away;
 * - `non-json`: 200, typed as JSON, with a body that is not JSON;
 * - `truncate`: the platform's status and headers, then half the body and the connection cut;
 * - `reset`: the connection closed before any answer;
 * - `delay`: the platform's answer, `ms` later;
 * - `hold`: the platform's answer once the test calls `release()` (a request kept in flight as long as the test needs).
 */
export type Fault =
  | { kind: 'status'; status: number }
  | { kind: 'gateway'; status: 502 | 503 | 504 }
  | { kind: 'non-json' }
  | { kind: 'truncate' }
  | { kind: 'reset' }
  | { kind: 'delay'; ms: number }
  | { kind: 'hold' };

export interface FaultProxy {
  url: string;
  /** Requests seen per "METHOD /path" (query stripped), with the status the client was answered. */
  calls: { method: string; path: string; status: number }[];
  count(method: string, path: string): number;
  /** Applies `fault` to METHOD path (query ignored), the next `times` calls (default: until cleared). */
  fault(method: string, path: string, fault: Fault, times?: number): void;
  clearFaults(): void;
  /** Cuts every WebSocket passed through so far, as a platform or network dropping them would. */
  dropSockets(): void;
  /** WebSockets passed through and still open. */
  readonly openSockets: number;
  /** Calls held by a `hold` fault right now. */
  held(): number;
  /** Passes the held calls on to the platform. */
  release(): void;
  close(): Promise<void>;
}

interface Armed {
  fault: Fault;
  left: number;
}

/**
 * A real HTTP hop between the console and the emulator that records every call, so tests can
 * observe what the console sent to the platform (or that it sent nothing), and that answers
 * chosen calls with the faults a real network and a misbehaving platform produce.
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const to = new URL(target);
  const calls: FaultProxy['calls'] = [];
  const armed = new Map<string, Armed>();
  let holding: (() => void)[] = [];

  const take = (key: string): Fault | null => {
    const entry = armed.get(key);
    if (!entry) return null;
    if (--entry.left <= 0) armed.delete(key);
    return entry.fault;
  };

  const forward = (req: IncomingMessage, res: ServerResponse, path: string, fault: Fault | null) => {
    const upstream = httpRequest({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers }, (up) => {
      const status = fault?.kind === 'status' ? fault.status : (up.statusCode ?? 502);
      calls.push({ method: req.method ?? '', path, status });
      if (fault?.kind === 'truncate') return truncate(up, res, status);
      res.writeHead(status, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => {
      calls.push({ method: req.method ?? '', path, status: 502 });
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  };

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const fault = take(`${req.method} ${path}`);
    if (fault?.kind === 'reset') {
      calls.push({ method: req.method ?? '', path, status: 0 });
      req.socket.destroy();
      return;
    }
    if (fault?.kind === 'gateway') {
      req.resume();
      calls.push({ method: req.method ?? '', path, status: fault.status });
      res.writeHead(fault.status, { 'content-type': 'text/html' }).end(`<html><body><h1>${fault.status} Service unavailable</h1></body></html>`);
      return;
    }
    if (fault?.kind === 'non-json') {
      req.resume();
      calls.push({ method: req.method ?? '', path, status: 200 });
      res.writeHead(200, { 'content-type': 'application/json' }).end('<html><body>Bad gateway</body></html>');
      return;
    }
    if (fault?.kind === 'hold') {
      const pass = () => forward(req, res, path, null);
      holding.push(pass);
      res.on('close', () => {
        holding = holding.filter((held) => held !== pass);
      });
      return;
    }
    if (fault?.kind === 'delay') {
      const timer = setTimeout(() => forward(req, res, path, null), fault.ms);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    forward(req, res, path, fault);
  });
  // WebSocket upgrades go through as raw byte streams, recorded like calls (status 101 once the platform answered).
  const tunnels = new Set<Duplex>();
  server.on('upgrade', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    const upstream: Socket = connect(Number(to.port), to.hostname, () => {
      const headers = Object.entries(req.headers).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`).join('\r\n');
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.once('data', (first: Buffer) => calls.push({ method: req.method ?? '', path, status: Number(/^HTTP\/1\.1 (\d{3})/.exec(first.toString('latin1'))?.[1] ?? 0) }));
      upstream.pipe(client);
      client.pipe(upstream);
    });
    const cut = () => {
      tunnels.delete(client);
      upstream.destroy();
      client.destroy();
    };
    tunnels.add(client);
    upstream.on('error', cut).on('close', cut);
    client.on('error', cut).on('close', cut);
  });
  return {
    url: await listenOnLoopback(server),
    calls,
    count: (method, path) => calls.filter((c) => c.method === method && c.path === path).length,
    fault: (method, path, fault, times = Infinity) => armed.set(`${method} ${path}`, { fault, left: times }),
    clearFaults: () => armed.clear(),
    dropSockets: () => {
      for (const tunnel of [...tunnels]) tunnel.destroy();
    },
    get openSockets() {
      return tunnels.size;
    },
    held: () => holding.length,
    release: () => {
      const released = holding;
      holding = [];
      for (const pass of released) pass();
    },
    close: () =>
      closeServer(server, () => {
        holding = [];
        for (const tunnel of [...tunnels]) tunnel.destroy();
        server.closeAllConnections();
      }),
  };
}

/** Headers (with the full length) and the first half of the body, then the connection is cut. */
function truncate(up: IncomingMessage, res: ServerResponse, status: number): void {
  const chunks: Buffer[] = [];
  up.on('data', (chunk: Buffer) => chunks.push(chunk));
  up.on('end', () => {
    const body = Buffer.concat(chunks);
    const headers = { ...up.headers, 'content-length': String(body.length) };
    delete headers['transfer-encoding'];
    res.writeHead(status, headers);
    // Cut once the half has left, so that the client has the headers and part of the body.
    res.write(body.subarray(0, Math.floor(body.length / 2)), () => res.socket?.destroy());
  });
}
