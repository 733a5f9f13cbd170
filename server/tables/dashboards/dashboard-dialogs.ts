import { dashboardAdminApi } from '../../platform/api/dashboard-admin.ts';
import { addEntityDialog } from '../dialogs/add-entity.ts';
import { confirmDialog } from '../dialogs/confirm.ts';
import { deleteDialog } from '../dialogs/kind-dialogs.ts';
import { addEntitiesDialog } from '../dialogs/picker-dialog.ts';
import type { RowAction, TableAction } from '../entity-table.ts';
import { dashboardCustomersDialog } from './customers-dialog.ts';
import type { DashboardRow } from './dashboard-kind.ts';
import { importDashboardDialog } from './import-dashboard.ts';
import { makePublicDialog } from './make-public-dialog.ts';

const always = () => true;

/** The dashboard table's buttons (console-map §3.7): dialogs by name, the export a download. */
export const DASHBOARD_ACTIONS = {
  export: { dialog: '', label: 'dashboard.export', icon: 'file_download', enabled: always, href: (dashboard) => `/dashboards/${encodeURIComponent(dashboard.id.id)}/export` },
  makePublic: { dialog: 'make-public', label: 'dashboard.make-public', icon: 'share', enabled: (d) => !d.dashboardIsPublic },
  makePrivate: { dialog: 'make-private', label: 'dashboard.make-private', icon: 'reply', enabled: (d) => d.dashboardIsPublic },
  manageCustomers: { dialog: 'manage-customers', label: 'dashboard.manage-assigned-customers', icon: 'assignment_ind', enabled: always },
  unassign: { dialog: 'unassign', label: 'dashboard.unassign-from-customer', icon: 'assignment_return', enabled: always },
  unassignFromEdge: { dialog: 'unassign-edge', label: 'edge.unassign-from-edge', icon: 'assignment_return', enabled: always },
  delete: { dialog: 'delete', label: 'action.delete', headerLabel: 'dashboard.delete', icon: 'delete', enabled: always },
} satisfies Record<string, RowAction<DashboardRow>>;

export const DASHBOARD_GROUP_ACTIONS = {
  assign: { dialog: 'assign-customers', label: 'dashboard.assign-dashboards', icon: 'assignment_ind' },
  unassignCustomers: { dialog: 'unassign-customers', label: 'dashboard.unassign-dashboards', icon: 'assignment_return' },
  unassign: { dialog: 'unassign', label: 'dashboard.unassign-dashboards', icon: 'assignment_return' },
  unassignFromEdge: { dialog: 'unassign-edge', label: 'dashboard.unassign-dashboards', icon: 'assignment_return' },
  delete: { dialog: 'delete', label: 'action.delete', icon: 'delete' },
} satisfies Record<string, TableAction>;

export const DASHBOARD_ADD_ACTIONS = {
  add: { dialog: 'add', label: 'dashboard.create-new-dashboard', icon: 'insert_drive_file' },
  import: { dialog: 'import', label: 'dashboard.import', icon: 'file_upload' },
  addToCustomer: { dialog: 'add-to-customer', label: 'dashboard.assign-new-dashboard', icon: 'add' },
  addToEdge: { dialog: 'add-to-edge', label: 'dashboard.assign-new-dashboard', icon: 'add' },
} satisfies Record<string, TableAction>;

/** The dashboard dialogs (console-map §3.7, §4.7, §4.9), by the names the buttons use. */
export const DASHBOARD_DIALOGS = {
  makePublic: makePublicDialog(),
  makePrivate: confirmDialog<DashboardRow>({
    one: { title: 'dashboard.make-private-dashboard-title', text: 'dashboard.make-private-dashboard-text', nameParam: 'dashboardTitle' },
    label: 'dashboard.make-private',
    apply: (request, _place, id) => dashboardAdminApi.makeDashboardPrivate(request.platform, id),
  }),
  manageCustomers: dashboardCustomersDialog('manage'),
  assignCustomers: dashboardCustomersDialog('assign'),
  unassignCustomers: dashboardCustomersDialog('unassign'),
  unassign: confirmDialog<DashboardRow>({
    one: { title: 'dashboard.unassign-dashboard-title', text: 'dashboard.unassign-dashboard-text', nameParam: 'dashboardTitle' },
    many: { title: 'dashboard.unassign-dashboards-title', text: 'dashboard.unassign-dashboards-text' },
    label: 'dashboard.unassign-from-customer',
    apply: (request, place, id) => dashboardAdminApi.unassignDashboardFromCustomer(request.platform, place.customerId!, id),
  }),
  unassignFromEdge: confirmDialog<DashboardRow>({
    one: { title: 'dashboard.unassign-dashboard-from-edge-title', text: 'dashboard.unassign-dashboard-from-edge-text', nameParam: 'dashboardTitle' },
    many: { title: 'dashboard.unassign-dashboards-from-edge-title', text: 'dashboard.unassign-dashboards-from-edge-text' },
    label: 'edge.unassign-from-edge',
    apply: (request, place, id) => dashboardAdminApi.unassignDashboardFromEdge(request.platform, place.edgeId!, id),
  }),
  delete: deleteDialog<DashboardRow>(
    { label: 'dashboard.delete', title: 'dashboard.delete-dashboard-title', text: 'dashboard.delete-dashboard-text', manyTitle: 'dashboard.delete-dashboards-title', manyText: 'dashboard.delete-dashboards-text', nameParam: 'dashboardTitle' },
    (request, id) => dashboardAdminApi.deleteDashboard(request.platform, id),
  ),
  addToCustomer: addEntitiesDialog<DashboardRow>({
    title: 'dashboard.assign-dashboard-to-customer',
    text: 'dashboard.assign-dashboard-to-customer-text',
    label: 'dashboard.assign-new-dashboard',
    picker: 'dashboards',
    pickerLabel: 'dashboard.dashboards',
    required: 'entity.entity-list-empty',
    add: (request, place, id) => dashboardAdminApi.assignDashboardToCustomer(request.platform, place.customerId!, id),
  }),
  addToEdge: addEntitiesDialog<DashboardRow>({
    title: 'dashboard.assign-dashboard-to-edge-title',
    text: 'dashboard.assign-dashboard-to-edge-text',
    label: 'dashboard.assign-new-dashboard',
    picker: 'dashboards',
    pickerLabel: 'dashboard.dashboards',
    required: 'entity.entity-list-empty',
    add: (request, place, id) => dashboardAdminApi.assignDashboardToEdge(request.platform, place.edgeId!, id),
  }),
  add: addEntityDialog<DashboardRow>({ title: 'dashboard.add', label: 'dashboard.add' }),
  import: importDashboardDialog(),
};
