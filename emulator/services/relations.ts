import { badRequest } from '../http/api-error.ts';
import { entityRefField } from '../http/body.ts';
import { writeJson } from '../lib/json.ts';
import type { EntityRef, RelationRow } from '../store/relations.ts';
import { validateFields } from '../validation/fields.ts';
import { typeGroupOf } from './relation-types.ts';

/**
 * Binds and validates POST /api/relation in the controller's order: permission on each end (via `checkEnd`,
 * which also refuses a missing end), then the service's relation validation.
 */
export function parseRelationBody(body: Record<string, unknown>, checkEnd: (entity: EntityRef) => void): RelationRow {
  const from: EntityRef | null = entityRefField(body, 'from');
  const to: EntityRef | null = entityRefField(body, 'to');
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
