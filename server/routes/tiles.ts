import { Type } from '@sinclair/typebox';
import { isTileAddress } from '../tiles/tile-address.ts';
import { routePlugin } from '../route-plugin.ts';

const Coordinate = Type.String({ pattern: '^[0-9]{1,7}$' });

/**
 * `GET /tiles/{z}/{x}/{y}.png`: map tiles for the dashboards' maps, through the console's cache (never a
 * redirect to the provider: browsers here cannot reach it). Signed-in sessions only; not guarded as a page (no
 * access setting), so an image never becomes the address to return to after sign-in.
 */
export const tiles = routePlugin('tiles', async (app) => {
  app.get(
    '/tiles/:z/:x/:y.png',
    { schema: { params: Type.Object({ z: Coordinate, x: Coordinate, y: Coordinate }) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const service = app.mapTiles;
      const tile = { z: Number(request.params.z), x: Number(request.params.x), y: Number(request.params.y) };
      if (!service || !isTileAddress(tile)) return reply.code(404).send();
      if (!request.session.user || !request.session.tokens) return reply.code(401).send();
      const answer = await service.tile(tile);
      reply.header('cache-control', answer.cacheControl).type(answer.contentType);
      if (answer.etag) {
        reply.header('etag', answer.etag);
        if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
      }
      return reply.send(answer.body);
    },
  );
}, ['map-tiles']);
