import type { FastifyRequest } from 'fastify';
import { SUBTYPE_KIND_OF, type SubtypeKind } from '../domain/pickers/type-pickers.ts';
import { assetsApi } from '../platform/api/assets.ts';
import { devicesApi } from '../platform/api/devices.ts';
import { edgesApi } from '../platform/api/edges.ts';
import { entityViewsApi } from '../platform/api/entity-views.ts';
import { cachedForTenant, dropForTenant } from './tenant-list-cache.ts';
import { dropFilterChoices } from './pickers.ts';
import { SessionEndedError } from '../platform/platform-error.ts';

/** Where each kind's sub-types come from (each kind's types call in the platform API areas). */
const SOURCES: Record<SubtypeKind, (request: FastifyRequest) => Promise<{ type: string }[]>> = {
  asset: (request) => assetsApi.getAssetTypes(request.platform),
  device: (request) => devicesApi.getDeviceTypes(request.platform),
  entityView: (request) => entityViewsApi.getEntityViewTypes(request.platform),
  edge: (request) => edgesApi.getEdgeTypes(request.platform),
};

const subtypesList = (kind: SubtypeKind) => `subtypes/${kind}`;

async function load(request: FastifyRequest, kind: SubtypeKind): Promise<string[]> {
  return [...new Set((await SOURCES[kind](request)).map((s) => s.type))].sort((a, b) => a.localeCompare(b));
}

/**
 * The sub-types of a kind the tenant has, each once, sorted: a type filter's choices, a type field's suggestions.
 * Kept a short while per tenant (tenant-list-cache.ts); a failed list is an empty one (spec §8).
 */
export async function subtypes(request: FastifyRequest, kind: SubtypeKind): Promise<string[]> {
  const tenantId = request.session.user?.tenantId;
  const own = () => load(request, kind);
  // A shared load that failed may have failed for another user's session: this request asks for itself once.
  const list = tenantId ? cachedForTenant(tenantId, subtypesList(kind), own).catch(own) : own();
  // An ended session still leads to the sign-in page.
  return list.catch((err: unknown) => {
    if (err instanceof SessionEndedError) throw err;
    return [];
  });
}

/**
 * An entity was saved: its kind's sub-types are fetched again on next use (spec §4: assetSaved, deviceSaved, ...), and
 * so are the list filters' choices that list its type (a profile's).
 */
export function entitySaved(request: FastifyRequest, entityType: string): void {
  const tenantId = request.session.user?.tenantId;
  if (!tenantId) return;
  const kind = SUBTYPE_KIND_OF[entityType];
  if (kind) dropForTenant(tenantId, subtypesList(kind));
  dropFilterChoices(tenantId, entityType);
}
