import type { PlatformClient } from '../platform-client.ts';
import type { EntityId } from '../types/ids.ts';

/** A tenant as the console reads it for a title. */
export interface Tenant {
  id: EntityId;
  title: string;
  [member: string]: unknown;
}

/** Tenants (contract 4.1). */
export const tenantsApi = {
  getTenant(client: PlatformClient, tenantId: string): Promise<Tenant> {
    return client.get<Tenant>(`/api/tenant/${encodeURIComponent(tenantId)}`);
  },
};
