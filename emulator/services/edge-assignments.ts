import type { EmulatorContext } from '../context.ts';
import type { EntityType } from '../lib/ids.ts';

const EDGE_GROUP = 'EDGE';
const CONTAINS = 'Contains';

/** An edge owns what is assigned to it through an EDGE-group `Contains` relation, as the platform stores it. */
export function assignToEdge(ctx: EmulatorContext, edgeId: string, entityType: EntityType, id: string): void {
  ctx.stores.relations.save({
    from_id: edgeId, from_type: 'EDGE', to_id: id, to_type: entityType,
    relation_type_group: EDGE_GROUP, relation_type: CONTAINS, additional_info: null,
  });
}

/**
 * What the platform queues for an edge when an entity is assigned to it or taken off it through the REST API: an edge
 * event of the entity's type and the action, without a body (3.4.4's notifyAssignOrUnassignEntityToEdge). The edge
 * reads it once it connects; none ever connects to the emulator, so the events stay queued.
 */
export function queueAssignmentEvent(ctx: EmulatorContext, edge: { id: string; tenant_id: string }, entityType: EntityType, id: string, assign: boolean): void {
  ctx.stores.edgeEvents.insert({
    tenantId: edge.tenant_id, edgeId: edge.id, type: entityType, action: assign ? 'ASSIGNED_TO_EDGE' : 'UNASSIGNED_FROM_EDGE', entityId: id, body: null,
  });
}

export function unassignFromEdge(ctx: EmulatorContext, edgeId: string, entityType: EntityType, id: string): void {
  ctx.stores.relations.delete({ entityType: 'EDGE', id: edgeId }, { entityType, id }, CONTAINS, EDGE_GROUP);
}
