import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { badRequest } from '../http/api-error.ts';
import { idField, stringField } from '../http/body.ts';
import { isObject } from '../lib/json.ts';
import { checkDeviceProfile } from '../security/entity-checks.ts';
import { defaultProfileData } from '../store/device-profiles.ts';
import type { DeviceProfileRow } from '../store/device-profiles.ts';
import { isEmpty, validateFields } from '../validation/fields.ts';
import { checkDeviceProfilePackages } from './device-ota-check.ts';
import { booleanField, enumField, saveUnique, tenantRowKey } from './owned-entities.ts';
import { deleteProfile, refuseAnotherDefault } from './profile-lifecycle.ts';
import { validateDefaultReferences, validateQueueName } from './profile-references.ts';

const PACKAGE = 'org.thingsboard.server.common.data';
const PROFILE_TYPES = ['DEFAULT'];
export const TRANSPORT_TYPES = ['DEFAULT', 'MQTT', 'COAP', 'LWM2M', 'SNMP'];
const PROVISION_TYPES = ['DISABLED', 'ALLOW_CREATE_NEW_DEVICES', 'CHECK_PRE_PROVISIONED_DEVICES'];

/** profileData as sent, with the parts the platform always has filled in (and typed like the profile). */
function profileDataOf(body: Record<string, unknown>, transportType: string, provisionType: string) {
  const sent = isObject(body.profileData) ? body.profileData : {};
  const base = defaultProfileData(null);
  const transport = isObject(sent.transportConfiguration) && sent.transportConfiguration.type === transportType
    ? sent.transportConfiguration
    : { type: transportType };
  const provision = isObject(sent.provisionConfiguration) && sent.provisionConfiguration.type === provisionType
    ? sent.provisionConfiguration
    : { type: provisionType, provisionDeviceSecret: null };
  return {
    configuration: isObject(sent.configuration) ? sent.configuration : base.configuration,
    transportConfiguration: transport,
    provisionConfiguration: provision,
    alarms: Array.isArray(sent.alarms) ? sent.alarms : null,
  };
}

/** POST /api/deviceProfile with the platform's validation order and messages. */
export function saveDeviceProfile(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>): DeviceProfileRow {
  const { deviceProfiles } = ctx.stores;
  const type = enumField(body, 'type', `${PACKAGE}.DeviceProfileType`, PROFILE_TYPES);
  const transportType = enumField(body, 'transportType', `${PACKAGE}.DeviceTransportType`, TRANSPORT_TYPES);
  const provisionType = enumField(body, 'provisionType', `${PACKAGE}.DeviceProfileProvisionType`, PROVISION_TYPES);
  const id = idField(body, 'id');
  const defaultRuleChainId = idField(body, 'defaultRuleChainId');
  const defaultDashboardId = idField(body, 'defaultDashboardId');
  const existing = id === null ? undefined : checkDeviceProfile(ctx, caller, id, 'WRITE');
  const name = stringField(body, 'name');
  const description = stringField(body, 'description');
  const defaultQueueName = stringField(body, 'defaultQueueName');
  const provisionDeviceKey = stringField(body, 'provisionDeviceKey');
  const isDefault = booleanField(body, 'default');
  validateFields({ name, description });
  if (isEmpty(name)) throw badRequest('Device profile name should be specified!');
  if (type === null) throw badRequest('Device profile type should be specified!');
  if (transportType === null) throw badRequest('Device profile transport type should be specified!');
  if (isDefault) refuseAnotherDefault(deviceProfiles.findDefault(caller.tenantId), id, 'device');
  validateQueueName(ctx, caller, defaultQueueName, 'Device profile');
  validateDefaultReferences(ctx, caller.tenantId, defaultRuleChainId, defaultDashboardId);
  const provision = provisionType ?? 'DISABLED';
  const row: DeviceProfileRow = {
    ...tenantRowKey(id, caller.tenantId),
    name,
    description,
    image: stringField(body, 'image'),
    is_default: isDefault ? 1 : 0,
    type,
    transport_type: transportType,
    provision_type: provision,
    default_rule_chain_id: defaultRuleChainId,
    default_dashboard_id: defaultDashboardId,
    default_queue_name: defaultQueueName,
    provision_device_key: isEmpty(provisionDeviceKey) ? null : provisionDeviceKey,
    firmware_id: idField(body, 'firmwareId'),
    software_id: idField(body, 'softwareId'),
    external_id: idField(body, 'externalId'),
    profile_data: JSON.stringify(profileDataOf(body, transportType, provision)),
  };
  checkDeviceProfilePackages(ctx, row);
  return transaction(ctx.db, () => {
    saveUnique(() => deviceProfiles.save(row), {
      'device_profile.tenant_id, device_profile.name': 'Device profile with such name already exists!',
      'device_profile.provision_device_key': 'Device profile with such provision device key already exists!',
    });
    if (existing && existing.name !== name) deviceProfiles.renameDeviceType(row.id, name);
    return row;
  });
}

/** DELETE /api/deviceProfile/{id}: the default profile and profiles in use stay. */
export function deleteDeviceProfile(ctx: EmulatorContext, profile: DeviceProfileRow): void {
  const usedBy = ctx.stores.deviceProfiles.countDevices(profile.id);
  deleteProfile(ctx, { ...profile, entityType: 'DEVICE_PROFILE', noun: 'Device', usedBy }, ctx.stores.deviceProfiles.delete);
}
