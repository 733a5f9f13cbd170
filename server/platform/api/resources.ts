import type { PlatformClient } from '../platform-client.ts';
import type { StreamResponse } from '../platform-http.ts';
import type { PageData, PageLink } from '../types/page-data.ts';
import type { Resource, ResourceInfo } from '../types/resource.ts';

const id = encodeURIComponent;

/** The resources library (contract 11.3): LwM2M models and key stores, uploaded as Base64 in JSON. */
export const resourcesApi = {
  getResources(client: PlatformClient, link: PageLink): Promise<PageData<ResourceInfo>> {
    return client.get<PageData<ResourceInfo>>('/api/resource', { query: { ...link } });
  },

  getResource(client: PlatformClient, resourceId: string): Promise<Resource> {
    return client.get<Resource>(`/api/resource/${id(resourceId)}`);
  },

  saveResource(client: PlatformClient, resource: object): Promise<Resource> {
    return client.post<Resource>('/api/resource', { body: resource });
  },

  async deleteResource(client: PlatformClient, resourceId: string): Promise<void> {
    await client.delete(`/api/resource/${id(resourceId)}`);
  },

  /** The resource's file as the platform streams it. */
  downloadResource(client: PlatformClient, resourceId: string): Promise<StreamResponse> {
    return client.stream('GET', `/api/resource/${id(resourceId)}/download`);
  },
};
