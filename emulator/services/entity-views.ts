import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';
import { entityRefField, idField, stringField } from '../http/body.ts';
import { NULL_UUID } from '../lib/ids.ts';
import { writeJson } from '../lib/json.ts';
import { checkEntity } from '../security/entity-access.ts';
import { checkEntityView } from '../security/entity-checks.ts';
import type { EntityViewRow } from '../store/entity-views.ts';
import { isEmpty, validateFields } from '../validation/fields.ts';
import { authorizeSave, deleteWithRelations, longField, ownedRowKey, saveUnique, validateOwnerCustomer } from './owned-entities.ts';

/** POST /api/entityView: create (tenant admins only) or update. The viewed entity must be readable. */
export function saveEntityView(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>): EntityViewRow {
  const id = idField(body, 'id');
  authorizeSave(caller, id, (viewId) => checkEntityView(ctx, caller, viewId, 'WRITE'));
  const tenantId = caller.tenantId;
  const name = stringField(body, 'name');
  const type = stringField(body, 'type');
  const viewed = entityRefField(body, 'entityId');
  const customerId = idField(body, 'customerId') ?? NULL_UUID;
  const startTs = longField(body, 'startTimeMs');
  const endTs = longField(body, 'endTimeMs');
  validateFields({ name, type });
  if (isEmpty(name)) throw badRequest('Entity view name should be specified!');
  if (isEmpty(type)) throw badRequest('Entity view type should be specified!');
  if (viewed === null) throw badRequest("Parameter entityId can't be empty!");
  checkEntity(ctx, caller, viewed, 'READ');
  validateOwnerCustomer(ctx, tenantId, customerId, 'entity view');
  const row: EntityViewRow = {
    ...ownedRowKey(id, tenantId, customerId),
    entity_type: viewed.entityType,
    entity_id: viewed.id,
    name,
    type,
    keys: writeJson(body.keys),
    start_ts: startTs,
    end_ts: endTs,
    external_id: idField(body, 'externalId'),
    additional_info: writeJson(body.additionalInfo),
  };
  saveUnique(() => ctx.stores.entityViews.save(row), {
    'entity_view.tenant_id, entity_view.name': 'Entity view with such name already exists!',
  });
  return row;
}

export function deleteEntityView(ctx: EmulatorContext, view: EntityViewRow): void {
  deleteWithRelations(ctx, 'ENTITY_VIEW', view.id, ctx.stores.entityViews.delete);
}
