import type { PlatformClient } from '../platform-client.ts';
import type { DeviceProfileInfo, NewDeviceProfile, OtaPackageInfo } from '../types/device.ts';
import type { EntityId } from '../types/ids.ts';
import type { PageData, PageLink } from '../types/page-data.ts';

const id = encodeURIComponent;

/**
 * What the device pages read and make besides devices: device profile infos (contract 4.10) for the pickers and the
 * credentials dialog, the add-device wizard's new profile, and the OTA packages (contract 4.12) the device form offers.
 * (The device-profile and OTA tables have their own calls.)
 */
export const deviceLookupsApi = {
  getDeviceProfileInfos(client: PlatformClient, link: PageLink): Promise<PageData<DeviceProfileInfo>> {
    return client.get<PageData<DeviceProfileInfo>>('/api/deviceProfileInfos', { query: { ...link } });
  },

  getDeviceProfileInfo(client: PlatformClient, deviceProfileId: string): Promise<DeviceProfileInfo> {
    return client.get<DeviceProfileInfo>(`/api/deviceProfileInfo/${id(deviceProfileId)}`);
  },

  getDefaultDeviceProfileInfo(client: PlatformClient): Promise<DeviceProfileInfo> {
    return client.get<DeviceProfileInfo>('/api/deviceProfileInfo/default');
  },

  saveDeviceProfile(client: PlatformClient, profile: NewDeviceProfile): Promise<{ id: EntityId; name: string }> {
    return client.post<{ id: EntityId; name: string }>('/api/deviceProfile', { body: profile });
  },

  /** The packages of one type made for one profile (the device form's firmware and software pickers). */
  getOtaPackages(client: PlatformClient, deviceProfileId: string, type: 'FIRMWARE' | 'SOFTWARE', link: PageLink): Promise<PageData<OtaPackageInfo>> {
    return client.get<PageData<OtaPackageInfo>>(`/api/otaPackages/${id(deviceProfileId)}/${type}`, { query: { ...link } });
  },

  getOtaPackageInfo(client: PlatformClient, otaPackageId: string): Promise<OtaPackageInfo> {
    return client.get<OtaPackageInfo>(`/api/otaPackage/info/${id(otaPackageId)}`);
  },
};
