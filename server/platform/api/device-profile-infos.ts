import type { PlatformClient } from '../platform-client.ts';
import type { DeviceProfileInfo } from '../types/device.ts';
import type { PageData, PageLink } from '../types/page-data.ts';

/** Device profile infos (contract 4.10): the pickers', the OTA form's and the device pages' reads. */
export const deviceProfileInfosApi = {
  getDeviceProfileInfos(client: PlatformClient, link: PageLink): Promise<PageData<DeviceProfileInfo>> {
    return client.get<PageData<DeviceProfileInfo>>('/api/deviceProfileInfos', { query: { ...link } });
  },

  getDefaultDeviceProfileInfo(client: PlatformClient): Promise<DeviceProfileInfo> {
    return client.get<DeviceProfileInfo>('/api/deviceProfileInfo/default');
  },

  getDeviceProfileInfo(client: PlatformClient, profileId: string): Promise<DeviceProfileInfo> {
    return client.get<DeviceProfileInfo>(`/api/deviceProfileInfo/${encodeURIComponent(profileId)}`);
  },
};
