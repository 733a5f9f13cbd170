import type { EntityId } from './ids.ts';

/** The platform's Device (contract 4.4); saving sends the whole object back, so members the console does not know are kept. */
export interface Device {
  id: EntityId;
  createdTime: number;
  tenantId: EntityId;
  customerId: EntityId;
  name: string;
  /** The device profile's name (the platform keeps them equal). */
  type: string;
  label: string | null;
  deviceProfileId: EntityId;
  firmwareId?: EntityId | null;
  softwareId?: EntityId | null;
  deviceData?: unknown;
  additionalInfo: { gateway?: boolean; description?: string; overwriteActivityTime?: boolean; [member: string]: unknown } | null;
  [member: string]: unknown;
}

/** A Device with its customer's and profile's names (`.../deviceInfos`, `GET /api/device/info/{id}`). */
export interface DeviceInfo extends Device {
  customerTitle: string | null;
  customerIsPublic: boolean;
  deviceProfileName: string;
}

/** The credential types of console-map §4.4. */
export type CredentialsType = 'ACCESS_TOKEN' | 'X509_CERTIFICATE' | 'MQTT_BASIC' | 'LWM2M_CREDENTIALS';

/** `DeviceCredentials` (contract 4.5): `credentialsValue` holds the certificate, or JSON for MQTT basic and LwM2M. */
export interface DeviceCredentials {
  id: EntityId | { id: string };
  createdTime?: number;
  deviceId: EntityId;
  credentialsType: CredentialsType;
  credentialsId: string | null;
  credentialsValue: string | null;
  [member: string]: unknown;
}

/** The transport types of a device profile. */
export type TransportType = 'DEFAULT' | 'MQTT' | 'COAP' | 'LWM2M' | 'SNMP';

/** `DeviceProfileInfo` (contract 4.10): what pickers and the credentials dialog read. */
export interface DeviceProfileInfo {
  id: EntityId;
  name: string;
  type: string;
  transportType: TransportType;
  image: string | null;
  defaultDashboardId: EntityId | null;
}
