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

export function unassignFromEdge(ctx: EmulatorContext, edgeId: string, entityType: EntityType, id: string): void {
  ctx.stores.relations.delete({ entityType: 'EDGE', id: edgeId }, { entityType, id }, CONTAINS, EDGE_GROUP);
}
