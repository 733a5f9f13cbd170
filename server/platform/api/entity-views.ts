import type { PlatformClient } from '../platform-client.ts';
import type { EntityView, EntityViewInfo } from '../types/entity-view.ts';
import type { EntitySubtype } from '../types/ids.ts';
import type { PageData, PageLink } from '../types/page-data.ts';

const id = encodeURIComponent;

/** Entity views (contract 4.8): reads, save, delete, customer and edge assignment, types. */
export const entityViewsApi = {
  getTenantEntityViewInfos(client: PlatformClient, link: PageLink, type?: string): Promise<PageData<EntityViewInfo>> {
    return client.get<PageData<EntityViewInfo>>('/api/tenant/entityViewInfos', { query: { ...link, type } });
  },

  getCustomerEntityViewInfos(client: PlatformClient, customerId: string, link: PageLink, type?: string): Promise<PageData<EntityViewInfo>> {
    return client.get<PageData<EntityViewInfo>>(`/api/customer/${id(customerId)}/entityViewInfos`, { query: { ...link, type } });
  },

  /** An edge's entity views: plain ones, without the customer's title. */
  getEdgeEntityViews(client: PlatformClient, edgeId: string, link: PageLink, type?: string): Promise<PageData<EntityView>> {
    return client.get<PageData<EntityView>>(`/api/edge/${id(edgeId)}/entityViews`, { query: { ...link, type } });
  },

  /** The tenant's plain entity views (the pickers of "add entity views to a customer or an edge"). */
  getTenantEntityViews(client: PlatformClient, link: PageLink): Promise<PageData<EntityView>> {
    return client.get<PageData<EntityView>>('/api/tenant/entityViews', { query: { ...link } });
  },

  getEntityViewInfo(client: PlatformClient, entityViewId: string): Promise<EntityViewInfo> {
    return client.get<EntityViewInfo>(`/api/entityView/info/${id(entityViewId)}`);
  },

  /** Creates (no id) or updates an entity view; the answer is the saved one. */
  saveEntityView(client: PlatformClient, entityView: object): Promise<EntityView> {
    return client.post<EntityView>('/api/entityView', { body: entityView });
  },

  async deleteEntityView(client: PlatformClient, entityViewId: string): Promise<void> {
    await client.delete(`/api/entityView/${id(entityViewId)}`);
  },

  async assignEntityViewToCustomer(client: PlatformClient, customerId: string, entityViewId: string): Promise<void> {
    await client.post(`/api/customer/${id(customerId)}/entityView/${id(entityViewId)}`);
  },

  /** Unassign from its customer; also how a public entity view is made private. */
  async unassignEntityViewFromCustomer(client: PlatformClient, entityViewId: string): Promise<void> {
    await client.delete(`/api/customer/entityView/${id(entityViewId)}`);
  },

  async assignEntityViewToPublicCustomer(client: PlatformClient, entityViewId: string): Promise<void> {
    await client.post(`/api/customer/public/entityView/${id(entityViewId)}`);
  },

  async assignEntityViewToEdge(client: PlatformClient, edgeId: string, entityViewId: string): Promise<void> {
    await client.post(`/api/edge/${id(edgeId)}/entityView/${id(entityViewId)}`);
  },

  async unassignEntityViewFromEdge(client: PlatformClient, edgeId: string, entityViewId: string): Promise<void> {
    await client.delete(`/api/edge/${id(edgeId)}/entityView/${id(entityViewId)}`);
  },

  getEntityViewTypes(client: PlatformClient): Promise<EntitySubtype[]> {
    return client.get<EntitySubtype[]>('/api/entityView/types');
  },
};
