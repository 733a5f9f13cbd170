import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { isUniqueViolation, transaction } from '../db/open.ts';
import { badRequest, forbidden } from '../http/api-error.ts';
import { idField, stringField } from '../http/body.ts';
import { NULL_UUID, createdTimeOf, timeUuid } from '../lib/ids.ts';
import { writeJson } from '../lib/json.ts';
import { randomAlphanumeric } from '../lib/random.ts';
import { checkDevice } from '../security/checks.ts';
import type { DeviceRow } from '../store/devices.ts';
import { isEmpty, validateFields } from '../validation/fields.ts';
import { registerCredentials } from './device-credentials.ts';
import { resolveDeviceProfile, syncDeviceData } from './device-profiles.ts';

function validateCustomer(ctx: EmulatorContext, tenantId: string, customerId: string): void {
  if (customerId === NULL_UUID) return;
  const customer = ctx.stores.customers.findById(customerId);
  if (!customer) throw badRequest("Can't assign device to non-existent customer!");
  if (customer.tenant_id !== tenantId) throw badRequest("Can't assign device to customer from different tenant!");
}

function checkDeviceLimit(ctx: EmulatorContext, tenantId: string): void {
  const max = ctx.stores.tenantProfiles.configurationValueOfTenant(tenantId, 'maxDevices');
  if (typeof max === 'number' && max > 0 && ctx.stores.devices.countByTenant(tenantId) >= max) {
    throw badRequest(`Can't create more then ${max} devices!`);
  }
}

/** POST /api/device: create (tenant admins only) or update, with profile resolution and a first token. */
export function saveDevice(
  ctx: EmulatorContext,
  caller: Caller,
  body: Record<string, unknown>,
  accessToken: string | undefined,
): DeviceRow {
  const id = idField(body, 'id');
  if (id !== null) checkDevice(ctx, caller, id, 'WRITE');
  else if (caller.authority !== 'TENANT_ADMIN') throw forbidden();
  const tenantId = caller.tenantId;
  const name = stringField(body, 'name');
  const type = stringField(body, 'type');
  const label = stringField(body, 'label');
  const customerId = idField(body, 'customerId') ?? NULL_UUID;
  validateFields({ name, type, label });
  if (isEmpty(name) || name.trim() === '') throw badRequest('Device name should be specified!');
  validateCustomer(ctx, tenantId, customerId);
  if (id === null) checkDeviceLimit(ctx, tenantId);
  return transaction(ctx.db, () => {
    const profile = resolveDeviceProfile(ctx, tenantId, idField(body, 'deviceProfileId'), type);
    const deviceId = id ?? timeUuid();
    const row: DeviceRow = {
      id: deviceId,
      created_time: createdTimeOf(deviceId),
      tenant_id: tenantId,
      customer_id: customerId,
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
    try {
      ctx.stores.devices.save(row);
    } catch (error) {
      if (isUniqueViolation(error, 'device.tenant_id, device.name')) {
        throw badRequest('Device with such name already exists!');
      }
      throw error;
    }
    if (id === null) {
      registerCredentials(ctx, {
        deviceId,
        credentialsType: 'ACCESS_TOKEN',
        credentialsId: accessToken || randomAlphanumeric(20),
        credentialsValue: null,
      });
    }
    return row;
  });
}
