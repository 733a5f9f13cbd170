import type { FormDef } from '../../domain/entity-form.ts';
import { ruleChainsApi } from '../../platform/api/rule-chains.ts';
import type { RuleChain, RuleChainType } from '../../platform/types/rule-chain.ts';
import type { DetailsTab, EntityKind } from '../entity-table.ts';

/**
 * A rule chain as a table row: the platform's chain, and what the row's scope adds to it: whether it is the edge's
 * root chain (an edge's list) or assigned to new edges automatically (the edge templates).
 */
export type RuleChainRow = RuleChain & { edgeRoot?: boolean; autoAssign?: boolean };

/** The rule chain form (console-map §3.10): fields by JSON path, validators with upstream's message keys. */
export const RULE_CHAIN_FORM: FormDef = {
  fields: [
    {
      path: 'name',
      label: 'rulechain.name',
      control: { kind: 'text' },
      validators: [
        { rule: 'required', message: 'rulechain.name-required' },
        { rule: 'maxLength', max: 255, message: 'rulechain.name-max-length' },
      ],
    },
    { path: 'debugMode', label: 'rulechain.debug-mode', control: { kind: 'checkbox' } },
    { path: 'additionalInfo.description', label: 'rulechain.description', control: { kind: 'textarea' } },
  ],
};

/** The details tabs of a rule chain (console-map §3.10). */
export const RULE_CHAIN_TABS: readonly DetailsTab[] = [
  { slug: '', label: 'details.details' },
  { slug: 'attributes', label: 'attribute.attributes' },
  { slug: 'latest-telemetry', label: 'attribute.latest-telemetry' },
  { slug: 'alarms', label: 'alarm.alarms' },
  { slug: 'events', label: 'rulechain.events' },
  { slug: 'relations', label: 'relation.relations' },
  { slug: 'audit-logs', label: 'audit-log.audit-logs', tenantOnly: true },
  { slug: 'version-control', label: 'version-control.version-control', tenantOnly: true },
];

/** A chain as the platform takes it back: without what the row's scope added. */
function toSaved(row: RuleChainRow): RuleChain {
  const { edgeRoot: _edgeRoot, autoAssign: _autoAssign, ...saved } = row;
  return saved;
}

/** The rule chain kind of one type: a chain created in the tenant's list is CORE, in the edge templates EDGE. */
function ruleChainKind(type: RuleChainType): EntityKind<RuleChainRow> {
  return {
    entityType: 'RULE_CHAIN',
    help: 'rulechains',
    keys: {
      details: 'rulechain.rulechain-details',
      add: 'rulechain.add',
      noEntities: 'rulechain.no-rulechains-text',
      search: 'rulechain.search',
      selected: 'rulechain.selected-rulechains',
      copyId: 'rulechain.copyId',
      public: 'rulechain.rulechain-details',
      assignedToCustomer: 'rulechain.rulechain-details',
      openDetailsPage: 'rulechain.open-rulechain',
    },
    load: (client, id) => ruleChainsApi.getRuleChain(client, id),
    name: (chain) => chain.name,
    form: RULE_CHAIN_FORM,
    toSaved,
    // A new chain takes the list's type; a saved one keeps its own.
    save: (client, chain) => ruleChainsApi.saveRuleChain(client, { ...(chain as RuleChain), type: (chain as Partial<RuleChain>).type ?? type }),
    tabs: RULE_CHAIN_TABS,
    // Rule chains are neither public nor assigned to customers: these keys are never shown.
    isPublic: () => false,
    assignedCustomer: () => null,
  };
}

export const coreRuleChainKind = ruleChainKind('CORE');
export const edgeRuleChainKind = ruleChainKind('EDGE');
