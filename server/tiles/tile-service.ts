import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import { BoundedQueue, QueueFullError } from '../limits/bounded-queue.ts';
import { BLANK_TILE } from './blank-tile.ts';
import { tileKey, tileUrl, type TileAddress } from './tile-address.ts';
import { TileCache, type StoredTile } from './tile-cache.ts';
import { TileFetcher, type FetchedTile } from './tile-fetcher.ts';

/** A tile as the console answers it, with the caching the browser is told. */
export interface TileAnswer {
  body: Buffer;
  contentType: string;
  etag: string | null;
  cacheControl: string;
  /** cache: fresh from disk; provider: fetched now; stale: kept after the provider failed; blank: none to give. */
  source: 'cache' | 'provider' | 'stale' | 'blank';
}

export interface TileServiceOptions {
  /** The provider's address template (MAP_TILE_URL). */
  template: string;
  attribution: string;
  cacheDir: string;
  cacheBytes: number;
  userAgent: string;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Provider requests at a time per process, and how many more may wait. */
  concurrency?: number;
  queueLimit?: number;
}

// OpenStreetMap's tile usage policy asks for few parallel connections per application.
const DEFAULT_CONCURRENCY = 2;
const DEFAULT_QUEUE_LIMIT = 64;

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Map tiles for browsers without internet access: from the disk cache while fresh, else from the provider
 * (single flight per tile, a bounded number at a time), stale from the cache when the provider fails, and a
 * blank tile when there is nothing else. The browser is told exactly how long what it got stays fresh.
 */
export class TileService {
  readonly attribution: string;
  readonly #template: string;
  readonly #cache: TileCache;
  readonly #fetcher: TileFetcher;
  readonly #queue: BoundedQueue;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger;
  readonly #inflight = new Map<string, Promise<TileAnswer>>();

  constructor(options: TileServiceOptions) {
    this.attribution = options.attribution;
    this.#template = options.template;
    this.#cache = new TileCache(options.cacheDir, options.cacheBytes);
    const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.#fetcher = new TileFetcher(options.userAgent, concurrency);
    this.#queue = new BoundedQueue(concurrency, options.queueLimit ?? DEFAULT_QUEUE_LIMIT);
    this.#clock = options.clock;
    this.#log = options.log;
  }

  tile(t: TileAddress): Promise<TileAnswer> {
    const key = tileKey(t);
    let answer = this.#inflight.get(key);
    if (!answer) {
      answer = this.#load(t, key).finally(() => this.#inflight.delete(key));
      this.#inflight.set(key, answer);
    }
    return answer;
  }

  async #load(t: TileAddress, key: string): Promise<TileAnswer> {
    const now = this.#clock.now();
    const cached = await this.#cache.get(key).catch((err: unknown) => {
      this.#log.warn({ err, tile: key }, 'tile cache read failed');
      return null;
    });
    if (cached && cached.expires > now) return this.#fresh(cached, now, 'cache');
    const fetched = await this.#queue
      .run(() => this.#fetcher.fetch(tileUrl(this.#template, t), cached, now))
      .catch((err: unknown): FetchedTile => ({ kind: 'failed', reason: err instanceof QueueFullError ? 'too many tiles waiting' : (err as Error).message }));
    if (fetched.kind === 'failed') {
      this.#log.warn({ tile: key, reason: fetched.reason }, 'map tile provider failed');
      // A stale tile beats none; the browser is told to ask again next time.
      if (cached) return { body: cached.body, contentType: cached.contentType, etag: cached.etag, cacheControl: 'no-cache', source: 'stale' };
      return { body: BLANK_TILE, contentType: 'image/png', etag: null, cacheControl: 'no-store', source: 'blank' };
    }
    if (fetched.kind === 'not-modified' && cached) {
      const renewed = { ...cached, expires: now + fetched.freshness.ms };
      await this.#store(key, renewed);
      return this.#fresh(renewed, now, 'provider');
    }
    if (fetched.kind !== 'image') throw new Error('unreachable');
    const tile: StoredTile = {
      body: fetched.body,
      contentType: fetched.contentType,
      etag: etagOf(fetched.body),
      expires: now + fetched.freshness.ms,
      upstreamEtag: fetched.upstreamEtag,
      lastModified: fetched.lastModified,
    };
    if (fetched.freshness.noStore) return { body: tile.body, contentType: tile.contentType, etag: tile.etag, cacheControl: 'no-store', source: 'provider' };
    await this.#store(key, tile);
    return this.#fresh(tile, now, 'provider');
  }

  #fresh(tile: StoredTile, now: number, source: TileAnswer['source']): TileAnswer {
    const seconds = Math.max(0, Math.floor((tile.expires - now) / 1000));
    return { body: tile.body, contentType: tile.contentType, etag: tile.etag, cacheControl: seconds > 0 ? `public, max-age=${seconds}` : 'no-cache', source };
  }

  async #store(key: string, tile: StoredTile): Promise<void> {
    await this.#cache.put(key, tile).catch((err: unknown) => this.#log.warn({ err, tile: key }, 'tile cache write failed'));
  }

  close(): Promise<void> {
    return this.#fetcher.close();
  }
}
