import type { PlatformClient } from '../platform-client.ts';
import type { PageData, PageLink } from '../types/page-data.ts';
import type { DeviceProfile } from '../types/profiles.ts';

const id = encodeURIComponent;

/** Device profiles (contract 4.10): the tenant's table, one profile, save, delete and the default flag. */
export const deviceProfilesApi = {
  getDeviceProfiles(client: PlatformClient, link: PageLink): Promise<PageData<DeviceProfile>> {
    return client.get<PageData<DeviceProfile>>('/api/deviceProfiles', { query: { ...link } });
  },

  getDeviceProfile(client: PlatformClient, deviceProfileId: string): Promise<DeviceProfile> {
    return client.get<DeviceProfile>(`/api/deviceProfile/${id(deviceProfileId)}`);
  },

  saveDeviceProfile(client: PlatformClient, profile: object): Promise<DeviceProfile> {
    return client.post<DeviceProfile>('/api/deviceProfile', { body: profile });
  },

  async deleteDeviceProfile(client: PlatformClient, deviceProfileId: string): Promise<void> {
    await client.delete(`/api/deviceProfile/${id(deviceProfileId)}`);
  },

  setDefaultDeviceProfile(client: PlatformClient, deviceProfileId: string): Promise<DeviceProfile> {
    return client.post<DeviceProfile>(`/api/deviceProfile/${id(deviceProfileId)}/default`);
  },
};
