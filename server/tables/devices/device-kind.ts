import type { FormDef } from '../../domain/entity-form.ts';
import { isAssigned } from '../../domain/device-list.ts';
import { transportFields } from '../../domain/device-transport-fields.ts';
import { snmpOfVersion } from '../../domain/snmp-device-fields.ts';
import { deviceProfileInfosApi } from '../../platform/api/device-profile-infos.ts';
import { devicesApi } from '../../platform/api/devices.ts';
import { isPlatformError } from '../../platform/platform-error.ts';
import type { Device, DeviceInfo } from '../../platform/types/device.ts';
import type { CopyText, DetailsContext, DetailsTab, EntityKind } from '../entity-table.ts';

/** The device form (console-map §3.1): fields by JSON path, validators with upstream's message keys. */
export const DEVICE_FORM: FormDef = {
  fields: [
    {
      path: 'name',
      label: 'device.name',
      control: { kind: 'text' },
      validators: [
        { rule: 'required', message: 'device.name-required' },
        { rule: 'maxLength', max: 255, message: 'device.name-max-length' },
      ],
    },
    {
      path: 'deviceProfileId',
      label: 'device-profile.device-profile',
      control: { kind: 'picker', picker: 'deviceProfiles', entityType: 'DEVICE_PROFILE' },
      validators: [{ rule: 'required', message: 'device-profile.device-profile-required' }],
    },
    { path: 'label', label: 'device.label', control: { kind: 'text' }, validators: [{ rule: 'maxLength', max: 255, message: 'device.label-max-length' }] },
    // The packages offered are those of the chosen profile (the pickers' filter).
    { path: 'firmwareId', label: 'ota-update.assign-firmware', control: { kind: 'picker', picker: 'firmware', entityType: 'OTA_PACKAGE', owner: { field: 'deviceProfileId' } } },
    { path: 'softwareId', label: 'ota-update.assign-software', control: { kind: 'picker', picker: 'software', entityType: 'OTA_PACKAGE', owner: { field: 'deviceProfileId' } } },
    { path: 'additionalInfo.gateway', label: 'device.is-gateway', control: { kind: 'checkbox' } },
    { path: 'additionalInfo.overwriteActivityTime', label: 'device.overwrite-activity-time', control: { kind: 'checkbox' }, hint: 'device.overwrite-activity-time-hint' },
    { path: 'additionalInfo.description', label: 'device.description', control: { kind: 'textarea' } },
  ],
};

/** The details tabs of a device (console-map §3.1). */
export const DEVICE_TABS: readonly DetailsTab[] = [
  { slug: '', label: 'details.details' },
  { slug: 'attributes', label: 'attribute.attributes' },
  { slug: 'latest-telemetry', label: 'attribute.latest-telemetry' },
  { slug: 'alarms', label: 'alarm.alarms' },
  { slug: 'events', label: 'device.events' },
  { slug: 'relations', label: 'relation.relations' },
  { slug: 'audit-logs', label: 'audit-log.audit-logs', tenantOnly: true },
  { slug: 'version-control', label: 'version-control.version-control', tenantOnly: true },
];

/** A device as the platform takes it back: without the info list's joined names. */
function toSaved(device: DeviceInfo): Device {
  const { customerTitle: _title, customerIsPublic: _public, deviceProfileName: _profile, ...saved } = device;
  return saved;
}

/**
 * The details' copy buttons beyond the id (console-map §3.1, copy-credentials): the access token, or the MQTT
 * credentials as JSON; none for the other types or when the credentials cannot be read.
 */
async function credentialCopies(device: DeviceInfo, where: DetailsContext): Promise<CopyText[]> {
  try {
    const credentials = await devicesApi.getDeviceCredentials(where.request.platform, device.id.id);
    if (credentials.credentialsType === 'ACCESS_TOKEN' && credentials.credentialsId) return [{ text: credentials.credentialsId, label: 'device.copyAccessToken' }];
    if (credentials.credentialsType === 'MQTT_BASIC' && credentials.credentialsValue) return [{ text: credentials.credentialsValue, label: 'device.copy-mqtt-authentication' }];
    return [];
  } catch (err) {
    if (isPlatformError(err, { status: [403, 404] })) return [];
    throw err;
  }
}

/**
 * A device whose profile changed keeps no packages of the old one (upstream resets both pickers when the profile
 * changes): the packages chosen with the old profile's choices are dropped.
 */
async function packagesOfProfile(client: Parameters<EntityKind<DeviceInfo>['load']>[0], device: Device): Promise<Device> {
  if (!device.id) return device;
  const stored = await devicesApi.getDeviceInfo(client, device.id.id);
  if (stored.deviceProfileId.id === device.deviceProfileId?.id) return device;
  const keep = (chosen: Device['firmwareId'], before: Device['firmwareId']) => (chosen && chosen.id !== before?.id ? chosen : null);
  return { ...device, firmwareId: keep(device.firmwareId, stored.firmwareId), softwareId: keep(device.softwareId, stored.softwareId) };
}

/** The device form with the transport settings of its profile's transport, after the packages (the map's order). */
async function formOfDevice(client: Parameters<EntityKind<DeviceInfo>['load']>[0], device: DeviceInfo): Promise<FormDef> {
  const profile = await deviceProfileInfosApi.getDeviceProfileInfo(client, device.deviceProfileId.id);
  const fields = [...DEVICE_FORM.fields];
  fields.splice(fields.findIndex((f) => f.path === 'softwareId') + 1, 0, ...transportFields(profile.transportType));
  return { fields };
}

export const deviceKind: EntityKind<DeviceInfo> = {
  entityType: 'DEVICE',
  help: 'devices',
  keys: {
    details: 'device.device-details',
    add: 'device.add',
    noEntities: 'device.no-devices-text',
    search: 'device.search',
    selected: 'device.selected-devices',
    copyId: 'device.copyId',
    public: 'device.device-public',
    assignedToCustomer: 'device.assignedToCustomer',
    openDetailsPage: 'common.open-details-page',
  },
  load: (client, id) => devicesApi.getDeviceInfo(client, id),
  name: (device) => device.name,
  form: DEVICE_FORM,
  formOf: formOfDevice,
  toSaved,
  save: async (client, entity) => {
    const device = entity as Device;
    return devicesApi.saveDevice(client, await packagesOfProfile(client, { ...device, deviceData: snmpOfVersion(device.deviceData) }));
  },
  tabs: DEVICE_TABS,
  isPublic: (device) => device.customerIsPublic === true,
  assignedCustomer: (device) => (isAssigned(device) && !device.customerIsPublic ? device.customerTitle : null),
  copies: credentialCopies,
};
