import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { mapTilesFrom } from '../tiles/map-tiles.ts';
import type { TileService } from '../tiles/tile-service.ts';

/** The map tile proxy (server/tiles/) as the app's `mapTiles` decoration: null without MAP_TILE_URL. */
export const mapTiles = fp(async function mapTiles(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const tiles = mapTilesFrom(options.config, app.clock, app.log);
  app.decorate('mapTiles', tiles);
  app.addHook('onClose', async () => tiles?.close());
}, { name: 'map-tiles' });

declare module 'fastify' {
  interface FastifyInstance {
    /** Map tiles through the console (MAP_TILE_URL); null when unset. */
    mapTiles: TileService | null;
  }
}
