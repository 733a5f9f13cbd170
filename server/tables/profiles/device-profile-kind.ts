import { deviceProfilesApi } from '../../platform/api/device-profiles.ts';
import type { DeviceProfile } from '../../platform/types/profiles.ts';
import type { EntityKind, PlatformEntity } from '../entity-table.ts';
import { normalizedProfile } from './device-profile-data.ts';
import { DEVICE_PROFILE_FORM } from './device-profile-form.ts';
import { PROFILE_TABS } from './profile-fields.ts';

/** How many alarms a profile has (its alarm rules tab says so). */
function alarmCount(profile: PlatformEntity): number {
  const alarms = (profile as DeviceProfile).profileData?.alarms;
  return Array.isArray(alarms) ? alarms.length : 0;
}

export const deviceProfileKind: EntityKind<DeviceProfile> = {
  entityType: 'DEVICE_PROFILE',
  help: 'deviceProfiles',
  keys: {
    details: 'device-profile.device-profile-details',
    add: 'device-profile.add',
    noEntities: 'device-profile.no-device-profiles-text',
    search: 'device-profile.search',
    selected: 'device-profile.selected-device-profiles',
    copyId: 'device-profile.copyId',
    public: 'device-profile.default',
    assignedToCustomer: 'device-profile.default',
    openDetailsPage: 'common.open-details-page',
  },
  load: (client, id) => deviceProfilesApi.getDeviceProfile(client, id),
  name: (profile) => profile.name,
  form: DEVICE_PROFILE_FORM,
  toSaved: (profile) => profile,
  save: (client, profile) => deviceProfilesApi.saveDeviceProfile(client, normalizedProfile(profile as DeviceProfile)),
  tabs: [{ slug: '', label: 'details.details' }, { slug: 'alarm-rules', label: 'device-profile.alarm-rules-with-count', count: alarmCount }, ...PROFILE_TABS],
  isPublic: () => false,
  assignedCustomer: () => null,
};
