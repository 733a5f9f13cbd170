import type { PlatformClient } from '../platform-client.ts';
import type { Dashboard, DashboardInfo } from '../types/dashboard.ts';
import type { PageData, PageLink } from '../types/page-data.ts';

const id = encodeURIComponent;

/** Dashboards as entities to manage (contract 4.7): save, delete, public and customer and edge assignment. */
export const dashboardAdminApi = {
  getEdgeDashboards(client: PlatformClient, edgeId: string, link: PageLink): Promise<PageData<DashboardInfo>> {
    return client.get<PageData<DashboardInfo>>(`/api/edge/${id(edgeId)}/dashboards`, { query: { ...link } });
  },

  /** Creates (no id) or updates a dashboard; the answer is the saved dashboard. */
  saveDashboard(client: PlatformClient, dashboard: object): Promise<Dashboard> {
    return client.post<Dashboard>('/api/dashboard', { body: dashboard });
  },

  async deleteDashboard(client: PlatformClient, dashboardId: string): Promise<void> {
    await client.delete(`/api/dashboard/${id(dashboardId)}`);
  },

  async makeDashboardPublic(client: PlatformClient, dashboardId: string): Promise<void> {
    await client.post(`/api/customer/public/dashboard/${id(dashboardId)}`);
  },

  async makeDashboardPrivate(client: PlatformClient, dashboardId: string): Promise<void> {
    await client.delete(`/api/customer/public/dashboard/${id(dashboardId)}`);
  },

  async assignDashboardToCustomer(client: PlatformClient, customerId: string, dashboardId: string): Promise<void> {
    await client.post(`/api/customer/${id(customerId)}/dashboard/${id(dashboardId)}`);
  },

  async unassignDashboardFromCustomer(client: PlatformClient, customerId: string, dashboardId: string): Promise<void> {
    await client.delete(`/api/customer/${id(customerId)}/dashboard/${id(dashboardId)}`);
  },

  /** The dashboard's customers become exactly these. */
  async updateDashboardCustomers(client: PlatformClient, dashboardId: string, customerIds: string[]): Promise<void> {
    await client.post(`/api/dashboard/${id(dashboardId)}/customers`, { body: customerIds });
  },

  async addDashboardCustomers(client: PlatformClient, dashboardId: string, customerIds: string[]): Promise<void> {
    await client.post(`/api/dashboard/${id(dashboardId)}/customers/add`, { body: customerIds });
  },

  async removeDashboardCustomers(client: PlatformClient, dashboardId: string, customerIds: string[]): Promise<void> {
    await client.post(`/api/dashboard/${id(dashboardId)}/customers/remove`, { body: customerIds });
  },

  async assignDashboardToEdge(client: PlatformClient, edgeId: string, dashboardId: string): Promise<void> {
    await client.post(`/api/edge/${id(edgeId)}/dashboard/${id(dashboardId)}`);
  },

  async unassignDashboardFromEdge(client: PlatformClient, edgeId: string, dashboardId: string): Promise<void> {
    await client.delete(`/api/edge/${id(edgeId)}/dashboard/${id(dashboardId)}`);
  },
};
