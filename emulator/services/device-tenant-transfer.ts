import type { EmulatorContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { badRequest } from '../http/api-error.ts';
import { NULL_UUID } from '../lib/ids.ts';
import { readJson } from '../lib/json.ts';
import type { DeviceRow } from '../store/devices.ts';
import { createEventStore } from '../store/events.ts';
import type { TenantRow } from '../store/tenants.ts';
import { resolveDeviceProfile, syncDeviceData } from './device-profiles.ts';
import { deleteRelationsOf, saveUnique } from './owned-entities.ts';

/** A package the device keeps must belong to its new tenant, as the device validator demands on any save. */
function checkPackage(ctx: EmulatorContext, packageId: string | null, tenantId: string, kind: 'firmware' | 'software') {
  if (packageId === null) return;
  const otaPackage = ctx.stores.otaPackages.findById(packageId);
  if (!otaPackage) throw badRequest(`Can't assign non-existent ${kind}!`);
  if (otaPackage.tenant_id !== tenantId) throw badRequest(`Can't assign ${kind} from different tenant!`);
}

/**
 * Moves a device to another tenant (`POST /api/tenant/{tenantId}/device/{deviceId}`): it leaves its customer,
 * loses its events and every relation (edge assignments are EDGE-group relations, so they go too) and gets the
 * new tenant's profile of the same name, created when the tenant has none. Credentials, attributes and time
 * series stay with the device id; alarms stay where they were raised.
 */
export function transferDeviceToTenant(ctx: EmulatorContext, device: DeviceRow, tenant: TenantRow): DeviceRow {
  const { devices, entityViews } = ctx.stores;
  if (entityViews.existsForEntity(device.id)) {
    throw badRequest("Can't assign device that has entity views to another tenant!");
  }
  return transaction(ctx.db, () => {
    createEventStore(ctx.db).clear({ tenantId: device.tenant_id, entityId: device.id, eventType: null, startTime: null, endTime: null, match: {} });
    deleteRelationsOf(ctx, 'DEVICE', device.id);
    const profile = resolveDeviceProfile(ctx, tenant.id, null, device.type);
    checkPackage(ctx, device.firmware_id, tenant.id, 'firmware');
    checkPackage(ctx, device.software_id, tenant.id, 'software');
    const moved: DeviceRow = {
      ...device,
      tenant_id: tenant.id,
      customer_id: NULL_UUID,
      type: profile.name,
      device_profile_id: profile.id,
      device_data: JSON.stringify(syncDeviceData(profile, readJson(device.device_data))),
    };
    saveUnique(() => devices.save(moved), { 'device.tenant_id, device.name': 'Device with such name already exists!' });
    return moved;
  });
}
