import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { entityNotFound, forbidden } from '../http/api-error.ts';
import type { ApiUsageStateRow } from '../store/api-usage-states.ts';
import type { AssetProfileRow } from '../store/asset-profiles.ts';
import type { AssetRow } from '../store/assets.ts';
import type { DeviceProfileRow } from '../store/device-profiles.ts';
import type { EdgeRow } from '../store/edges.ts';
import type { EntityViewRow } from '../store/entity-views.ts';
import type { TenantProfileRow } from '../store/tenant-profiles.ts';
import { canAccessOwned } from './permissions.ts';
import type { Operation } from './permissions.ts';

/** Load-then-authorise: 404 with the typed message when missing, then 403 when not allowed. */
function check<T>(row: T | undefined, entity: string, id: string, allowed: (row: T) => boolean): T {
  if (row === undefined) throw entityNotFound(entity, id);
  if (!allowed(row)) throw forbidden();
  return row;
}

/** Device and asset profiles: the tenant admin owns its tenant's, customer users may only read them. */
function canAccessProfile(caller: Caller, operation: Operation, tenantId: string): boolean {
  if (caller.authority === 'TENANT_ADMIN') return tenantId === caller.tenantId;
  return caller.authority === 'CUSTOMER_USER' && operation === 'READ' && tenantId === caller.tenantId;
}

export function checkAsset(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): AssetRow {
  return check(ctx.stores.assets.findById(id), 'Asset', id, (row) => canAccessOwned(caller, operation, row));
}

export function checkEntityView(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): EntityViewRow {
  return check(ctx.stores.entityViews.findById(id), 'Entity view', id, (row) => canAccessOwned(caller, operation, row));
}

export function checkEdge(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): EdgeRow {
  return check(ctx.stores.edges.findById(id), 'Edge', id, (row) => canAccessOwned(caller, operation, row));
}

export function checkDeviceProfile(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): DeviceProfileRow {
  return check(ctx.stores.deviceProfiles.findById(id), 'Device profile', id, (row) =>
    canAccessProfile(caller, operation, row.tenant_id));
}

export function checkAssetProfile(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): AssetProfileRow {
  return check(ctx.stores.assetProfiles.findById(id), 'Asset profile', id, (row) =>
    canAccessProfile(caller, operation, row.tenant_id));
}

export function checkTenantProfile(ctx: EmulatorContext, caller: Caller, id: string): TenantProfileRow {
  return check(ctx.stores.tenantProfiles.findById(id), 'Tenant profile', id, () => caller.authority === 'SYS_ADMIN');
}

/** The usage state is the tenant admin's (contract 4.0); customer users and the sysadmin have no access. */
export function checkApiUsageState(ctx: EmulatorContext, caller: Caller, id: string): ApiUsageStateRow {
  return check(ctx.stores.apiUsageStates.findById(id), 'Api usage state', id, (row) =>
    caller.authority === 'TENANT_ADMIN' && row.tenant_id === caller.tenantId);
}
