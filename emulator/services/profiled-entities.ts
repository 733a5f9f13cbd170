import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';
import { idField, stringField } from '../http/body.ts';
import { NULL_UUID } from '../lib/ids.ts';
import type { Operation } from '../security/permissions.ts';
import { isEmpty, validateFields } from '../validation/fields.ts';
import { authorizeSave, checkEntityLimit, validateOwnerCustomer } from './owned-entities.ts';

/** Devices and assets: entities with a profile, whose saves check the same things in the same order. */
export interface ProfiledKind {
  noun: 'device' | 'asset';
  check(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): unknown;
  /** Tenant profile limit on creation, e.g. `maxDevices`. */
  limitKey: string;
  countByTenant(ctx: EmulatorContext, tenantId: string): number;
}

/**
 * The checks a device or asset save starts with (rights, field lengths, name, owner customer, the tenant's limit)
 * and the members they read.
 */
export function bindProfiledSave(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>, kind: ProfiledKind) {
  const id = idField(body, 'id');
  authorizeSave(caller, id, (entityId) => kind.check(ctx, caller, entityId, 'WRITE'));
  const tenantId = caller.tenantId;
  const name = stringField(body, 'name');
  const type = stringField(body, 'type');
  const label = stringField(body, 'label');
  const customerId = idField(body, 'customerId') ?? NULL_UUID;
  validateFields({ name, type, label });
  if (isEmpty(name) || name.trim() === '') {
    throw badRequest(`${kind.noun.charAt(0).toUpperCase()}${kind.noun.slice(1)} name should be specified!`);
  }
  validateOwnerCustomer(ctx, tenantId, customerId, kind.noun);
  if (id === null) checkEntityLimit(ctx, tenantId, kind.limitKey, kind.countByTenant(ctx, tenantId), `${kind.noun}s`);
  return { id, tenantId, name, type, label, customerId };
}
