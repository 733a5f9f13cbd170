import type { EntityId } from './ids.ts';
import type { QueueSettings } from './queue.ts';

/** The platform's Tenant (contract 4.4) with its contact members; `name` and `region` are the platform's. */
export interface Tenant {
  id: EntityId;
  createdTime: number;
  title: string;
  tenantProfileId: EntityId | null;
  country: string | null;
  state: string | null;
  city: string | null;
  address: string | null;
  address2: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
  additionalInfo: { description?: string; homeDashboardId?: string | null; homeDashboardHideToolbar?: boolean; [member: string]: unknown } | null;
  [member: string]: unknown;
}

/** A Tenant with its profile's name (`/api/tenantInfos`, `/api/tenant/info/{id}`). */
export interface TenantInfo extends Tenant {
  tenantProfileName: string | null;
}

/** The platform's TenantProfile (contract 4.6): limits in `profileData.configuration`, queues when isolated. */
export interface TenantProfile {
  id: EntityId;
  createdTime: number;
  name: string;
  description: string | null;
  default: boolean;
  isolatedTbRuleEngine: boolean;
  profileData: {
    configuration: { type: 'DEFAULT'; [limit: string]: unknown };
    queueConfiguration: QueueSettings[] | null;
  };
  [member: string]: unknown;
}

/** `EntityInfo` of a tenant profile: what pickers show. */
export interface TenantProfileInfo {
  id: EntityId;
  name: string;
}
