import type { PlatformClient } from '../platform-client.ts';
import type { Dashboard, DashboardInfo, HomeDashboard } from '../types/dashboard.ts';
import type { PageData, PageLink } from '../types/page-data.ts';
import type { UserAuthority } from '../types/user.ts';

/** Whose dashboards: a tenant administrator sees the tenant's, a customer user their customer's. */
export interface DashboardViewer {
  authority: UserAuthority;
  customerId: string;
}

/** Dashboards (contract 4.7). */
export const dashboardsApi = {
  getDashboard(client: PlatformClient, dashboardId: string): Promise<Dashboard> {
    return client.get<Dashboard>(`/api/dashboard/${encodeURIComponent(dashboardId)}`);
  },

  getDashboardInfo(client: PlatformClient, dashboardId: string): Promise<DashboardInfo> {
    return client.get<DashboardInfo>(`/api/dashboard/info/${encodeURIComponent(dashboardId)}`);
  },

  /** The user's, customer's or tenant's home dashboard; null when none is set (the platform answers an empty body). */
  async getHomeDashboard(client: PlatformClient): Promise<HomeDashboard | null> {
    return (await client.get<HomeDashboard | undefined>('/api/dashboard/home')) ?? null;
  },

  getTenantDashboards(client: PlatformClient, link: PageLink): Promise<PageData<DashboardInfo>> {
    return client.get<PageData<DashboardInfo>>('/api/tenant/dashboards', { query: { ...link } });
  },

  /** A tenant's dashboards, as the system administrator reads them. */
  getDashboardsOfTenant(client: PlatformClient, tenantId: string, link: PageLink): Promise<PageData<DashboardInfo>> {
    return client.get<PageData<DashboardInfo>>(`/api/tenant/${encodeURIComponent(tenantId)}/dashboards`, { query: { ...link } });
  },

  getCustomerDashboards(client: PlatformClient, customerId: string, link: PageLink): Promise<PageData<DashboardInfo>> {
    return client.get<PageData<DashboardInfo>>(`/api/customer/${encodeURIComponent(customerId)}/dashboards`, { query: { ...link } });
  },

  /** The dashboards a user may open: the tenant's for its administrators, the customer's for its users. */
  getUserDashboards(client: PlatformClient, viewer: DashboardViewer, link: PageLink): Promise<PageData<DashboardInfo>> {
    return viewer.authority === 'TENANT_ADMIN'
      ? dashboardsApi.getTenantDashboards(client, link)
      : dashboardsApi.getCustomerDashboards(client, viewer.customerId, link);
  },
};
