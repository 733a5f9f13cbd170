import { deviceProfilesApi } from '../../platform/api/device-profiles.ts';
import type { DeviceProfile } from '../../platform/types/profiles.ts';
import type { EntityKind, PlatformEntity } from '../entity-table.ts';
import { normalizedProfile } from '../../domain/device-profile-data.ts';
import { DEVICE_PROFILE_FORM } from './device-profile-form.ts';
import { PROFILE_TABS } from './profile-fields.ts';
import { completedObserveAttr, type ObserveAttr } from './lwm2m-objects.ts';
import type { PlatformClient } from '../../platform/platform-client.ts';

/** An LwM2M profile's chosen objects all get their resources' key names (see `completedObserveAttr`). */
async function withLwm2mKeyNames(client: PlatformClient, profile: DeviceProfile): Promise<DeviceProfile> {
  const transport = profile.profileData.transportConfiguration as { type: string; observeAttr?: ObserveAttr };
  if (transport.type !== 'LWM2M' || !transport.observeAttr) return profile;
  const observeAttr = await completedObserveAttr(client, transport.observeAttr);
  return { ...profile, profileData: { ...profile.profileData, transportConfiguration: { ...transport, observeAttr } as DeviceProfile['profileData']['transportConfiguration'] } };
}

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
  save: async (client, profile) => deviceProfilesApi.saveDeviceProfile(client, await withLwm2mKeyNames(client, normalizedProfile(profile as DeviceProfile))),
  tabs: [{ slug: '', label: 'details.details' }, { slug: 'alarm-rules', label: 'device-profile.alarm-rules-with-count', count: alarmCount }, ...PROFILE_TABS],
  isPublic: () => false,
  assignedCustomer: () => null,
};
