import { mkdir, readFile, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, relative, sep } from 'node:path';

/** A tile as the cache keeps it: the image and what the provider said about its freshness. */
export interface StoredTile {
  body: Buffer;
  contentType: string;
  /** The console's own validator for browsers: a hash of the image. */
  etag: string;
  /** Until when the provider called the tile fresh (epoch ms). */
  expires: number;
  /** The provider's validators, sent again when a stale tile is checked. */
  upstreamEtag: string | null;
  lastModified: string | null;
}

type TileMeta = Omit<StoredTile, 'body'>;

const MAGIC = Buffer.from('FBT1');
const SUFFIX = '.tile';
// After an eviction the cache is this share of its bound, so that not every new tile evicts one.
const LOW_WATER = 0.9;

function encode(tile: StoredTile): Buffer {
  const { body, ...meta } = tile;
  const json = Buffer.from(JSON.stringify(meta));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([MAGIC, length, json, body]);
}

function decode(data: Buffer): StoredTile | null {
  if (data.length < 8 || !data.subarray(0, 4).equals(MAGIC)) return null;
  const length = data.readUInt32BE(4);
  if (8 + length > data.length) return null;
  try {
    const meta = JSON.parse(data.subarray(8, 8 + length).toString('utf8')) as TileMeta;
    if (typeof meta.contentType !== 'string' || typeof meta.etag !== 'string' || typeof meta.expires !== 'number') return null;
    return { ...meta, body: data.subarray(8 + length) };
  } catch {
    return null;
  }
}

/**
 * Tiles on disk under one folder (`<z>/<x>/<y>.tile`), bounded in bytes: past the bound the least recently
 * used tiles are deleted. The index of sizes is read from the folder once, oldest files first, so a restarted
 * console keeps its cache and its bound.
 */
export class TileCache {
  readonly #dir: string;
  readonly #maxBytes: number;
  /** Tile key → size in bytes, least recently used first. */
  readonly #index = new Map<string, number>();
  #total = 0;
  #scan: Promise<void> | null = null;

  constructor(dir: string, maxBytes: number) {
    this.#dir = dir;
    this.#maxBytes = maxBytes;
  }

  get totalBytes(): number {
    return this.#total;
  }

  get size(): number {
    return this.#index.size;
  }

  #path(key: string): string {
    return join(this.#dir, ...key.split('/')) + SUFFIX;
  }

  #ready(): Promise<void> {
    this.#scan ??= this.#readIndex();
    return this.#scan;
  }

  async #readIndex(): Promise<void> {
    const entries = await readdir(this.#dir, { recursive: true, withFileTypes: true }).catch(() => []);
    const files = await Promise.all(
      entries
        .filter((e) => e.isFile() && e.name.endsWith(SUFFIX))
        .map(async (e) => {
          const path = join(e.parentPath, e.name);
          const info = await stat(path).catch(() => null);
          return info ? { key: relative(this.#dir, path).slice(0, -SUFFIX.length).split(sep).join('/'), size: info.size, used: info.mtimeMs } : null;
        }),
    );
    for (const f of files.filter((x) => x !== null).sort((a, b) => a.used - b.used)) this.#remember(f.key, f.size);
    await this.#evict();
  }

  #remember(key: string, size: number): void {
    this.#total -= this.#index.get(key) ?? 0;
    this.#index.delete(key);
    this.#index.set(key, size);
    this.#total += size;
  }

  async get(key: string): Promise<StoredTile | null> {
    await this.#ready();
    if (!this.#index.has(key)) return null;
    const data = await readFile(this.#path(key)).catch(() => null);
    const tile = data ? decode(data) : null;
    if (!tile) {
      await this.#forget(key);
      return null;
    }
    this.#remember(key, data!.length);
    return tile;
  }

  async put(key: string, tile: StoredTile): Promise<void> {
    await this.#ready();
    const path = this.#path(key);
    const data = encode(tile);
    if (data.length > this.#maxBytes) return;
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed, so a reader never sees half a tile.
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, path);
    this.#remember(key, data.length);
    await this.#evict();
  }

  async #forget(key: string): Promise<void> {
    this.#total -= this.#index.get(key) ?? 0;
    this.#index.delete(key);
    await unlink(this.#path(key)).catch(() => undefined);
  }

  async #evict(): Promise<void> {
    if (this.#total <= this.#maxBytes) return;
    for (const key of this.#index.keys()) {
      if (this.#total <= this.#maxBytes * LOW_WATER) break;
      await this.#forget(key);
    }
  }
}
