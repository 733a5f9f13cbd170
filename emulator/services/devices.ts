import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { idField } from '../http/body.ts';
import { writeJson } from '../lib/json.ts';
import { randomAlphanumeric } from '../lib/random.ts';
import { checkDevice } from '../security/checks.ts';
import type { DeviceRow } from '../store/devices.ts';
import { registerCredentials } from './device-credentials.ts';
import { checkDevicePackages } from './device-ota-check.ts';
import { resolveDeviceProfile, syncDeviceData } from './device-profiles.ts';
import { checkDeviceTransport } from './snmp-device-transport.ts';
import { ownedRowKey, saveUnique } from './owned-entities.ts';
import { bindProfiledSave } from './profiled-entities.ts';
import type { ProfiledKind } from './profiled-entities.ts';

const DEVICE: ProfiledKind = {
  noun: 'device',
  check: checkDevice,
  limitKey: 'maxDevices',
  countByTenant: (ctx, tenantId) => ctx.stores.devices.countByTenant(tenantId),
};

/** POST /api/device: create (tenant admins only) or update, with profile resolution and a first token. */
export function saveDevice(
  ctx: EmulatorContext,
  caller: Caller,
  body: Record<string, unknown>,
  accessToken: string | undefined,
): DeviceRow {
  const { id, tenantId, name, type, label, customerId } = bindProfiledSave(ctx, caller, body, DEVICE);
  checkDeviceTransport(body.deviceData);
  return transaction(ctx.db, () => {
    const profile = resolveDeviceProfile(ctx, tenantId, idField(body, 'deviceProfileId'), type);
    const row: DeviceRow = {
      ...ownedRowKey(id, tenantId, customerId),
      name,
      type: profile.name,
      label,
      device_profile_id: profile.id,
      device_data: JSON.stringify(syncDeviceData(profile, body.deviceData)),
      firmware_id: idField(body, 'firmwareId'),
      software_id: idField(body, 'softwareId'),
      external_id: idField(body, 'externalId'),
      additional_info: writeJson(body.additionalInfo),
    };
    checkDevicePackages(ctx, row);
    saveUnique(() => ctx.stores.devices.save(row), { 'device.tenant_id, device.name': 'Device with such name already exists!' });
    if (id === null) {
      registerCredentials(ctx, {
        deviceId: row.id,
        credentialsType: 'ACCESS_TOKEN',
        credentialsId: accessToken || randomAlphanumeric(20),
        credentialsValue: null,
      });
    }
    return row;
  });
}
