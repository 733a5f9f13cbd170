import type { EntityScope } from '../../domain/entity-scope.ts';
import { deviceProfilesApi } from '../../platform/api/device-profiles.ts';
import type { DeviceProfile } from '../../platform/types/profiles.ts';
import type { EntityTable } from '../entity-table.ts';
import { DEVICE_PROFILE_ADD_FORM, TRANSPORT_LABELS, TRANSPORT_TYPES } from './device-profile-form.ts';
import { deviceProfileKind } from './device-profile-kind.ts';
import { ATTRIBUTES_DIALOG, lwm2mAttributesDialog } from './lwm2m-attributes.ts';
import { profileTable } from './profile-table.ts';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** An imported device profile needs a name, its type and transport, and its profile data (upstream's file check). */
function importProblem(value: Record<string, unknown>): string | null {
  const ok =
    typeof value.name === 'string' &&
    value.name.trim() !== '' &&
    value.type === 'DEFAULT' &&
    (TRANSPORT_TYPES as readonly unknown[]).includes(value.transportType) &&
    isObject(value.profileData) &&
    isObject(value.profileData.transportConfiguration);
  return ok ? null : 'device-profile.invalid-device-profile-file-error';
}

const profiles = profileTable<DeviceProfile>({
  keys: {
    title: 'device-profile.device-profiles',
    export: 'device-profile.export',
    setDefault: 'device-profile.set-default',
    setDefaultTitle: 'device-profile.set-default-device-profile-title',
    setDefaultText: 'device-profile.set-default-device-profile-text',
    delete: 'device-profile.delete',
    deleteTitle: 'device-profile.delete-device-profile-title',
    deleteText: 'device-profile.delete-device-profile-text',
    deleteManyTitle: 'device-profile.delete-device-profiles-title',
    deleteManyText: 'device-profile.delete-device-profiles-text',
    create: 'device-profile.create-device-profile',
    add: 'device-profile.add',
    import: 'device-profile.import',
    file: 'device-profile.device-profile-file',
  },
  nameParam: 'deviceProfileName',
  kind: deviceProfileKind,
  columns: [
    { key: 'createdTime', title: 'common.created-time', width: '150px', sortable: true, cell: 'date' },
    { key: 'name', title: 'device-profile.name', width: '20%', sortable: true, cell: 'details' },
    { key: 'type', title: 'device-profile.type', width: '20%', sortable: true, labels: { DEFAULT: 'device-profile.type-default' } },
    { key: 'transportType', title: 'device-profile.transport-type', width: '20%', sortable: true, labels: TRANSPORT_LABELS },
    { key: 'description', title: 'device-profile.description', width: '40%', sortable: true },
    { key: 'isDefault', title: 'device-profile.default', width: '60px', sortable: true, cell: 'check', value: 'default' },
  ],
  list: (client, link) => deviceProfilesApi.getDeviceProfiles(client, link),
  get: (client, id) => deviceProfilesApi.getDeviceProfile(client, id),
  save: (client, profile) => deviceProfilesApi.saveDeviceProfile(client, profile),
  remove: (client, id) => deviceProfilesApi.deleteDeviceProfile(client, id),
  setDefault: (client, id) => deviceProfilesApi.setDefaultDeviceProfile(client, id),
  changeable: (p) => !p.default,
  importProblem,
  addDefaults: async () => ({ type: 'DEFAULT', transportType: 'DEFAULT', provisionType: 'DISABLED' }),
  addForm: DEVICE_PROFILE_ADD_FORM,
});
// The LwM2M attributes of an object, instance or resource, opened from the transport's objects (its own address).
const table: EntityTable<DeviceProfile> = { ...profiles, dialogs: { ...profiles.dialogs, [ATTRIBUTES_DIALOG]: lwm2mAttributesDialog } };

/** The device profiles table (console-map §3.11): the tenant's only. */
export function deviceProfileTable(_scope: EntityScope): EntityTable<DeviceProfile> {
  return table;
}
