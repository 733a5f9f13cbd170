import type { EmulatorContext } from '../context.ts';
import { isObject, readJson } from '../lib/json.ts';

const RULE_CHAIN_INPUT_NODE = 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode';

/**
 * For each rule chain assigned to the edge, the names of rule chains its input nodes forward to that are not
 * assigned to the edge too; as the JSON text the platform answers (`{}` when nothing is missing).
 */
export function missingRelatedRuleChains(ctx: EmulatorContext, tenantId: string, edgeId: string): string {
  const { relations, ruleChains } = ctx.stores;
  const assigned = new Set(
    relations.findFrom({ entity: { entityType: 'EDGE', id: edgeId }, typeGroup: 'EDGE', relationType: 'Contains' })
      .filter((row) => row.to_type === 'RULE_CHAIN')
      .map((row) => row.to_id),
  );
  const result: Record<string, string[]> = {};
  for (const chainId of assigned) {
    const chain = ruleChains.findById(chainId);
    if (!chain || chain.tenant_id !== tenantId) continue;
    const missing = ruleChains.nodes(chainId)
      .filter((node) => node.type === RULE_CHAIN_INPUT_NODE)
      .map((node) => readJson(node.configuration))
      .map((config) => (isObject(config) && typeof config.ruleChainId === 'string' ? config.ruleChainId : null))
      .filter((target): target is string => target !== null && !assigned.has(target))
      .map((target) => ruleChains.findById(target)?.name)
      .filter((name): name is string => name !== undefined);
    if (missing.length > 0) result[chain.name] = missing;
  }
  return JSON.stringify(result);
}
