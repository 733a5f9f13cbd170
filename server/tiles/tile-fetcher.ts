import { Agent } from '../undici-core.ts';
import type { IncomingHttpHeaders } from 'node:http';
import { freshnessOf, type Freshness } from './tile-freshness.ts';

/** What the provider answered for one tile. */
export type FetchedTile =
  | { kind: 'image'; body: Buffer; contentType: string; upstreamEtag: string | null; lastModified: string | null; freshness: Freshness }
  | { kind: 'not-modified'; freshness: Freshness }
  | { kind: 'failed'; reason: string };

export interface Validators {
  upstreamEtag: string | null;
  lastModified: string | null;
}

// Tile images are a few to a few hundred KiB; anything larger is not a tile.
const MAX_TILE_BYTES = 1024 * 1024;
const TIMEOUT_MS = 10_000;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

const single = (headers: IncomingHttpHeaders, name: string): string | null => {
  const v = headers[name];
  return typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? null) : null;
};

/**
 * Asks the tile provider for tiles over keep-alive connections, as the provider's usage policy asks: a
 * User-Agent naming the console, validators on a second asking, no redirect followed, bounded time and size.
 */
export class TileFetcher {
  readonly #agent: Agent;
  readonly #userAgent: string;

  constructor(userAgent: string, connections: number) {
    this.#userAgent = userAgent;
    this.#agent = new Agent({ connections, keepAliveTimeout: 30_000, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
  }

  async fetch(url: string, validators: Validators | null, now: number): Promise<FetchedTile> {
    const headers: Record<string, string> = { 'user-agent': this.#userAgent, accept: 'image/png,image/*;q=0.8' };
    if (validators?.upstreamEtag) headers['if-none-match'] = validators.upstreamEtag;
    if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
    const target = new URL(url);
    let res;
    try {
      res = await this.#agent.request({ origin: target.origin, path: target.pathname + target.search, method: 'GET', headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      return { kind: 'failed', reason: (err as Error).message };
    }
    const freshness = freshnessOf(res.headers, now);
    if (res.statusCode === 304 && validators) {
      await res.body.dump();
      return { kind: 'not-modified', freshness };
    }
    const contentType = (single(res.headers, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (res.statusCode !== 200 || !IMAGE_TYPES.has(contentType)) {
      await res.body.dump().catch(() => undefined);
      return { kind: 'failed', reason: `status ${res.statusCode}, ${contentType || 'no content type'}` };
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of res.body) {
        size += (chunk as Buffer).length;
        if (size > MAX_TILE_BYTES) {
          res.body.destroy();
          return { kind: 'failed', reason: 'tile too large' };
        }
        chunks.push(chunk as Buffer);
      }
    } catch (err) {
      return { kind: 'failed', reason: (err as Error).message };
    }
    return { kind: 'image', body: Buffer.concat(chunks), contentType, upstreamEtag: single(res.headers, 'etag'), lastModified: single(res.headers, 'last-modified'), freshness };
  }

  close(): Promise<void> {
    return this.#agent.close();
  }
}
