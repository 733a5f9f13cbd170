import type { EmulatorContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';
import { SNMP_DEVICE_DEFAULTS } from './snmp-device-transport.ts';
import { isObject } from '../lib/json.ts';
import type { DeviceProfileRow } from '../store/device-profiles.ts';

/**
 * The profile a saved device ends up with: the given id, else the profile named by `type` (created when
 * missing), else the tenant's default profile.
 */
export function resolveDeviceProfile(
  ctx: EmulatorContext,
  tenantId: string,
  deviceProfileId: string | null,
  type: string | null,
): DeviceProfileRow {
  const { deviceProfiles } = ctx.stores;
  if (deviceProfileId !== null) {
    const profile = deviceProfiles.findById(deviceProfileId);
    if (!profile || profile.tenant_id !== tenantId) {
      throw badRequest('Device is referencing non existing device profile!');
    }
    return profile;
  }
  if (type !== null && type !== '') {
    return (
      deviceProfiles.findByName(tenantId, type) ??
      deviceProfiles.create({ tenantId, name: type, description: 'Default device profile', isDefault: type === 'default' })
    );
  }
  const fallback = deviceProfiles.findDefault(tenantId);
  if (!fallback) throw badRequest('Device is referencing non existing device profile!');
  return fallback;
}

/** Keeps deviceData in step with the profile: configuration and transport types follow the profile. */
export function syncDeviceData(profile: DeviceProfileRow, deviceData: unknown) {
  const data = isObject(deviceData) ? deviceData : {};
  const follow = (current: unknown, type: string) =>
    isObject(current) && current.type === type && type !== 'DEFAULT' ? current : type === 'SNMP' ? { ...SNMP_DEVICE_DEFAULTS } : { type };
  return {
    configuration: follow(data.configuration, profile.type),
    transportConfiguration: follow(data.transportConfiguration, profile.transport_type),
  };
}
