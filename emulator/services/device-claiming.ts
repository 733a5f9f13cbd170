import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { NULL_UUID } from '../lib/ids.ts';
import { isObject } from '../lib/json.ts';
import type { DeviceRow } from '../store/devices.ts';
import { deleteAttributes } from '../telemetry/telemetry-service.ts';
import type { TargetEntity } from '../telemetry/entity-access.ts';
import { valueText } from '../telemetry/values.ts';
import { auditData, auditEntityAction } from './audit-log.ts';
import { deviceTarget } from './audit-targets.ts';

/**
 * The device's claim offer: the `claimingData` server attribute `{secretKey, expirationTime}`, which the platform
 * reads when its claim cache has nothing (the device transport's claim request is not emulated).
 */
const CLAIM_DATA = 'claimingData';

export type ClaimResponse = 'SUCCESS' | 'FAILURE' | 'CLAIMED';

interface ClaimData {
  secretKey: string;
  expirationTime: number;
}

function claimDataOf(ctx: EmulatorContext, device: DeviceRow): ClaimData | null {
  const attribute = ctx.stores.attributes.get(device.id, 'SERVER_SCOPE', CLAIM_DATA);
  if (!attribute) return null;
  let data: unknown;
  try {
    data = JSON.parse(valueText(attribute.value));
  } catch {
    return null;
  }
  if (!isObject(data)) return null;
  return {
    secretKey: typeof data.secretKey === 'string' ? data.secretKey : '',
    expirationTime: typeof data.expirationTime === 'number' ? data.expirationTime : 0,
  };
}

const target = (device: DeviceRow): TargetEntity =>
  ({ entityType: 'DEVICE', id: device.id, tenantId: device.tenant_id, customerId: device.customer_id, name: device.name });

/** Both keys empty, or equal. */
const sameSecret = (given: string, offered: string) => (given === '' && offered === '') || given === offered;

/** POST /api/customer/device/{deviceName}/claim: the device goes to the caller's customer if its offer matches. */
export function claimDevice(
  ctx: EmulatorContext, caller: Caller, device: DeviceRow, secretKey: string, now = Date.now(),
): { device: DeviceRow | null; response: ClaimResponse } {
  const unowned = device.customer_id === NULL_UUID;
  const offer = claimDataOf(ctx, device);
  if (offer === null) return { device: null, response: unowned ? 'FAILURE' : 'CLAIMED' };
  if (now > offer.expirationTime || !sameSecret(secretKey, offer.secretKey)) return { device: null, response: 'FAILURE' };
  return transaction(ctx.db, () => {
    deleteAttributes(ctx, target(device), 'SERVER_SCOPE', [CLAIM_DATA]);
    if (!unowned) return { device: null, response: 'CLAIMED' as const };
    ctx.stores.devices.setCustomer(device.id, caller.customerId);
    const claimed = { ...device, customer_id: caller.customerId };
    const customer = ctx.stores.customers.findById(caller.customerId);
    auditEntityAction(ctx, caller, deviceTarget(claimed), 'ASSIGNED_TO_CUSTOMER',
      auditData.assigned(device.id, caller.customerId, customer?.title ?? ''));
    return { device: claimed, response: 'SUCCESS' as const };
  });
}

/** DELETE /api/customer/device/{deviceName}/claim: whoever owns the device gives it back to the tenant. */
export function reclaimDevice(ctx: EmulatorContext, caller: Caller, device: DeviceRow): void {
  if (device.customer_id === NULL_UUID) return;
  const customer = ctx.stores.customers.findById(device.customer_id);
  ctx.stores.devices.setCustomer(device.id, NULL_UUID);
  auditEntityAction(ctx, caller, deviceTarget(device), 'UNASSIGNED_FROM_CUSTOMER',
    auditData.unassigned(device.id, device.customer_id, customer?.title ?? ''));
}
