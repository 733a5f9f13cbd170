import { isAssigned } from '../../domain/device-list.ts';
import { edgesApi } from '../../platform/api/edges.ts';
import type { EdgeInfo } from '../../platform/types/edge.ts';
import { addEntityDialog } from '../dialogs/add-entity.ts';
import { confirmDialog } from '../dialogs/confirm.ts';
import { importDialog } from '../dialogs/import-dialog.ts';
import { addEntitiesDialog, assignCustomerDialog } from '../dialogs/picker-dialog.ts';
import type { RowAction, TableAction } from '../entity-table.ts';
import { newEdgeDefaults } from './edge-kind.ts';

const always = () => true;
const edgePath = (id: string, list: string) => `/edgeInstances/${encodeURIComponent(id)}/${list}`;

/** The edge table's buttons (console-map §3.9): dialogs by name, and the edge's own lists. */
export const EDGE_ACTIONS = {
  makePublic: { dialog: 'make-public', label: 'edge.make-public', icon: 'share', enabled: (e) => !isAssigned(e) },
  assign: { dialog: 'assign', label: 'edge.assign-to-customer', icon: 'assignment_ind', enabled: (e) => !isAssigned(e) },
  unassign: { dialog: 'unassign', label: 'edge.unassign-from-customer', icon: 'assignment_return', enabled: (e) => isAssigned(e) && !e.customerIsPublic },
  makePrivate: { dialog: 'make-private', label: 'edge.make-private', icon: 'reply', enabled: (e) => isAssigned(e) && e.customerIsPublic === true },
  assets: { dialog: '', label: 'edge.edge-assets', icon: 'domain', enabled: always, href: (edge) => edgePath(edge.id.id, 'assets') },
  devices: { dialog: '', label: 'edge.edge-devices', icon: 'devices_other', enabled: always, href: (edge) => edgePath(edge.id.id, 'devices') },
  entityViews: { dialog: '', label: 'edge.edge-entity-views', icon: 'view_quilt', enabled: always, href: (edge) => edgePath(edge.id.id, 'entityViews') },
  dashboards: { dialog: '', label: 'edge.edge-dashboards', icon: 'dashboard', enabled: always, href: (edge) => edgePath(edge.id.id, 'dashboards') },
  ruleChains: { dialog: '', label: 'edge.edge-rulechains', icon: 'settings_ethernet', enabled: always, href: (edge) => edgePath(edge.id.id, 'ruleChains') },
  sync: { dialog: 'sync', label: 'edge.sync', icon: 'sync', enabled: always },
  delete: { dialog: 'delete', label: 'action.delete', headerLabel: 'edge.delete', icon: 'delete', enabled: always },
} satisfies Record<string, RowAction<EdgeInfo>>;

export const EDGE_GROUP_ACTIONS = {
  assign: { dialog: 'assign', label: 'edge.assign-edge-to-customer-text', icon: 'assignment_ind' },
  unassign: { dialog: 'unassign', label: 'edge.unassign-from-customer', icon: 'assignment_return' },
  delete: { dialog: 'delete', label: 'action.delete', icon: 'delete' },
} satisfies Record<string, TableAction>;

export const EDGE_ADD_ACTIONS = {
  add: { dialog: 'add', label: 'edge.add-edge-text', icon: 'insert_drive_file' },
  import: { dialog: 'import', label: 'edge.import', icon: 'file_upload' },
  addToCustomer: { dialog: 'add-to-customer', label: 'edge.assign-new-edge', icon: 'add' },
} satisfies Record<string, TableAction>;

/** The edge dialogs (console-map §4), by the names the buttons use. */
export const EDGE_DIALOGS = {
  makePublic: confirmDialog<EdgeInfo>({
    one: { title: 'edge.make-public-edge-title', text: 'edge.make-public-edge-text', nameParam: 'edgeName' },
    label: 'edge.make-public',
    apply: (request, _place, id) => edgesApi.assignEdgeToPublicCustomer(request.platform, id),
  }),
  makePrivate: confirmDialog<EdgeInfo>({
    one: { title: 'edge.make-private-edge-title', text: 'edge.make-private-edge-text', nameParam: 'edgeName' },
    label: 'edge.make-private',
    apply: (request, _place, id) => edgesApi.unassignEdgeFromCustomer(request.platform, id),
  }),
  unassign: confirmDialog<EdgeInfo>({
    one: { title: 'edge.unassign-edge-title', text: 'edge.unassign-edge-text', nameParam: 'edgeName' },
    many: { title: 'edge.unassign-edges-title', text: 'edge.unassign-edges-text' },
    label: 'edge.unassign-from-customer',
    apply: (request, _place, id) => edgesApi.unassignEdgeFromCustomer(request.platform, id),
  }),
  sync: confirmDialog<EdgeInfo>({
    one: { title: 'edge.sync-edge-title', text: 'edge.sync-edge-text', nameParam: 'edgeName' },
    label: 'edge.sync',
    apply: (request, _place, id) => edgesApi.syncEdge(request.platform, id),
    doneMessage: 'edge.sync-process-started-successfully',
  }),
  delete: confirmDialog<EdgeInfo>({
    one: { title: 'edge.delete-edge-title', text: 'edge.delete-edge-text', nameParam: 'edgeName' },
    many: { title: 'edge.delete-edges-title', text: 'edge.delete-edges-text' },
    label: 'edge.delete',
    apply: (request, _place, id) => edgesApi.deleteEdge(request.platform, id),
    removes: true,
  }),
  assign: assignCustomerDialog<EdgeInfo>({
    title: 'edge.assign-edge-to-customer',
    text: 'edge.assign-to-customer-text',
    label: 'edge.assign-to-customer',
    assign: (request, customerId, id) => edgesApi.assignEdgeToCustomer(request.platform, customerId, id),
  }),
  addToCustomer: addEntitiesDialog<EdgeInfo>({
    title: 'edge.assign-edge-to-customer',
    text: 'edge.assign-edge-to-customer-text',
    label: 'edge.assign-new-edge',
    picker: 'edges',
    pickerLabel: 'edge.edges',
    required: 'entity.entity-list-empty',
    add: (request, place, id) => edgesApi.assignEdgeToCustomer(request.platform, place.customerId!, id),
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
