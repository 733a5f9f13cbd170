import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { autocompleteGallery, GATEWAY_CREATE, type AutocompleteGalleryState } from '../gallery/autocomplete-samples.ts';
import { createGateway } from '../tables/gateways.ts';

type Answer = (request: FastifyRequest, reply: FastifyReply, parts: { autocompletes: AutocompleteGalleryState }, status?: number) => Promise<unknown>;
const GatewayBody = Type.Object({ name: Type.String({ maxLength: 255, default: '' }), _csrf: Type.Optional(Type.String()) });

/**
 * The gateway select's confirmed 'create new' in the gallery: a new gateway device, then the gallery with it chosen;
 * a name already taken (or none) comes back to the select with the error and the name kept.
 */
export function galleryAutocompleteRoutes(app: FastifyInstance, answer: Answer): void {
  app.post<{ Body: { name: string } }>(GATEWAY_CREATE, { config: { routeId: 'gallery' }, schema: { body: GatewayBody } }, async (request, reply) => {
    const created = await createGateway(request, request.body.name);
    if (created.ok) return reply.redirectTo(`/gallery?${new URLSearchParams({ gateway: created.gateway.id })}#gateway-select-filled`);
    const autocompletes = await autocompleteGallery(request, {}, { name: request.body.name, key: created.key });
    return answer(request, reply, { autocompletes }, 400);
  });
}
