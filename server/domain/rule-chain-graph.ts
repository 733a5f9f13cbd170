import type { NodeConnection, RuleChainMetaData, RuleNode } from '../platform/types/rule-chain.ts';

/** The editable part of a node: what the edit dialog changes. */
export interface NodeChanges {
  name: string;
  debugMode: boolean;
  description: string;
  configuration: unknown;
}

/** A new node from the library: its component, its first values and where it goes. */
export interface NewNode extends NodeChanges {
  type: string;
  x: number;
  y: number;
}

/** Coordinates the editor keeps: whole, non-negative and bounded, as the picture draws them. */
export function place(value: number): number {
  return Math.min(Math.max(Math.round(Number.isFinite(value) ? value : 0), 0), 100_000);
}

const connectionsOf = (metadata: RuleChainMetaData): NodeConnection[] => metadata.connections ?? [];

/** Adds a node at the end of the list; a chain without a first node starts with it. */
export function addNode(metadata: RuleChainMetaData, node: NewNode): RuleChainMetaData {
  const added: RuleNode = {
    type: node.type,
    name: node.name,
    debugMode: node.debugMode,
    configuration: node.configuration,
    additionalInfo: { description: node.description, layoutX: place(node.x), layoutY: place(node.y) },
  };
  const nodes = [...metadata.nodes, added];
  const first = metadata.firstNodeIndex !== null && metadata.firstNodeIndex >= 0 ? metadata.firstNodeIndex : nodes.length - 1;
  return { ...metadata, nodes, firstNodeIndex: first, connections: connectionsOf(metadata) };
}

/** Changes a node's name, debug mode, description and configuration; its place and id stay. */
export function updateNode(metadata: RuleChainMetaData, index: number, changes: NodeChanges): RuleChainMetaData {
  return {
    ...metadata,
    nodes: metadata.nodes.map((node, i) =>
      i === index
        ? { ...node, name: changes.name, debugMode: changes.debugMode, configuration: changes.configuration, additionalInfo: { ...node.additionalInfo, description: changes.description } }
        : node,
    ),
  };
}

/** Moves a node to new coordinates. */
export function moveNode(metadata: RuleChainMetaData, index: number, x: number, y: number): RuleChainMetaData {
  return {
    ...metadata,
    nodes: metadata.nodes.map((node, i) => (i === index ? { ...node, additionalInfo: { ...node.additionalInfo, layoutX: place(x), layoutY: place(y) } } : node)),
  };
}

/**
 * Deletes a node with its connections; the indexes after it shift down. When it was the first node, the chain's input
 * goes nowhere (upstream's editor leaves the input unconnected too).
 */
export function deleteNode(metadata: RuleChainMetaData, index: number): RuleChainMetaData {
  const shift = (i: number) => (i > index ? i - 1 : i);
  const connections = connectionsOf(metadata)
    .filter((c) => c.fromIndex !== index && c.toIndex !== index)
    .map((c) => ({ ...c, fromIndex: shift(c.fromIndex), toIndex: shift(c.toIndex) }));
  const first = metadata.firstNodeIndex;
  return {
    ...metadata,
    nodes: metadata.nodes.filter((_, i) => i !== index),
    connections,
    firstNodeIndex: first === null || first === index ? null : shift(first),
  };
}

/** Connects two nodes with relation types; a type already between them is kept once. */
export function addConnections(metadata: RuleChainMetaData, fromIndex: number, toIndex: number, types: readonly string[]): RuleChainMetaData {
  const existing = connectionsOf(metadata);
  const known = new Set(existing.filter((c) => c.fromIndex === fromIndex && c.toIndex === toIndex).map((c) => c.type));
  const added = [...new Set(types)].filter((type) => !known.has(type)).map((type) => ({ fromIndex, toIndex, type }));
  return { ...metadata, connections: [...existing, ...added] };
}

/** Removes every connection between two nodes. */
export function deleteConnections(metadata: RuleChainMetaData, fromIndex: number, toIndex: number): RuleChainMetaData {
  return { ...metadata, connections: connectionsOf(metadata).filter((c) => c.fromIndex !== fromIndex || c.toIndex !== toIndex) };
}

/** Makes a node the one the chain's input leads to. */
export function setFirstNode(metadata: RuleChainMetaData, index: number): RuleChainMetaData {
  return { ...metadata, firstNodeIndex: index };
}

/** The relation types already between two nodes. */
export function labelsBetween(metadata: RuleChainMetaData, fromIndex: number, toIndex: number): string[] {
  return connectionsOf(metadata).filter((c) => c.fromIndex === fromIndex && c.toIndex === toIndex).map((c) => c.type);
}

/** A free place for a new node: right of and below the nodes the chain has. */
export function freePlace(metadata: RuleChainMetaData): { x: number; y: number } {
  if (metadata.nodes.length === 0) return { x: 300, y: 150 };
  const xs = metadata.nodes.map((n) => n.additionalInfo?.layoutX ?? 0);
  const ys = metadata.nodes.map((n) => n.additionalInfo?.layoutY ?? 0);
  return { x: place(Math.max(...xs) + 200), y: place(Math.min(...ys)) };
}
