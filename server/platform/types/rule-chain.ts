import type { EntityId } from './ids.ts';

export type RuleChainType = 'CORE' | 'EDGE';

/** The platform's RuleChain (contract 4.12). */
export interface RuleChain {
  id: EntityId;
  createdTime: number;
  tenantId: EntityId;
  name: string;
  type: RuleChainType;
  firstRuleNodeId: EntityId | null;
  root: boolean;
  debugMode: boolean;
  configuration: unknown;
  externalId: EntityId | null;
  additionalInfo: Record<string, unknown> | null;
  [member: string]: unknown;
}

/** A chain before the platform gave it an id (created or imported). */
export type NewRuleChain = Omit<RuleChain, 'id' | 'createdTime' | 'tenantId' | 'firstRuleNodeId' | 'root' | 'externalId'> & Partial<Pick<RuleChain, 'root'>>;

export interface RuleNode {
  id?: EntityId;
  createdTime?: number;
  ruleChainId?: EntityId;
  /** The component's class (`org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode`). */
  type: string;
  name: string;
  debugMode: boolean;
  configuration: unknown;
  additionalInfo: { layoutX?: number; layoutY?: number; description?: string; [member: string]: unknown } | null;
}

export interface NodeConnection {
  fromIndex: number;
  toIndex: number;
  type: string;
}

/** A legacy link to another chain (`ruleChainConnections`). */
export interface RuleChainConnection {
  fromIndex: number;
  targetRuleChainId: EntityId;
  additionalInfo: Record<string, unknown> | null;
  type: string;
}

/** `GET /api/ruleChain/{id}/metadata`: the chain's nodes and connections (by index into `nodes`). */
export interface RuleChainMetaData {
  ruleChainId?: EntityId;
  firstNodeIndex: number | null;
  nodes: RuleNode[];
  connections: NodeConnection[] | null;
  ruleChainConnections: RuleChainConnection[] | null;
}

/** A rule-node component descriptor (`GET /api/components`), as far as the console reads it. */
export interface ComponentDescriptor {
  type: string;
  clazz: string;
  name: string;
  [member: string]: unknown;
}

/** The rule-node component types (upstream's ComponentType of rule chains). */
export const RULE_NODE_COMPONENT_TYPES = ['ENRICHMENT', 'FILTER', 'TRANSFORMATION', 'ACTION', 'EXTERNAL', 'FLOW'] as const;

export type ScriptLang = 'JS' | 'TBEL';

/** `POST /api/ruleChain/testScript`: the script as a function of `argNames`, and the message it is called with. */
export interface TestScriptRequest {
  script: string;
  /** `update`, `generate`, `filter`, `switch`, `json` or `string`: how the platform reads the script's result. */
  scriptType: string;
  argNames: string[];
  /** The message data as JSON text. */
  msg: string;
  metadata: Record<string, string>;
  msgType: string;
}

/** The formatted result, or the error text (the other member empty or absent). */
export interface TestScriptResult {
  output?: string;
  error?: string;
}
