export const COMPONENT_TYPES = ['ENRICHMENT', 'FILTER', 'TRANSFORMATION', 'ACTION', 'EXTERNAL', 'FLOW'] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/**
 * One rule node of the 3.4.4 catalogue: the facts of its `@RuleNode` annotation (values left out are the
 * annotation's defaults) and our own description and details.
 */
export interface NodeSpec {
  type: ComponentType;
  name: string;
  /** Class name below `org.thingsboard.rule.engine.`. */
  clazz: string;
  /** Simple name of the configuration class (a key of NODE_CONFIGURATIONS). */
  configuration: string;
  /** Default ['Success', 'Failure']; the platform appends 'Failure' when missing. */
  relationTypes?: string[];
  customRelations?: true;
  inEnabled?: false;
  outEnabled?: false;
  ruleChainNode?: true;
  icon?: string;
  /** Default both. */
  ruleChainTypes?: Array<'CORE' | 'EDGE'>;
  description: string;
  details: string;
}

export const TRUE_FALSE = ['True', 'False'];
