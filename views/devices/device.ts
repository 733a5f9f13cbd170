export interface EntityId {
  entityType: string;
  id: string;
}

export const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

/** The platform's DeviceInfo, as far as the console reads it. */
export interface DeviceInfo {
  id: EntityId;
  createdTime: number;
  tenantId: EntityId;
  customerId: EntityId;
  name: string;
  type: string;
  label: string | null;
  deviceProfileId: EntityId;
  additionalInfo: { gateway?: boolean; description?: string; overwriteActivityTime?: boolean } | null;
  customerTitle: string | null;
  customerIsPublic: boolean;
  deviceProfileName: string;
}

export function isAssigned(device: Pick<DeviceInfo, 'customerId'>): boolean {
  return !!device.customerId && device.customerId.id !== NULL_UUID;
}
