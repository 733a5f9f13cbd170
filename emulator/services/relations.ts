import { badRequest, general } from '../http/api-error.ts';
import { isUuid } from '../lib/ids.ts';
import { isObject, writeJson } from '../lib/json.ts';
import { ENTITY_TYPES } from '../routes/entity-types.ts';
import type { EntityRef, RelationRow } from '../store/relations.ts';
import { validateFields } from '../validation/fields.ts';
import { typeGroupOf } from './relation-types.ts';

/** A polymorphic EntityId member: Jackson needs both `entityType` and `id`. */
function endOf(body: Record<string, unknown>, name: 'from' | 'to'): EntityRef | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (!isObject(value) || typeof value.entityType !== 'string' || typeof value.id !== 'string') {
    throw general('JSON parse error: Cannot deserialize value of type `org.thingsboard.server.common.data.id.EntityId`');
  }
  if (!ENTITY_TYPES.includes(value.entityType)) {
    throw general(`JSON parse error: No enum constant org.thingsboard.server.common.data.EntityType.${value.entityType}`);
  }
  if (!isUuid(value.id)) throw general(`JSON parse error: Invalid UUID string: ${value.id}`);
  return { entityType: value.entityType, id: value.id.toLowerCase() };
}

/**
 * Binds and validates POST /api/relation in the controller's order: permission on each end (via `checkEnd`,
 * which also refuses a missing end), then the service's relation validation.
 */
export function parseRelationBody(body: Record<string, unknown>, checkEnd: (entity: EntityRef) => void): RelationRow {
  const from = endOf(body, 'from');
  const to = endOf(body, 'to');
  const type = typeof body.type === 'string' ? body.type : body.type === undefined || body.type === null ? null : String(body.type);
  const typeGroup = typeGroupOf(typeof body.typeGroup === 'string' ? body.typeGroup : undefined);
  if (from === null) throw badRequest("Parameter entityId can't be empty!");
  checkEnd(from);
  if (to === null) throw badRequest("Parameter entityId can't be empty!");
  checkEnd(to);
  validateFields({ type });
  if (type === null || type === '') throw badRequest('Relation type should be specified!');
  return {
    from_id: from.id, from_type: from.entityType, to_id: to.id, to_type: to.entityType,
    relation_type_group: typeGroup, relation_type: type, additional_info: writeJson(body.additionalInfo),
  };
}
