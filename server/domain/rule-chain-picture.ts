import type { ComponentDescriptor, RuleChainMetaData } from '../platform/types/rule-chain.ts';

/** How a node is coloured: its component's type, the chain's input, a link to another chain, or unknown. */
export type NodeGroup = 'FILTER' | 'ENRICHMENT' | 'TRANSFORMATION' | 'ACTION' | 'EXTERNAL' | 'FLOW' | 'RULE_CHAIN' | 'INPUT' | 'UNKNOWN';

const GROUPS = new Set<string>(['FILTER', 'ENRICHMENT', 'TRANSFORMATION', 'ACTION', 'EXTERNAL', 'FLOW']);
export const RULE_CHAIN_INPUT_NODE = 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode';

/** Box size and margins of the picture, in SVG units (upstream's node boxes are about this size). */
export const NODE_WIDTH = 130;
export const NODE_HEIGHT = 44;
const MARGIN = 24;
const INPUT_GAP = 60;

export interface PictureNode {
  /** Index in the metadata's nodes; -1 for the input. */
  index: number;
  name: string;
  group: NodeGroup;
  /** The component's name (`save timeseries`), or the class when the platform lacks it. */
  component: string;
  debugMode: boolean;
  /** The chain a rule-chain node sends to, by name (its id when the platform lacks it). */
  target?: string;
  x: number;
  y: number;
}

export interface PictureConnection {
  from: number;
  to: number;
  /** The relation types of every connection between the two nodes, in order. */
  labels: string[];
  path: string;
  labelX: number;
  labelY: number;
}

/** A rule chain's nodes and connections laid out as the metadata stores them, ready to draw. */
export interface ChainPicture {
  width: number;
  height: number;
  input: PictureNode;
  nodes: PictureNode[];
  connections: PictureConnection[];
  /** How many connections the metadata holds (one drawn line may carry several). */
  connectionCount: number;
}

function coordinate(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.max(value, 0), 100_000) : 0;
}

/** The rule-chain node's target chain id, when its configuration names one. */
export function targetChainId(configuration: unknown): string | undefined {
  const id = (configuration as { ruleChainId?: unknown } | null)?.ruleChainId;
  return typeof id === 'string' ? id : undefined;
}

function edgePath(from: PictureNode, to: PictureNode): { path: string; labelX: number; labelY: number } {
  const x1 = from.x + NODE_WIDTH;
  const y1 = from.y + NODE_HEIGHT / 2;
  const x2 = to.x;
  const y2 = to.y + NODE_HEIGHT / 2;
  const bend = Math.max(40, Math.abs(x2 - x1) / 2);
  // The label sits three quarters along the curve: where one node fans out to many, their labels part there.
  const at = (a: number, b: number, c: number, d: number) => 0.015625 * a + 0.140625 * b + 0.421875 * c + 0.421875 * d;
  return {
    path: `M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}`,
    labelX: Math.round(at(x1, x1 + bend, x2 - bend, x2)),
    labelY: Math.round(at(y1, y1, y2, y2)),
  };
}

/**
 * Lays out a chain as its metadata stores it: every node at its `additionalInfo.layoutX/Y`, the input left of the
 * first node, connections between the same two nodes drawn once with all their labels; the picture is moved so that
 * nothing lies left of or above the margin.
 */
export function chainPicture(metadata: RuleChainMetaData, components: readonly ComponentDescriptor[], chainNames: ReadonlyMap<string, string>): ChainPicture {
  const byClass = new Map(components.map((c) => [c.clazz, c]));
  const stored = metadata.nodes.map((node, index): PictureNode => {
    const component = byClass.get(node.type);
    const target = node.type === RULE_CHAIN_INPUT_NODE ? targetChainId(node.configuration) : undefined;
    const group: NodeGroup = node.type === RULE_CHAIN_INPUT_NODE ? 'RULE_CHAIN' : component && GROUPS.has(component.type) ? (component.type as NodeGroup) : 'UNKNOWN';
    return {
      index,
      name: node.name,
      group,
      component: component?.name ?? node.type,
      debugMode: node.debugMode === true,
      target: target === undefined ? undefined : (chainNames.get(target) ?? target),
      x: coordinate(node.additionalInfo?.layoutX),
      y: coordinate(node.additionalInfo?.layoutY),
    };
  });
  const first = metadata.firstNodeIndex !== null && metadata.firstNodeIndex >= 0 ? stored[metadata.firstNodeIndex] : undefined;
  const input: PictureNode = {
    index: -1, name: '', group: 'INPUT', component: '', debugMode: false,
    x: (first?.x ?? NODE_WIDTH + INPUT_GAP) - NODE_WIDTH - INPUT_GAP, y: first?.y ?? 0,
  };
  const all = [input, ...stored];
  const shiftX = MARGIN - Math.min(...all.map((n) => n.x));
  const shiftY = MARGIN - Math.min(...all.map((n) => n.y));
  for (const node of all) {
    node.x += shiftX;
    node.y += shiftY;
  }
  const valid = (metadata.connections ?? []).filter((c) => stored[c.fromIndex] && stored[c.toIndex]);
  const grouped = new Map<string, { from: number; to: number; labels: string[] }>();
  for (const c of valid) {
    const key = `${c.fromIndex}>${c.toIndex}`;
    const entry = grouped.get(key) ?? { from: c.fromIndex, to: c.toIndex, labels: [] };
    entry.labels.push(c.type);
    grouped.set(key, entry);
  }
  const connections: PictureConnection[] = [...grouped.values()].map((g) => ({ ...g, ...edgePath(stored[g.from], stored[g.to]) }));
  if (first) connections.unshift({ from: -1, to: first.index, labels: [], ...edgePath(input, first) });
  return {
    width: Math.max(...all.map((n) => n.x)) + NODE_WIDTH + MARGIN,
    height: Math.max(...all.map((n) => n.y)) + NODE_HEIGHT + MARGIN,
    input,
    nodes: stored,
    connections,
    connectionCount: valid.length,
  };
}
