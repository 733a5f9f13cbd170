import type { EntityId } from './ids.ts';

/** What device and asset profiles share (contract 4.10, 4.11); saving sends the whole object back. */
interface ProfileBase {
  id: EntityId;
  createdTime: number;
  tenantId?: EntityId;
  name: string;
  description: string | null;
  image: string | null;
  default: boolean;
  defaultRuleChainId: EntityId | null;
  defaultDashboardId: EntityId | null;
  defaultQueueName: string | null;
  externalId?: EntityId | null;
  [member: string]: unknown;
}

/** The platform's AssetProfile (contract 4.11). */
export type AssetProfile = ProfileBase;

/** `profileData` of a device profile: the transport's settings, the alarm rules and the provisioning strategy. */
export interface DeviceProfileData {
  configuration: { type: string; [member: string]: unknown };
  transportConfiguration: { type: string; [member: string]: unknown };
  provisionConfiguration: { type: string; provisionDeviceSecret?: string | null; [member: string]: unknown };
  alarms: unknown[] | null;
  [member: string]: unknown;
}

/** The platform's DeviceProfile (contract 4.10). */
export interface DeviceProfile extends ProfileBase {
  type: string;
  transportType: string;
  provisionType: string;
  provisionDeviceKey: string | null;
  firmwareId: EntityId | null;
  softwareId: EntityId | null;
  profileData: DeviceProfileData;
}
