import type { PlatformClient } from '../platform-client.ts';
import type { PageData } from '../types/page-data.ts';

/** An LwM2M object model of the resources library (LWM2M_MODEL), as the LwM2M transport lists it. */
export interface Lwm2mObjectModel {
  id: number;
  /** `<object id>_<version>`, the first segment of a resource path (`/3_1.2/0/9`). */
  keyId: string;
  name: string;
  instances: { id: number; resources: { id: number; name: string; keyName: string }[] }[];
}

/** The reads a profile form needs of what it refers to: the LwM2M object models, the rule engine queues. */
export const profileReferencesApi = {
  /** The object models of the tenant's resources library: those of these key ids (`3_1.2`), or all. */
  getLwm2mModels(client: PlatformClient, objectIds?: readonly string[]): Promise<Lwm2mObjectModel[]> {
    return client.get<Lwm2mObjectModel[]>('/api/resource/lwm2m', { query: { sortOrder: 'ASC', sortProperty: 'id', ...(objectIds ? { objectIds: objectIds.join(',') } : {}) } });
  },

  /** The names of the tenant's rule engine queues (a profile's default queue). */
  async getRuleEngineQueueNames(client: PlatformClient): Promise<string[]> {
    const page = await client.get<PageData<{ name: string }>>('/api/queues', { query: { serviceType: 'TB_RULE_ENGINE', pageSize: 100, page: 0, sortProperty: 'name', sortOrder: 'ASC' } });
    return page.data.map((q) => q.name);
  },
};
