import type { PlatformClient } from '../platform-client.ts';
import type { EntityId } from '../types/ids.ts';
import type { PageData, PageLink } from '../types/page-data.ts';

/** A rule chain as a profile's default rule chain picker reads it. */
export interface RuleChainChoice {
  id: EntityId;
  name: string;
  [member: string]: unknown;
}

/** An OTA package as the firmware and software pickers read it. */
export interface OtaPackageChoice {
  id: EntityId;
  title: string;
  version?: string;
  [member: string]: unknown;
}

/** An LwM2M object model of the resources library (LWM2M_MODEL), as the LwM2M transport lists it. */
export interface Lwm2mObjectModel {
  id: number;
  /** `<object id>_<version>`, the first segment of a resource path (`/3_1.2/0/9`). */
  keyId: string;
  name: string;
  instances: { id: number; resources: { id: number; name: string; keyName: string }[] }[];
}

/** The reads a profile form needs of what it refers to: the tenant's core rule chains, a profile's OTA packages. */
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

  getCoreRuleChains(client: PlatformClient, link: PageLink): Promise<PageData<RuleChainChoice>> {
    return client.get<PageData<RuleChainChoice>>('/api/ruleChains', { query: { ...link, type: 'CORE' } });
  },

  getRuleChain(client: PlatformClient, ruleChainId: string): Promise<RuleChainChoice> {
    return client.get<RuleChainChoice>(`/api/ruleChain/${encodeURIComponent(ruleChainId)}`);
  },

  getProfilePackages(client: PlatformClient, deviceProfileId: string, type: 'FIRMWARE' | 'SOFTWARE', link: PageLink): Promise<PageData<OtaPackageChoice>> {
    return client.get<PageData<OtaPackageChoice>>(`/api/otaPackages/${encodeURIComponent(deviceProfileId)}/${type}`, { query: { ...link } });
  },

  getOtaPackageInfo(client: PlatformClient, otaPackageId: string): Promise<OtaPackageChoice> {
    return client.get<OtaPackageChoice>(`/api/otaPackage/info/${encodeURIComponent(otaPackageId)}`);
  },
};
