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

/** The reads a profile form needs of what it refers to: the tenant's core rule chains, a profile's OTA packages. */
export const profileReferencesApi = {
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
