import type { EntityId } from './ids.ts';

/** The platform's DeviceInfo (a Device with its customer's and profile's names), as far as the console reads it. */
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
