import type { AliasConfig, Json } from '../domain/dashboard/dashboard-config.ts';
import type { EntityFilter } from '../platform/types/entity-query.ts';
import type { EntityId } from '../platform/types/ids.ts';
import { bool, optionalText, record, text } from './json-read.ts';

/** Who is looking, for the pseudo entities (current tenant, customer, user, user's owner). */
export interface Viewer {
  authority: string;
  tenantId: string;
  customerId: string;
  userId: string;
}

export interface ResolvedAlias {
  /** null: the alias resolves to nothing now (a state entity alias on a state without an entity). */
  filter: EntityFilter | null;
  resolveMultiple: boolean;
}

const SEARCH_QUERIES = new Set(['relationsQuery', 'assetSearchQuery', 'deviceSearchQuery', 'entityViewSearchQuery', 'edgeSearchQuery']);
const PASSED_AS_IS = new Set(['entityList', 'entityName', 'entityType', 'assetType', 'deviceType', 'entityViewType', 'edgeType', 'apiUsageState']);
// Members of the alias filter that only the console reads.
const CONSOLE_MEMBERS = ['resolveMultiple', 'rootStateEntity', 'stateEntityParamName', 'defaultStateEntity'];

function entityId(value: unknown): EntityId | null {
  const r = record(value);
  const entityType = text(r.entityType);
  const id = text(r.id);
  return entityType && id ? { entityType, id } : null;
}

/** upstream's resolveAliasEntityId: the pseudo types become the viewer's own entities. */
export function realEntityId(id: EntityId, viewer: Viewer): EntityId {
  switch (id.entityType) {
    case 'CURRENT_TENANT': return { entityType: 'TENANT', id: viewer.tenantId };
    case 'CURRENT_CUSTOMER': return { entityType: 'CUSTOMER', id: viewer.customerId };
    case 'CURRENT_USER': return { entityType: 'USER', id: viewer.userId };
    case 'CURRENT_USER_OWNER':
      return viewer.authority === 'CUSTOMER_USER' ? { entityType: 'CUSTOMER', id: viewer.customerId } : { entityType: 'TENANT', id: viewer.tenantId };
    default: return id;
  }
}

/** The entity a state parameter names: `params[name].entityId`, or `params.entityId` without a name. */
export function stateEntityId(params: Json, paramName: string | null): EntityId | null {
  const holder = paramName ? record(params[paramName]) : params;
  return entityId(holder.entityId);
}

function withoutConsoleMembers(filter: Json): EntityFilter {
  const copy: Json = { ...filter };
  for (const member of CONSOLE_MEMBERS) delete copy[member];
  return copy as EntityFilter;
}

/**
 * The platform's entity filter for an entity alias (upstream's `resolveAliasFilter`): state entity aliases and
 * search queries rooted at the state entity read the current state's parameters, falling back to the alias's
 * default entity.
 */
export function resolveAlias(alias: AliasConfig | undefined, params: Json, viewer: Viewer): ResolvedAlias {
  if (!alias) return { filter: null, resolveMultiple: false };
  const f = alias.filter;
  const type = text(f.type);
  const resolveMultiple = bool(f.resolveMultiple, false);
  const fromState = () => stateEntityId(params, optionalText(f.stateEntityParamName)) ?? entityId(f.defaultStateEntity);
  const single = (id: EntityId | null): ResolvedAlias =>
    ({ filter: id ? { type: 'singleEntity', singleEntity: realEntityId(id, viewer) } : null, resolveMultiple });
  if (type === 'singleEntity') return single(entityId(f.singleEntity));
  if (type === 'stateEntity') return single(fromState());
  if (SEARCH_QUERIES.has(type)) {
    const root = bool(f.rootStateEntity, false) ? fromState() : entityId(f.rootEntity);
    if (!root) return { filter: null, resolveMultiple };
    return { filter: { ...withoutConsoleMembers(f), rootEntity: realEntityId(root, viewer) }, resolveMultiple };
  }
  if (type === 'apiUsageState' && viewer.authority === 'CUSTOMER_USER' && !f.customerId) {
    return { filter: { ...withoutConsoleMembers(f), customerId: { entityType: 'CUSTOMER', id: viewer.customerId } }, resolveMultiple };
  }
  if (PASSED_AS_IS.has(type)) return { filter: withoutConsoleMembers(f), resolveMultiple };
  return { filter: null, resolveMultiple };
}
