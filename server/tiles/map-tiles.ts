import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { PROJECT_ROOT } from '../project-root.ts';
import { TileService } from './tile-service.ts';

function version(): string {
  try {
    return String((JSON.parse(readFileSync(`${PROJECT_ROOT}package.json`, 'utf8')) as { version?: unknown }).version ?? '0');
  } catch {
    return '0';
  }
}

/** The console's tile service when MAP_TILE_URL is set; without it the console fetches nothing from the internet. */
export function mapTilesFrom(config: Config, clock: Clock, log: FastifyBaseLogger): TileService | null {
  if (!config.MAP_TILE_URL) return null;
  const contact = config.PUBLIC_URL ? `; +${config.PUBLIC_URL}` : '';
  return new TileService({
    template: config.MAP_TILE_URL,
    attribution: config.MAP_TILE_ATTRIBUTION,
    cacheDir: join(config.DATA_DIR, 'tiles'),
    cacheBytes: config.MAP_TILE_CACHE_MB * 1024 * 1024,
    userAgent: `Floorboard/${version()} (IoT web console, map tile proxy${contact})`,
    clock,
    log,
  });
}
