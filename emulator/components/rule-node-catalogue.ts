import { createHash } from 'node:crypto';
import { defaultsOf } from './config-fields.ts';
import { NODE_CONFIGURATIONS } from './node-configurations.ts';
import { COMPONENT_TYPES } from './node-spec.ts';
import type { NodeSpec } from './node-spec.ts';
import { ACTION_NODES } from './nodes-action.ts';
import { ENRICHMENT_NODES, FILTER_NODES } from './nodes-filter-enrichment.ts';
import { EXTERNAL_NODES, FLOW_NODES, TRANSFORMATION_NODES } from './nodes-transformation-flow-external.ts';

export { COMPONENT_TYPES };

const ENGINE = 'org.thingsboard.rule.engine';

/** The rule nodes of ThingsBoard 3.4.4's rule-engine components, grouped as the platform lists them. */
const NODES: NodeSpec[] = [
  ...ENRICHMENT_NODES, ...FILTER_NODES, ...TRANSFORMATION_NODES, ...ACTION_NODES, ...EXTERNAL_NODES, ...FLOW_NODES,
];

/** A stable UUID per class name, shaped like the platform's time-based ids. */
function stableId(clazz: string): string {
  const hex = createHash('sha1').update(clazz).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-1${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// Descriptors are registered when the server starts; the emulator reports one fixed time for all of them.
const REGISTERED_AT = 1677661000000;

function descriptor(spec: NodeSpec) {
  const fields = NODE_CONFIGURATIONS[spec.configuration];
  if (!fields) throw new Error(`rule node ${spec.clazz} names an unknown configuration ${spec.configuration}`);
  const relationTypes = spec.relationTypes ?? ['Success', 'Failure'];
  return {
    id: { id: stableId(`${ENGINE}.${spec.clazz}`) },
    createdTime: REGISTERED_AT,
    type: spec.type,
    scope: 'TENANT',
    name: spec.name,
    clazz: `${ENGINE}.${spec.clazz}`,
    configurationDescriptor: {
      // The platform's NodeDefinition. uiResources and configDirective stay empty: the emulator serves no rule-node UI
      // bundle, and with no directive the upstream console falls back to its JSON editor.
      nodeDefinition: {
        details: spec.details,
        description: spec.description,
        inEnabled: spec.inEnabled ?? true,
        outEnabled: spec.outEnabled ?? true,
        relationTypes: relationTypes.includes('Failure') ? relationTypes : [...relationTypes, 'Failure'],
        customRelations: spec.customRelations ?? false,
        ruleChainNode: spec.ruleChainNode ?? false,
        defaultConfiguration: defaultsOf(fields),
        uiResources: [],
        configDirective: '',
        icon: spec.icon ?? '',
        iconUrl: '',
        docUrl: '',
      },
      // Ours: the form a console renders for the node's configuration (emulator README, "Rule-node catalogue").
      configurationFields: fields,
    },
    actions: null,
  };
}

export type ComponentDescriptor = ReturnType<typeof descriptor>;

export const DESCRIPTORS: ComponentDescriptor[] = NODES.map(descriptor);

const RULE_CHAIN_TYPES = new Map(NODES.map((spec) => [`${ENGINE}.${spec.clazz}`, spec.ruleChainTypes ?? ['CORE', 'EDGE']]));

export function descriptorsOf(types: readonly string[], ruleChainType: string): ComponentDescriptor[] {
  return DESCRIPTORS.filter(
    (d) => types.includes(d.type) && (RULE_CHAIN_TYPES.get(d.clazz) as string[]).includes(ruleChainType),
  );
}
