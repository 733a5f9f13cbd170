import type { PlatformClient } from '../platform-client.ts';
import type { BulkImportRequest, BulkImportResult } from '../types/bulk-import.ts';
import type { Device, DeviceCredentials, DeviceInfo } from '../types/device.ts';
import type { EntitySubtype } from '../types/ids.ts';
import type { PageData, PageLink } from '../types/page-data.ts';

const id = encodeURIComponent;

/** Devices (contract 4.4, 4.5): reads, save, delete, customer and edge assignment, credentials, bulk import. */
export const devicesApi = {
  getTenantDeviceInfos(client: PlatformClient, link: PageLink, deviceProfileId?: string): Promise<PageData<DeviceInfo>> {
    return client.get<PageData<DeviceInfo>>('/api/tenant/deviceInfos', { query: { ...link, deviceProfileId } });
  },

  getCustomerDeviceInfos(client: PlatformClient, customerId: string, link: PageLink, deviceProfileId?: string): Promise<PageData<DeviceInfo>> {
    return client.get<PageData<DeviceInfo>>(`/api/customer/${id(customerId)}/deviceInfos`, { query: { ...link, deviceProfileId } });
  },

  /** An edge's devices: plain devices, without the customer's and profile's names; `type` is a profile's name. */
  getEdgeDevices(client: PlatformClient, edgeId: string, link: PageLink, type?: string): Promise<PageData<Device>> {
    return client.get<PageData<Device>>(`/api/edge/${id(edgeId)}/devices`, { query: { ...link, type } });
  },

  /** The tenant's plain devices (pickers: add devices to a customer or an edge). */
  getTenantDevices(client: PlatformClient, link: PageLink): Promise<PageData<Device>> {
    return client.get<PageData<Device>>('/api/tenant/devices', { query: { ...link } });
  },

  /** The tenant's device of that exact name (404 when there is none). */
  getTenantDeviceByName(client: PlatformClient, deviceName: string): Promise<Device> {
    return client.get<Device>('/api/tenant/devices', { query: { deviceName } });
  },

  getDeviceInfo(client: PlatformClient, deviceId: string): Promise<DeviceInfo> {
    return client.get<DeviceInfo>(`/api/device/info/${id(deviceId)}`);
  },

  /** Creates (no id) or updates a device; the answer is the saved device. */
  saveDevice(client: PlatformClient, device: object): Promise<Device> {
    return client.post<Device>('/api/device', { body: device });
  },

  async deleteDevice(client: PlatformClient, deviceId: string): Promise<void> {
    await client.delete(`/api/device/${id(deviceId)}`);
  },

  async assignDeviceToCustomer(client: PlatformClient, customerId: string, deviceId: string): Promise<void> {
    await client.post(`/api/customer/${id(customerId)}/device/${id(deviceId)}`);
  },

  /** Unassign from its customer; also how a public device is made private. */
  async unassignDeviceFromCustomer(client: PlatformClient, deviceId: string): Promise<void> {
    await client.delete(`/api/customer/device/${id(deviceId)}`);
  },

  async assignDeviceToPublicCustomer(client: PlatformClient, deviceId: string): Promise<void> {
    await client.post(`/api/customer/public/device/${id(deviceId)}`);
  },

  async assignDeviceToEdge(client: PlatformClient, edgeId: string, deviceId: string): Promise<void> {
    await client.post(`/api/edge/${id(edgeId)}/device/${id(deviceId)}`);
  },

  async unassignDeviceFromEdge(client: PlatformClient, edgeId: string, deviceId: string): Promise<void> {
    await client.delete(`/api/edge/${id(edgeId)}/device/${id(deviceId)}`);
  },

  getDeviceCredentials(client: PlatformClient, deviceId: string): Promise<DeviceCredentials> {
    return client.get<DeviceCredentials>(`/api/device/${id(deviceId)}/credentials`);
  },

  saveDeviceCredentials(client: PlatformClient, credentials: DeviceCredentials): Promise<DeviceCredentials> {
    return client.post<DeviceCredentials>('/api/device/credentials', { body: credentials });
  },

  getDeviceTypes(client: PlatformClient): Promise<EntitySubtype[]> {
    return client.get<EntitySubtype[]>('/api/device/types');
  },

  bulkImport(client: PlatformClient, request: BulkImportRequest): Promise<BulkImportResult> {
    return client.post<BulkImportResult>('/api/device/bulk_import', { body: request });
  },
};
