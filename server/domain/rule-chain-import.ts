import type { NodeConnection, RuleChainMetaData, RuleChainType, RuleNode } from '../platform/types/rule-chain.ts';

/** A rule chain read from an export file, waiting on the import page to be saved; nothing of it exists yet. */
export interface ImportedRuleChain {
  type: RuleChainType;
  name: string;
  debugMode: boolean;
  description: string;
  /** The chain's other members as the file had them (`configuration`, `additionalInfo`). */
  configuration: unknown;
  additionalInfo: Record<string, unknown> | null;
  metadata: RuleChainMetaData;
}

/** What is wrong with a file: a translation key and its values. */
export interface ImportProblem {
  key: string;
  values?: Record<string, string | number>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function wrong(path: string): ImportProblem {
  return { key: 'rulechain.import-wrong-member', values: { path } };
}

function readNode(value: unknown, index: number): RuleNode | ImportProblem {
  if (!isObject(value)) return wrong(`metadata.nodes[${index}]`);
  if (typeof value.type !== 'string' || value.type === '') return wrong(`metadata.nodes[${index}].type`);
  if (typeof value.name !== 'string') return wrong(`metadata.nodes[${index}].name`);
  const info = value.additionalInfo;
  if (info !== undefined && info !== null && !isObject(info)) return wrong(`metadata.nodes[${index}].additionalInfo`);
  // The new chain's nodes get new ids: the file's ids, times and chain are not kept.
  return { type: value.type, name: value.name, debugMode: value.debugMode === true, configuration: value.configuration ?? null, additionalInfo: (info as RuleNode['additionalInfo']) ?? null };
}

function readConnection(value: unknown, index: number, count: number): NodeConnection | ImportProblem {
  const path = `metadata.connections[${index}]`;
  if (!isObject(value)) return wrong(path);
  const { fromIndex, toIndex, type } = value;
  if (!Number.isInteger(fromIndex) || (fromIndex as number) < 0 || (fromIndex as number) >= count) return wrong(`${path}.fromIndex`);
  if (!Number.isInteger(toIndex) || (toIndex as number) < 0 || (toIndex as number) >= count) return wrong(`${path}.toIndex`);
  if (typeof type !== 'string' || type === '') return wrong(`${path}.type`);
  return { fromIndex: fromIndex as number, toIndex: toIndex as number, type };
}

function readMetadata(value: unknown): RuleChainMetaData | ImportProblem {
  if (!isObject(value)) return wrong('metadata');
  if (!Array.isArray(value.nodes)) return wrong('metadata.nodes');
  const nodes: RuleNode[] = [];
  for (const [i, raw] of value.nodes.entries()) {
    const node = readNode(raw, i);
    if ('key' in node) return node;
    nodes.push(node);
  }
  const connections: NodeConnection[] = [];
  if (value.connections !== undefined && value.connections !== null) {
    if (!Array.isArray(value.connections)) return wrong('metadata.connections');
    for (const [i, raw] of value.connections.entries()) {
      const connection = readConnection(raw, i, nodes.length);
      if ('key' in connection) return connection;
      connections.push(connection);
    }
  }
  const first = value.firstNodeIndex;
  if (first !== undefined && first !== null && (!Number.isInteger(first) || (first as number) < -1 || (first as number) >= nodes.length)) return wrong('metadata.firstNodeIndex');
  const ruleChainConnections = Array.isArray(value.ruleChainConnections) ? (value.ruleChainConnections as RuleChainMetaData['ruleChainConnections']) : null;
  return { firstNodeIndex: typeof first === 'number' ? first : null, nodes, connections, ruleChainConnections };
}

/**
 * Reads a rule chain export file (`{ ruleChain, metadata }`, as upstream's export writes it) for a list of `type`.
 * Says what is wrong with it otherwise: not JSON, a member missing or of the wrong kind, a chain of the other type.
 */
export function readRuleChainFile(text: string, type: RuleChainType): ImportedRuleChain | ImportProblem {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return { key: 'rulechain.import-not-json', values: { error: (err as Error).message } };
  }
  if (!isObject(data)) return wrong('ruleChain');
  const chain = data.ruleChain;
  if (!isObject(chain)) return wrong('ruleChain');
  if (typeof chain.name !== 'string' || chain.name.trim() === '') return wrong('ruleChain.name');
  const fileType = chain.type ?? 'CORE';
  if (fileType !== type) return { key: 'rulechain.invalid-rulechain-type-error', values: { expectedRuleChainType: type } };
  const metadata = readMetadata(data.metadata);
  if ('key' in metadata) return metadata;
  const info = isObject(chain.additionalInfo) ? chain.additionalInfo : null;
  return {
    type,
    name: chain.name,
    debugMode: chain.debugMode === true,
    description: typeof info?.description === 'string' ? info.description : '',
    configuration: chain.configuration ?? null,
    additionalInfo: info,
    metadata,
  };
}

export function isImportProblem(value: ImportedRuleChain | ImportProblem): value is ImportProblem {
  return 'key' in value;
}
