import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What one state's form of the type pickers sent: its name (`part`), chips, text, button; all short. */
const TypePickerQuery = Type.Object(
  { part: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9.]{0,63}$' }) },
  { additionalProperties: Type.Union([Type.String({ maxLength: 1024 }), Type.Array(Type.String({ maxLength: 1024 }), { maxItems: 256 })]), maxProperties: 8 },
);

type Answer = (request: FastifyRequest, reply: FastifyReply, parts: { typePickers?: Record<string, unknown> }, status?: number) => Promise<unknown>;

/**
 * `/gallery/type-pickers`: the type pickers' forms without JavaScript (a GET, as a filter's form would be): the
 * gallery again with the state that sent it as the form left it (server/gallery/type-picker-samples.ts).
 */
export function typePickerGalleryRoutes(app: FastifyInstance, answer: Answer): void {
  app.get<{ Querystring: Record<string, unknown> }>('/gallery/type-pickers', { config: { routeId: 'gallery' }, schema: { querystring: TypePickerQuery } }, async (request, reply) =>
    answer(request, reply, { typePickers: request.query }),
  );
}
