import type { PlatformClient } from '../platform-client.ts';
import type { EntityId } from '../types/ids.ts';
import type { PageData, PageLink } from '../types/page-data.ts';

/** A rule chain as a profile's default rule chain picker reads it. */
export interface RuleChainChoice {
  id: EntityId;
  name: string;
  [member: string]: unknown;
}

/** The reads a profile form needs of what it refers to: the tenant's core rule chains. */
export const profileReferencesApi = {
  getCoreRuleChains(client: PlatformClient, link: PageLink): Promise<PageData<RuleChainChoice>> {
    return client.get<PageData<RuleChainChoice>>('/api/ruleChains', { query: { ...link, type: 'CORE' } });
  },

  getRuleChain(client: PlatformClient, ruleChainId: string): Promise<RuleChainChoice> {
    return client.get<RuleChainChoice>(`/api/ruleChain/${encodeURIComponent(ruleChainId)}`);
  },
};
