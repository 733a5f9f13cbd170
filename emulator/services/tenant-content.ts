import type { EmulatorContext } from '../context.ts';
import { edgeRootChainTemplate, rootChainTemplate } from '../seed/rule-chain-templates.ts';
import { createChainFromTemplate } from './rule-chains.ts';

/** What a new tenant starts with: its `Root Rule Chain` and, auto-assigned to edges, its `Edge Root Rule Chain`. */
export function createDefaultRuleChains(ctx: Pick<EmulatorContext, 'stores'>, tenantId: string, ms?: number) {
  const root = createChainFromTemplate(ctx, tenantId, 'Root Rule Chain', 'CORE', true, rootChainTemplate(), ms);
  const edgeRoot = createChainFromTemplate(ctx, tenantId, 'Edge Root Rule Chain', 'EDGE', true, edgeRootChainTemplate(), ms);
  ctx.stores.ruleChains.setAutoAssignToEdge(edgeRoot.id, true);
  return { root, edgeRoot };
}
