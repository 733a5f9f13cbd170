import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { entityNotFound, forbidden } from '../http/api-error.ts';
import type { CustomerRow } from '../store/customers.ts';
import type { DeviceRow } from '../store/devices.ts';
import type { TenantRow } from '../store/tenants.ts';
import type { UserRow } from '../store/users.ts';
import { canAccessCustomer, canAccessOwned, canAccessTenant, canAccessUser } from './permissions.ts';
import type { Operation } from './permissions.ts';

/** Load-then-authorise, as the platform's checkXxxId helpers: 404 when missing, then 403 when not allowed. */
function check<T>(row: T | undefined, entity: string, id: string, allowed: (row: T) => boolean): T {
  if (row === undefined) throw entityNotFound(entity, id);
  if (!allowed(row)) throw forbidden();
  return row;
}

export function checkDevice(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): DeviceRow {
  return check(ctx.stores.devices.findById(id), 'Device', id, (row) => canAccessOwned(caller, operation, row));
}

export function checkCustomer(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): CustomerRow {
  return check(ctx.stores.customers.findById(id), 'Customer', id, (row) => canAccessCustomer(caller, operation, row));
}

export function checkUser(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): UserRow {
  return check(ctx.stores.users.findById(id), 'User', id, (row) => canAccessUser(caller, operation, row));
}

export function checkTenant(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): TenantRow {
  return check(ctx.stores.tenants.findById(id), 'Tenant', id, () => canAccessTenant(caller, operation, id));
}
