import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { badRequest, general } from '../http/api-error.ts';
import { idField, stringField } from '../http/body.ts';
import { createdTimeOf, timeUuid } from '../lib/ids.ts';
import { isObject, writeJson } from '../lib/json.ts';
import type { ChainTemplate } from '../seed/rule-chain-templates.ts';
import { checkRuleChain } from '../security/content-checks.ts';
import type { RuleChainRow, RuleNodeRow } from '../store/rule-chains.ts';
import { isEmpty, validateFields } from '../validation/fields.ts';
import { checkEntityLimit, deleteWithRelations, tenantRowKey } from './owned-entities.ts';

export const RULE_CHAIN_TYPES = ['CORE', 'EDGE'];

export function ruleChainTypeOf(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return 'CORE';
  if (!RULE_CHAIN_TYPES.includes(value)) {
    throw badRequest(`No enum constant org.thingsboard.server.common.data.rule.RuleChainType.${value}`);
  }
  return value;
}

/** The `type` member of a RuleChain body; Jackson rejects unknown enum names. */
function bodyChainType(value: string | null): string {
  if (value === null) return 'CORE';
  if (!RULE_CHAIN_TYPES.includes(value)) {
    throw general(
      'JSON parse error: Cannot deserialize value of type `org.thingsboard.server.common.data.rule.RuleChainType` ' +
        `from String "${value}": not one of the values accepted for Enum class: [CORE, EDGE]`,
    );
  }
  return value;
}

/** POST /api/ruleChain: the chain record only; nodes come with the metadata. */
export function saveRuleChain(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>): RuleChainRow {
  const { ruleChains } = ctx.stores;
  const id = idField(body, 'id');
  const existing = id === null ? undefined : checkRuleChain(ctx, caller, id, 'WRITE');
  const name = stringField(body, 'name');
  validateFields({ name });
  if (isEmpty(name)) throw badRequest('Rule chain name should be specified!');
  const type = existing?.type ?? bodyChainType(stringField(body, 'type'));
  const root = body.root === true;
  if (root && type === 'CORE') {
    const current = ruleChains.findRoot(caller.tenantId, type);
    if (current && current.id !== id) throw badRequest('Another root rule chain is present in scope of current tenant!');
  }
  if (id === null) {
    checkEntityLimit(ctx, caller.tenantId, 'maxRuleChains', ruleChains.countByTenant(caller.tenantId), 'rule chains');
  }
  const row: RuleChainRow = {
    ...tenantRowKey(id, caller.tenantId),
    name,
    type,
    first_rule_node_id: existing?.first_rule_node_id ?? null,
    root: root || existing?.root === 1 ? 1 : 0,
    debug_mode: body.debugMode === true ? 1 : 0,
    configuration: writeJson(body.configuration),
    external_id: idField(body, 'externalId'),
    additional_info: writeJson(body.additionalInfo),
    connections: existing?.connections ?? null,
    rule_chain_connections: existing?.rule_chain_connections ?? null,
  };
  ruleChains.save(row);
  return row;
}

export function deleteRuleChain(ctx: EmulatorContext, chain: RuleChainRow): void {
  if (chain.root === 1) throw badRequest('Deletion of Root Tenant Rule Chain is prohibited!');
  if (ctx.stores.ruleChains.isDefaultOfDeviceProfile(chain.id)) {
    throw badRequest('The rule chain referenced by the device profiles cannot be deleted!');
  }
  deleteWithRelations(ctx, 'RULE_CHAIN', chain.id, ctx.stores.ruleChains.delete);
}

function indexField(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw general(`JSON parse error: Cannot deserialize value of type \`int\` from ${JSON.stringify(value)} (${name})`);
  }
  return value;
}

const notAList = () => general('JSON parse error: Cannot deserialize value of type `java.util.ArrayList` from Object value');

interface Connection {
  fromIndex: number;
  toIndex: number;
  type: string;
}

function readConnections(value: unknown, nodeCount: number): Connection[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw notAList();
  return value.map((item) => {
    if (!isObject(item)) throw general('JSON parse error: Cannot construct instance of `NodeConnectionInfo`');
    const fromIndex = indexField(item.fromIndex, 'fromIndex');
    const toIndex = indexField(item.toIndex, 'toIndex');
    const type = stringField(item, 'type');
    if (fromIndex < 0 || fromIndex >= nodeCount || toIndex < 0 || toIndex >= nodeCount) {
      throw badRequest(`Rule chain connection index is out of range: ${fromIndex} -> ${toIndex}`);
    }
    if (isEmpty(type)) throw badRequest('Rule chain connection type should be specified!');
    return { fromIndex, toIndex, type };
  });
}

/** POST /api/ruleChain/metadata: replaces nodes and connections; nodes keep ids they arrive with. */
export function saveRuleChainMetaData(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>) {
  const chainId = idField(body, 'ruleChainId');
  if (chainId === null) throw badRequest('Incorrect rule chain id null');
  const chain = checkRuleChain(ctx, caller, chainId, 'WRITE');
  const rawNodes = body.nodes ?? [];
  if (!Array.isArray(rawNodes)) throw notAList();
  const existing = new Set(ctx.stores.ruleChains.nodes(chain.id).map((node) => node.id));
  const nodes: RuleNodeRow[] = rawNodes.map((raw, position) => {
    if (!isObject(raw)) throw general('JSON parse error: Cannot construct instance of `RuleNode`');
    const given = idField(raw, 'id');
    const id = given !== null && existing.has(given) ? given : timeUuid();
    const type = stringField(raw, 'type');
    const name = stringField(raw, 'name');
    validateFields({ name });
    if (isEmpty(name)) throw badRequest('Rule node name should be specified!');
    if (isEmpty(type)) throw badRequest('Rule node type should be specified!');
    return {
      id, created_time: createdTimeOf(id), rule_chain_id: chain.id, position, type, name,
      debug_mode: raw.debugMode === true ? 1 : 0,
      configuration: writeJson(raw.configuration), additional_info: writeJson(raw.additionalInfo),
    };
  });
  const connections = readConnections(body.connections, nodes.length);
  const first = body.firstNodeIndex;
  const firstIndex = typeof first === 'number' && Number.isInteger(first) && first >= 0 && first < nodes.length ? first : null;
  transaction(ctx.db, () => {
    ctx.stores.ruleChains.replaceNodes(chain.id, nodes);
    ctx.stores.ruleChains.save({
      ...chain,
      first_rule_node_id: firstIndex === null ? null : nodes[firstIndex].id,
      connections: JSON.stringify(connections),
      rule_chain_connections: writeJson(body.ruleChainConnections),
    });
  });
  const saved = ctx.stores.ruleChains.findById(chain.id);
  if (!saved) throw new Error(`rule chain ${chain.id} vanished`);
  return saved;
}

/** Creates a chain with its nodes from a template (seeding and the device-profile default chain). */
export function createChainFromTemplate(
  ctx: Pick<EmulatorContext, 'stores'>,
  tenantId: string,
  name: string,
  type: string,
  root: boolean,
  template: ChainTemplate,
  ms?: number,
): RuleChainRow {
  const chainId = timeUuid(ms);
  const nodes: RuleNodeRow[] = template.nodes.map((node, position) => {
    const id = timeUuid(ms);
    return {
      id, created_time: createdTimeOf(id), rule_chain_id: chainId, position, type: node.type, name: node.name,
      debug_mode: 0, configuration: JSON.stringify(node.configuration),
      additional_info: JSON.stringify({ description: '', layoutX: node.layoutX, layoutY: node.layoutY }),
    };
  });
  const row: RuleChainRow = {
    id: chainId, created_time: createdTimeOf(chainId), tenant_id: tenantId, name, type,
    first_rule_node_id: nodes[template.firstNodeIndex]?.id ?? null, root: root ? 1 : 0, debug_mode: 0,
    configuration: null, external_id: null, additional_info: null,
    connections: JSON.stringify(template.connections), rule_chain_connections: null,
  };
  ctx.stores.ruleChains.save(row);
  ctx.stores.ruleChains.replaceNodes(chainId, nodes);
  return row;
}
