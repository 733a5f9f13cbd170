import type { PlatformClient } from '../platform-client.ts';
import type { PageData, PageLink } from '../types/page-data.ts';
import type { Tenant, TenantInfo, TenantProfile, TenantProfileInfo } from '../types/tenant.ts';

const id = encodeURIComponent;

/** Tenants (contract 4.4): a tenant's own record (for a title) and, for system administrators, the list. */
export const tenantsApi = {
  getTenant(client: PlatformClient, tenantId: string): Promise<Tenant> {
    return client.get<Tenant>(`/api/tenant/${id(tenantId)}`);
  },

  getTenantInfos(client: PlatformClient, link: PageLink): Promise<PageData<TenantInfo>> {
    return client.get<PageData<TenantInfo>>('/api/tenantInfos', { query: { ...link } });
  },

  getTenantInfo(client: PlatformClient, tenantId: string): Promise<TenantInfo> {
    return client.get<TenantInfo>(`/api/tenant/info/${id(tenantId)}`);
  },

  saveTenant(client: PlatformClient, tenant: Partial<Tenant>): Promise<Tenant> {
    return client.post<Tenant>('/api/tenant', { body: tenant });
  },

  async deleteTenant(client: PlatformClient, tenantId: string): Promise<void> {
    await client.delete(`/api/tenant/${id(tenantId)}`);
  },
};

/** Tenant profiles (contract 4.6), system administrators only. */
export const tenantProfilesApi = {
  getTenantProfiles(client: PlatformClient, link: PageLink): Promise<PageData<TenantProfile>> {
    return client.get<PageData<TenantProfile>>('/api/tenantProfiles', { query: { ...link } });
  },

  getTenantProfileInfos(client: PlatformClient, link: PageLink): Promise<PageData<TenantProfileInfo>> {
    return client.get<PageData<TenantProfileInfo>>('/api/tenantProfileInfos', { query: { ...link } });
  },

  getTenantProfile(client: PlatformClient, profileId: string): Promise<TenantProfile> {
    return client.get<TenantProfile>(`/api/tenantProfile/${id(profileId)}`);
  },

  getDefaultTenantProfileInfo(client: PlatformClient): Promise<TenantProfileInfo> {
    return client.get<TenantProfileInfo>('/api/tenantProfileInfo/default');
  },

  saveTenantProfile(client: PlatformClient, profile: object): Promise<TenantProfile> {
    return client.post<TenantProfile>('/api/tenantProfile', { body: profile });
  },

  async setDefaultTenantProfile(client: PlatformClient, profileId: string): Promise<void> {
    await client.post(`/api/tenantProfile/${id(profileId)}/default`);
  },

  async deleteTenantProfile(client: PlatformClient, profileId: string): Promise<void> {
    await client.delete(`/api/tenantProfile/${id(profileId)}`);
  },
};
