import type { FastifyRequest } from 'fastify';
import type { SubtypeKind } from '../domain/compound-fields.ts';
import { edgesApi } from '../platform/api/edges.ts';
import { entityViewsApi } from '../platform/api/entity-views.ts';

/** Where each kind's sub-types come from (each kind's types call in the platform API areas). */
const SOURCES: Record<SubtypeKind, (request: FastifyRequest) => Promise<{ type: string }[]>> = {
  entityView: (request) => entityViewsApi.getEntityViewTypes(request.platform),
  edge: (request) => edgesApi.getEdgeTypes(request.platform),
};

/** The sub-types of a kind the tenant has, each once, sorted: a type filter's choices, a type field's suggestions. */
export async function subtypes(request: FastifyRequest, kind: SubtypeKind): Promise<string[]> {
  return [...new Set((await SOURCES[kind](request)).map((s) => s.type))].sort((a, b) => a.localeCompare(b));
}
