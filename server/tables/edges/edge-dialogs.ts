import { edgesApi } from '../../platform/api/edges.ts';
import type { EdgeInfo } from '../../platform/types/edge.ts';
import { addEntityDialog } from '../dialogs/add-entity.ts';
import { confirmDialog } from '../dialogs/confirm.ts';
import { importDialog } from '../dialogs/import-dialog.ts';
import { assignmentDialogs, assignmentRowActions, assignmentTableActions, type AssignmentKeys } from '../dialogs/kind-dialogs.ts';
import type { RowAction, TableAction } from '../entity-table.ts';
import { newEdgeDefaults } from './edge-kind.ts';

const always = () => true;
const edgePath = (id: string, list: string) => `/edgeInstances/${encodeURIComponent(id)}/${list}`;

/** The edge's translation keys of the dialogs and buttons it shares with the other assignable kinds (console-map §3.9, §4). */
const EDGE_KEYS = {
  nameParam: 'edgeName',
  makePublic: { label: 'edge.make-public', title: 'edge.make-public-edge-title', text: 'edge.make-public-edge-text' },
  makePrivate: { label: 'edge.make-private', title: 'edge.make-private-edge-title', text: 'edge.make-private-edge-text' },
  unassign: { label: 'edge.unassign-from-customer', title: 'edge.unassign-edge-title', text: 'edge.unassign-edge-text', manyTitle: 'edge.unassign-edges-title', manyText: 'edge.unassign-edges-text', groupLabel: 'edge.unassign-from-customer' },
  delete: { label: 'edge.delete', title: 'edge.delete-edge-title', text: 'edge.delete-edge-text', manyTitle: 'edge.delete-edges-title', manyText: 'edge.delete-edges-text' },
  assign: { label: 'edge.assign-to-customer', title: 'edge.assign-edge-to-customer', text: 'edge.assign-to-customer-text', groupLabel: 'edge.assign-edge-to-customer-text' },
  addToCustomer: { label: 'edge.assign-new-edge', title: 'edge.assign-edge-to-customer', text: 'edge.assign-edge-to-customer-text' },
  picker: 'edges',
  pickerLabel: 'edge.edges',
} satisfies AssignmentKeys;

/** The edge table's buttons (console-map §3.9): dialogs by name, and the edge's own lists. */
export const EDGE_ACTIONS = {
  ...assignmentRowActions<EdgeInfo>(EDGE_KEYS),
  assets: { dialog: '', label: 'edge.edge-assets', icon: 'domain', enabled: always, href: (edge) => edgePath(edge.id.id, 'assets') },
  devices: { dialog: '', label: 'edge.edge-devices', icon: 'devices_other', enabled: always, href: (edge) => edgePath(edge.id.id, 'devices') },
  entityViews: { dialog: '', label: 'edge.edge-entity-views', icon: 'view_quilt', enabled: always, href: (edge) => edgePath(edge.id.id, 'entityViews') },
  dashboards: { dialog: '', label: 'edge.edge-dashboards', icon: 'dashboard', enabled: always, href: (edge) => edgePath(edge.id.id, 'dashboards') },
  ruleChains: { dialog: '', label: 'edge.edge-rulechains', icon: 'settings_ethernet', enabled: always, href: (edge) => edgePath(edge.id.id, 'ruleChains') },
  sync: { dialog: 'sync', label: 'edge.sync', icon: 'sync', enabled: always },
} satisfies Record<string, RowAction<EdgeInfo>>;
const shared = assignmentTableActions(EDGE_KEYS);
export const EDGE_GROUP_ACTIONS = shared.group;

export const EDGE_ADD_ACTIONS = {
  add: { dialog: 'add', label: 'edge.add-edge-text', icon: 'insert_drive_file' },
  import: { dialog: 'import', label: 'edge.import', icon: 'file_upload' },
  ...shared.add,
} satisfies Record<string, TableAction>;

/** The edge dialogs (console-map §4), by the names the buttons use. */
export const EDGE_DIALOGS = {
  ...assignmentDialogs<EdgeInfo>(EDGE_KEYS, {
    makePublic: edgesApi.assignEdgeToPublicCustomer,
    unassign: edgesApi.unassignEdgeFromCustomer,
    remove: edgesApi.deleteEdge,
    assign: edgesApi.assignEdgeToCustomer,
  }),
  sync: confirmDialog<EdgeInfo>({
    one: { title: 'edge.sync-edge-title', text: 'edge.sync-edge-text', nameParam: 'edgeName' },
    label: 'edge.sync',
    apply: (request, _place, id) => edgesApi.syncEdge(request.platform, id),
    doneMessage: 'edge.sync-process-started-successfully',
  }),
  add: addEntityDialog<EdgeInfo>({
    title: 'edge.add',
    label: 'edge.add',
    defaults: async () => newEdgeDefaults(),
  }),
  import: importDialog<EdgeInfo>({
    entityType: 'EDGE',
    title: 'edge.import',
    run: (request, job) => edgesApi.bulkImport(request.platform, job),
  }),
};
