import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG } from 'pngjs';

interface Teardown {
  teardown(fn: () => unknown): void;
}

/** How the test tile server answers one tile (`z/x/y`) instead of its default image. */
export type TileBehaviour =
  | { kind: 'status'; status: number; headers?: Record<string, string> }
  | { kind: 'body'; body: Buffer; contentType: string; headers?: Record<string, string> };

export interface TileServer {
  /** A MAP_TILE_URL template for this server. */
  template: string;
  /** Requests received, in order. */
  requests: { path: string; userAgent: string; ifNoneMatch: string | null }[];
  /** Requests answered at the same time, at most. */
  maxInFlight: number;
  count(tile: string): number;
  /** Headers every default tile is answered with (cache headers). */
  headers: Record<string, string>;
  behave(tile: string, behaviour: TileBehaviour | null): void;
  /** Holds every answer until `release()`: for counting what the console asks at once. */
  hold(): void;
  release(): void;
  /** Requests waiting on a hold. */
  held(): number;
}

/** A tile image whose colour is derived from its address, so tests can tell tiles apart. */
export function tileImage(z: number, x: number, y: number): Buffer {
  const png = new PNG({ width: 256, height: 256 });
  const colour = [(x * 53 + 40) % 256, (y * 97 + 80) % 256, (z * 31 + 120) % 256];
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = colour[0];
    png.data[i + 1] = colour[1];
    png.data[i + 2] = colour[2];
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

/**
 * A local tile provider on a loopback port (tests never reach the internet): every `/{z}/{x}/{y}.png` is an
 * image of its own colour with the configured cache headers and an ETag; single tiles can fail, redirect or
 * answer other bodies; answers can be held to observe how many requests the console makes at once.
 */
export async function startTileServer(t: Teardown): Promise<TileServer> {
  const behaviours = new Map<string, TileBehaviour>();
  let holding = false;
  let waiting: (() => void)[] = [];
  let inFlight = 0;
  const state: TileServer = {
    template: '',
    requests: [],
    maxInFlight: 0,
    headers: { 'cache-control': 'max-age=3600' },
    count: (tile) => state.requests.filter((r) => r.path === `/${tile}.png`).length,
    behave: (tile, behaviour) => (behaviour ? behaviours.set(tile, behaviour) : behaviours.delete(tile)),
    hold: () => (holding = true),
    release: () => {
      holding = false;
      const go = waiting;
      waiting = [];
      for (const fn of go) fn();
    },
    held: () => waiting.length,
  };
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(req.url ?? '');
    if (!match) return res.writeHead(404).end();
    const [z, x, y] = match.slice(1).map(Number);
    const behaviour = behaviours.get(`${z}/${x}/${y}`);
    if (behaviour?.kind === 'status') return res.writeHead(behaviour.status, behaviour.headers).end();
    if (behaviour?.kind === 'body') return res.writeHead(200, { 'content-type': behaviour.contentType, ...behaviour.headers }).end(behaviour.body);
    const etag = `"t-${z}-${x}-${y}"`;
    if (req.headers['if-none-match'] === etag) return res.writeHead(304, { etag, ...state.headers }).end();
    res.writeHead(200, { 'content-type': 'image/png', etag, ...state.headers }).end(tileImage(z, x, y));
  };
  const server = createServer((req, res) => {
    state.requests.push({ path: req.url ?? '', userAgent: String(req.headers['user-agent'] ?? ''), ifNoneMatch: (req.headers['if-none-match'] as string | undefined) ?? null });
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    res.on('close', () => inFlight--);
    if (holding) waiting.push(() => answer(req, res));
    else answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => {
    state.release();
    server.closeAllConnections();
    server.close(() => resolve());
  }));
  state.template = `http://127.0.0.1:${(server.address() as AddressInfo).port}/{z}/{x}/{y}.png`;
  return state;
}
