import type { PlatformClient } from '../platform-client.ts';
import type { Edge } from '../types/edge.ts';
import type { PageData, PageLink } from '../types/page-data.ts';
import {
  RULE_NODE_COMPONENT_TYPES, type ComponentDescriptor, type ScriptLang, type TestScriptRequest, type TestScriptResult, type NewRuleChain, type RuleChain, type RuleChainMetaData, type RuleChainType,
} from '../types/rule-chain.ts';

const id = encodeURIComponent;

/** Rule chains (contract 4.12): lists per type and per edge, save, metadata, root, edge templates, components. */
export const ruleChainsApi = {
  getRuleChains(client: PlatformClient, link: PageLink, type: RuleChainType): Promise<PageData<RuleChain>> {
    return client.get<PageData<RuleChain>>('/api/ruleChains', { query: { ...link, type } });
  },

  getEdgeRuleChains(client: PlatformClient, edgeId: string, link: PageLink): Promise<PageData<RuleChain>> {
    return client.get<PageData<RuleChain>>(`/api/edge/${id(edgeId)}/ruleChains`, { query: { ...link } });
  },

  getAutoAssignToEdgeRuleChains(client: PlatformClient): Promise<RuleChain[]> {
    return client.get<RuleChain[]>('/api/ruleChain/autoAssignToEdgeRuleChains');
  },

  getRuleChain(client: PlatformClient, ruleChainId: string): Promise<RuleChain> {
    return client.get<RuleChain>(`/api/ruleChain/${id(ruleChainId)}`);
  },

  getMetadata(client: PlatformClient, ruleChainId: string): Promise<RuleChainMetaData> {
    return client.get<RuleChainMetaData>(`/api/ruleChain/${id(ruleChainId)}/metadata`);
  },

  /** Creates (no id) or updates a chain's name, debug mode and description; the answer is the saved chain. */
  saveRuleChain(client: PlatformClient, chain: RuleChain | NewRuleChain): Promise<RuleChain> {
    return client.post<RuleChain>('/api/ruleChain', { body: chain });
  },

  saveMetadata(client: PlatformClient, metadata: RuleChainMetaData): Promise<RuleChainMetaData> {
    return client.post<RuleChainMetaData>('/api/ruleChain/metadata', { body: metadata });
  },

  async deleteRuleChain(client: PlatformClient, ruleChainId: string): Promise<void> {
    await client.delete(`/api/ruleChain/${id(ruleChainId)}`);
  },

  async setRoot(client: PlatformClient, ruleChainId: string): Promise<void> {
    await client.post(`/api/ruleChain/${id(ruleChainId)}/root`);
  },

  async setEdgeTemplateRoot(client: PlatformClient, ruleChainId: string): Promise<void> {
    await client.post(`/api/ruleChain/${id(ruleChainId)}/edgeTemplateRoot`);
  },

  async setAutoAssignToEdge(client: PlatformClient, ruleChainId: string): Promise<void> {
    await client.post(`/api/ruleChain/${id(ruleChainId)}/autoAssignToEdge`);
  },

  async unsetAutoAssignToEdge(client: PlatformClient, ruleChainId: string): Promise<void> {
    await client.delete(`/api/ruleChain/${id(ruleChainId)}/autoAssignToEdge`);
  },

  setEdgeRoot(client: PlatformClient, edgeId: string, ruleChainId: string): Promise<Edge> {
    return client.post<Edge>(`/api/edge/${id(edgeId)}/${id(ruleChainId)}/root`);
  },

  async assignToEdge(client: PlatformClient, edgeId: string, ruleChainId: string): Promise<void> {
    await client.post(`/api/edge/${id(edgeId)}/ruleChain/${id(ruleChainId)}`);
  },

  async unassignFromEdge(client: PlatformClient, edgeId: string, ruleChainId: string): Promise<void> {
    await client.delete(`/api/edge/${id(edgeId)}/ruleChain/${id(ruleChainId)}`);
  },

  /**
   * The chains an edge's chains link to but the edge lacks, by the linking chain's name. 3.4.4 answers a JSON object
   * as a string; anything else reads as nothing missing.
   */
  async getMissingToRelatedRuleChains(client: PlatformClient, edgeId: string): Promise<Record<string, string[]>> {
    const answer = await client.get<unknown>(`/api/edge/missingToRelatedRuleChains/${id(edgeId)}`);
    let parsed: unknown = answer;
    if (typeof answer === 'string') {
      try {
        parsed = JSON.parse(answer);
      } catch {
        return {};
      }
    }
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])));
  },

  /** The rule-node components a chain of this type may hold (every group of the editor's library). */
  getComponents(client: PlatformClient, ruleChainType: RuleChainType): Promise<ComponentDescriptor[]> {
    return client.get<ComponentDescriptor[]>('/api/components', { query: { componentTypes: RULE_NODE_COMPONENT_TYPES.join(','), ruleChainType } });
  },

  /** Whether the platform runs TBEL scripts (`tbel.enabled`; JSON boolean). */
  async tbelEnabled(client: PlatformClient): Promise<boolean> {
    return (await client.get<unknown>('/api/ruleChain/tbelEnabled')) !== false;
  },

  /** Runs a node's script on a test message; the platform answers the formatted output, or the script's error. */
  testScript(client: PlatformClient, body: TestScriptRequest, scriptLang: ScriptLang): Promise<TestScriptResult> {
    return client.post<TestScriptResult>('/api/ruleChain/testScript', { body, query: { scriptLang } });
  },
};
