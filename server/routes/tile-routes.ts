import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { isTileAddress } from '../tiles/tile-address.ts';

const Coordinate = Type.String({ pattern: '^[0-9]{1,7}$' });

/**
 * `GET /tiles/{z}/{x}/{y}.png`: map tiles for the dashboards' maps, through the console's cache (never a
 * redirect to the provider: browsers here cannot reach it). Signed-in sessions only; not guarded as a page, so
 * an image never becomes the address to return to after sign-in.
 */
export async function tileRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { z: string; x: string; y: string } }>(
    '/tiles/:z/:x/:y.png',
    { schema: { params: Type.Object({ z: Coordinate, x: Coordinate, y: Coordinate }) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const tiles = app.mapTiles;
      const tile = { z: Number(request.params.z), x: Number(request.params.x), y: Number(request.params.y) };
      if (!tiles || !isTileAddress(tile)) return reply.code(404).send();
      if (!request.session.user || !request.session.tokens) return reply.code(401).send();
      const answer = await tiles.tile(tile);
      reply.header('cache-control', answer.cacheControl).type(answer.contentType);
      if (answer.etag) {
        reply.header('etag', answer.etag);
        if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
      }
      return reply.send(answer.body);
    },
  );
}
