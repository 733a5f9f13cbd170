import type { PlatformClient } from '../platform-client.ts';
import type { DeviceInfo } from '../types/device.ts';
import type { PageData, PageLink } from '../types/page-data.ts';

/** Devices (contract 4.4). */
export const devicesApi = {
  getTenantDeviceInfos(client: PlatformClient, link: PageLink): Promise<PageData<DeviceInfo>> {
    return client.get<PageData<DeviceInfo>>('/api/tenant/deviceInfos', { query: { ...link } });
  },

  getCustomerDeviceInfos(client: PlatformClient, customerId: string, link: PageLink): Promise<PageData<DeviceInfo>> {
    return client.get<PageData<DeviceInfo>>(`/api/customer/${encodeURIComponent(customerId)}/deviceInfos`, { query: { ...link } });
  },

  getDeviceInfo(client: PlatformClient, deviceId: string): Promise<DeviceInfo> {
    return client.get<DeviceInfo>(`/api/device/info/${encodeURIComponent(deviceId)}`);
  },
};
