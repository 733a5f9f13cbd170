import type { FastifyRequest } from 'fastify';
import { ruleChainsApi } from '../../platform/api/rule-chains.ts';
import { addEntityDialog } from '../dialogs/add-entity.ts';
import { confirmDialog } from '../dialogs/confirm.ts';
import { addEntitiesDialog } from '../dialogs/picker-dialog.ts';
import type { EntityDialog, ListScope, RowAction, TableAction } from '../entity-table.ts';
import type { RuleChainRow } from './rule-chain-kind.ts';
import { ruleChainImportDialog } from './rule-chain-import-dialog.ts';

/** A chain's export file (`GET`): the same for every scope. */
export const exportPath = (chain: RuleChainRow) => `/ruleChains/${encodeURIComponent(chain.id.id)}/export`;

const isEdgeRoot = (chain: RuleChainRow) => chain.edgeRoot === true;

/** The rule chain table's buttons (console-map §3.10), each opening the dialog of its name or following its link. */
export const RULE_CHAIN_ACTIONS = {
  export: { dialog: 'export', label: 'rulechain.export', icon: 'file_download', href: exportPath, enabled: () => true },
  setRoot: { dialog: 'set-root', label: 'rulechain.set-root', icon: 'flag', enabled: (c) => !c.root },
  setEdgeTemplateRoot: { dialog: 'set-edge-template-root', label: 'rulechain.set-edge-template-root-rulechain', icon: 'flag', enabled: (c) => !c.root },
  setAutoAssign: { dialog: 'set-auto-assign', label: 'rulechain.set-auto-assign-to-edge', icon: 'bookmark_border', enabled: (c) => !c.root && c.autoAssign !== true },
  unsetAutoAssign: { dialog: 'unset-auto-assign', label: 'rulechain.unset-auto-assign-to-edge', icon: 'bookmark', enabled: (c) => !c.root && c.autoAssign === true },
  setEdgeRoot: { dialog: 'set-edge-root', label: 'rulechain.set-root', icon: 'flag', enabled: (c) => !isEdgeRoot(c) },
  unassignFromEdge: { dialog: 'unassign-edge', label: 'edge.unassign-from-edge', icon: 'assignment_return', enabled: (c) => !isEdgeRoot(c) },
  details: { dialog: 'details', label: 'rulechain.rulechain-details', icon: 'edit', opensDetails: true, enabled: () => true },
  delete: { dialog: 'delete', label: 'action.delete', headerLabel: 'rulechain.delete', icon: 'delete', enabled: (c) => !c.root },
} satisfies Record<string, RowAction<RuleChainRow>>;

export const RULE_CHAIN_GROUP_ACTIONS = {
  delete: { dialog: 'delete', label: 'action.delete', icon: 'delete' },
  unassignFromEdge: { dialog: 'unassign-edge', label: 'rulechain.unassign-rulechains', icon: 'assignment_return' },
} satisfies Record<string, TableAction>;

export const RULE_CHAIN_ADD_ACTIONS = {
  add: { dialog: 'add', label: 'rulechain.create-new-rulechain', icon: 'insert_drive_file' },
  import: { dialog: 'import', label: 'rulechain.import', icon: 'file_upload' },
  addToEdge: { dialog: 'add-to-edge', label: 'rulechain.assign-new-rulechain', icon: 'add' },
} satisfies Record<string, TableAction>;

const NAME = 'ruleChainName';

/**
 * After chains left an edge: the chains the edge's remaining chains send to but it lacks (upstream's warning), as
 * `<chain>: <missing>, <missing>` lines, or none.
 */
async function missingRelated(request: FastifyRequest, edgeId: string): Promise<string[]> {
  const missing = await ruleChainsApi.getMissingToRelatedRuleChains(request.platform, edgeId);
  return Object.entries(missing).map(([chain, targets]) => `${chain}: ${targets.join(', ')}`);
}

/** Unassign from the edge (confirm one or many), then warn of the related chains the edge now lacks. */
function unassignFromEdgeDialog(): EntityDialog<RuleChainRow> {
  const confirm = confirmDialog<RuleChainRow>({
    one: { title: 'rulechain.unassign-rulechain-from-edge-title', text: 'rulechain.unassign-rulechain-from-edge-text', nameParam: NAME },
    many: { title: 'rulechain.unassign-rulechains-from-edge-title', text: 'rulechain.unassign-rulechains-from-edge-text' },
    label: 'edge.unassign-from-edge',
    apply: (request, place, id) => ruleChainsApi.unassignFromEdge(request.platform, place.edgeId!, id),
    removes: true,
  });
  return {
    ...confirm,
    async submit(ctx, body) {
      const result = await confirm.submit(ctx, body);
      if (result.kind !== 'done' || result.failures?.length) return result;
      const missing = await missingRelated(ctx.request, ctx.place.edgeId!);
      if (missing.length === 0) return result;
      const { t } = ctx.request.view();
      return { ...result, message: t('edge.missing-related-rule-chains-title'), failures: [t('edge.missing-related-rule-chains-text'), ...missing], warn: true };
    },
  };
}

/** The rule chain dialogs (console-map §3.10, §4), by the names the buttons use. */
export const RULE_CHAIN_DIALOGS = {
  setRoot: confirmDialog<RuleChainRow>({
    one: { title: 'rulechain.set-root-rulechain-title', text: 'rulechain.set-root-rulechain-text', nameParam: NAME },
    label: 'rulechain.set-root',
    apply: (request, _place, id) => ruleChainsApi.setRoot(request.platform, id),
  }),
  setEdgeTemplateRoot: confirmDialog<RuleChainRow>({
    one: { title: 'rulechain.set-edge-template-root-rulechain-title', text: 'rulechain.set-edge-template-root-rulechain-text', nameParam: NAME },
    label: 'rulechain.set-edge-template-root-rulechain',
    apply: (request, _place, id) => ruleChainsApi.setEdgeTemplateRoot(request.platform, id),
  }),
  setAutoAssign: confirmDialog<RuleChainRow>({
    one: { title: 'rulechain.set-auto-assign-to-edge-title', text: 'rulechain.set-auto-assign-to-edge-text', nameParam: NAME },
    label: 'rulechain.set-auto-assign-to-edge',
    apply: (request, _place, id) => ruleChainsApi.setAutoAssignToEdge(request.platform, id),
  }),
  unsetAutoAssign: confirmDialog<RuleChainRow>({
    one: { title: 'rulechain.unset-auto-assign-to-edge-title', text: 'rulechain.unset-auto-assign-to-edge-text', nameParam: NAME },
    label: 'rulechain.unset-auto-assign-to-edge',
    apply: (request, _place, id) => ruleChainsApi.unsetAutoAssignToEdge(request.platform, id),
  }),
  setEdgeRoot: confirmDialog<RuleChainRow>({
    one: { title: 'rulechain.set-root-rulechain-title', text: 'rulechain.set-edge-root-rulechain-text', nameParam: NAME },
    label: 'rulechain.set-root',
    apply: async (request, place, id) => {
      await ruleChainsApi.setEdgeRoot(request.platform, place.edgeId!, id);
    },
  }),
  unassignFromEdge: unassignFromEdgeDialog(),
  delete: confirmDialog<RuleChainRow>({
    one: { title: 'rulechain.delete-rulechain-title', text: 'rulechain.delete-rulechain-text', nameParam: NAME },
    many: { title: 'rulechain.delete-rulechains-title', text: 'rulechain.delete-rulechains-text' },
    label: 'rulechain.delete',
    apply: (request, _place, id) => ruleChainsApi.deleteRuleChain(request.platform, id),
    removes: true,
  }),
  add: addEntityDialog<RuleChainRow>({ title: 'rulechain.add', label: 'rulechain.add' }),
  importCore: ruleChainImportDialog('CORE'),
  importEdge: ruleChainImportDialog('EDGE'),
  addToEdge: addEntitiesDialog<RuleChainRow>({
    title: 'rulechain.assign-rulechain-to-edge-title',
    text: 'rulechain.assign-rulechain-to-edge-text',
    label: 'rulechain.assign-new-rulechain',
    picker: 'edgeRuleChains',
    pickerLabel: 'rulechain.rulechains',
    required: 'entity.entity-list-empty',
    add: (request, place, id) => ruleChainsApi.assignToEdge(request.platform, place.edgeId!, id),
  }),
};
