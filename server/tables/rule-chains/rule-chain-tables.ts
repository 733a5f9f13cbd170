import type { ColumnSpec } from '../../domain/table-columns.ts';
import { ruleChainsApi } from '../../platform/api/rule-chains.ts';
import { edgesApi } from '../../platform/api/edges.ts';
import type { FastifyRequest } from 'fastify';
import type { RuleChain } from '../../platform/types/rule-chain.ts';
import type { EntityTable, ListScope } from '../entity-table.ts';
import { scopedTitle } from '../list-scope.ts';
import { coreRuleChainKind, edgeRuleChainKind, type RuleChainRow } from './rule-chain-kind.ts';
import {
  RULE_CHAIN_ACTIONS as row, RULE_CHAIN_ADD_ACTIONS as add, RULE_CHAIN_DIALOGS as dialogs, RULE_CHAIN_GROUP_ACTIONS as group,
} from './rule-chain-dialogs.ts';

const created: ColumnSpec = { key: 'createdTime', title: 'common.created-time', width: '150px', sortable: true, cell: 'date' };
const name: ColumnSpec = { key: 'name', title: 'rulechain.name', width: '100%', sortable: true, cell: 'details' };
const root: ColumnSpec = { key: 'root', title: 'rulechain.root', width: '60px', sortable: true, cell: 'check' };
const templateRoot: ColumnSpec = { ...root, title: 'rulechain.edge-template-root' };
// What the scope adds to a chain: the platform cannot sort by it.
const edgeRootColumn: ColumnSpec = { ...root, sortable: false, value: 'edgeRoot' };
const autoAssign: ColumnSpec = { key: 'assignToEdge', title: 'rulechain.assign-to-edge', width: '60px', sortable: false, cell: 'check', value: 'autoAssign' };

/** Marks the chains new edges get automatically (the template root is the edge's root, not auto-assigned). */
async function autoAssigned(request: FastifyRequest): Promise<(chain: RuleChain) => RuleChainRow> {
  const ids = new Set((await ruleChainsApi.getAutoAssignToEdgeRuleChains(request.platform)).map((chain) => chain.id.id));
  return (chain) => ({ ...chain, autoAssign: !chain.root && ids.has(chain.id.id) });
}

/** Marks the edge's root chain. */
async function edgeRoot(request: FastifyRequest, place: ListScope): Promise<(chain: RuleChain) => RuleChainRow> {
  const edge = await edgesApi.getEdge(request.platform, place.edgeId!);
  const rootId = (edge.rootRuleChainId as { id?: string } | null | undefined)?.id;
  return (chain) => ({ ...chain, edgeRoot: chain.id.id === rootId });
}


/** The tenant's core rule chains (`/ruleChains`). */
export const TENANT_RULE_CHAINS: EntityTable<RuleChainRow> = {
  kind: coreRuleChainKind,
  scope: 'tenant',
  title: (place, t) => scopedTitle(place, t, { list: 'rulechain.rulechains', public: 'rulechain.rulechains' }),
  columns: [created, name, root],
  list: (request, _place, link) => ruleChainsApi.getRuleChains(request.platform, link, 'CORE'),
  filters: [],
  rowActions: [row.export, row.setRoot, row.details, row.delete],
  groupActions: [group.delete],
  selectable: (chain) => !chain.root,
  addActions: [add.add, add.import],
  dialogs: { 'set-root': dialogs.setRoot, delete: dialogs.delete, add: dialogs.add, import: dialogs.importCore },
  editable: true,
};

/** The edge rule chain templates (`/edgeManagement/ruleChains`): each marked when new edges get it automatically. */
export const EDGE_TEMPLATE_RULE_CHAINS: EntityTable<RuleChainRow> = {
  kind: edgeRuleChainKind,
  scope: 'tenant',
  title: (_place, t) => t('edge.rulechain-templates'),
  columns: [created, name, templateRoot, autoAssign],
  async list(request, _place, link) {
    const [marks, page] = await Promise.all([autoAssigned(request), ruleChainsApi.getRuleChains(request.platform, link, 'EDGE')]);
    return { ...page, data: page.data.map(marks) };
  },
  async load(request, _place, id) {
    const [marks, chain] = await Promise.all([autoAssigned(request), ruleChainsApi.getRuleChain(request.platform, id)]);
    return marks(chain);
  },
  filters: [],
  rowActions: [row.export, row.setEdgeTemplateRoot, row.setAutoAssign, row.unsetAutoAssign, row.details, row.delete],
  groupActions: [group.delete],
  selectable: (chain) => !chain.root,
  addActions: [add.add, add.import],
  dialogs: {
    'set-edge-template-root': dialogs.setEdgeTemplateRoot,
    'set-auto-assign': dialogs.setAutoAssign,
    'unset-auto-assign': dialogs.unsetAutoAssign,
    delete: dialogs.delete,
    add: dialogs.add,
    import: dialogs.importEdge,
  },
  editable: true,
};

/** One edge's rule chains (`/edgeInstances/<id>/ruleChains`): its root chain marked; no delete here. */
export const EDGE_RULE_CHAINS: EntityTable<RuleChainRow> = {
  kind: edgeRuleChainKind,
  scope: 'edge',
  title: (place, t) => scopedTitle(place, t, { list: 'rulechain.rulechains', public: 'rulechain.rulechains' }),
  columns: [created, name, edgeRootColumn],
  async list(request, place, link) {
    const [marks, page] = await Promise.all([edgeRoot(request, place), ruleChainsApi.getEdgeRuleChains(request.platform, place.edgeId!, link)]);
    return { ...page, data: page.data.map(marks) };
  },
  async load(request, place, id) {
    const [marks, chain] = await Promise.all([edgeRoot(request, place), ruleChainsApi.getRuleChain(request.platform, id)]);
    return marks(chain);
  },
  filters: [],
  rowActions: [row.export, row.setEdgeRoot, row.unassignFromEdge, row.details],
  groupActions: [group.unassignFromEdge],
  selectable: (chain) => !chain.edgeRoot,
  addActions: [add.addToEdge],
  dialogs: { 'set-edge-root': dialogs.setEdgeRoot, 'unassign-edge': dialogs.unassignFromEdge, 'add-to-edge': dialogs.addToEdge },
  editable: true,
};
