import type { PlatformClient } from '../platform-client.ts';
import type { NewDeviceProfile } from '../types/device.ts';
import type { EntityId } from '../types/ids.ts';

/**
 * What the device pages make besides devices: the add-device wizard's new profile. (Profile infos are
 * `deviceProfileInfosApi`'s, OTA packages `otaPackagesApi`'s.)
 */
export const deviceLookupsApi = {
  saveDeviceProfile(client: PlatformClient, profile: NewDeviceProfile): Promise<{ id: EntityId; name: string }> {
    return client.post<{ id: EntityId; name: string }>('/api/deviceProfile', { body: profile });
  },
};
