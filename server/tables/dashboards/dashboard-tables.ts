import type { EntityScope } from '../../domain/entity-scope.ts';
import type { ColumnSpec } from '../../domain/table-columns.ts';
import { dashboardsApi } from '../../platform/api/dashboards.ts';
import { dashboardAdminApi } from '../../platform/api/dashboard-admin.ts';
import type { DashboardInfo } from '../../platform/types/dashboard.ts';
import type { PageData } from '../../platform/types/page-data.ts';
import type { EntityTable } from '../entity-table.ts';
import { scopedTitle } from '../list-scope.ts';
import { dashboardKind, dashboardPath, dashboardRow, type DashboardRow } from './dashboard-kind.ts';
import { DASHBOARD_ACTIONS as row, DASHBOARD_ADD_ACTIONS as add, DASHBOARD_DIALOGS as dialogs, DASHBOARD_GROUP_ACTIONS as group } from './dashboard-dialogs.ts';

const created: ColumnSpec = { key: 'createdTime', title: 'common.created-time', width: '150px', sortable: true, cell: 'date' };
const title: ColumnSpec = { key: 'title', title: 'dashboard.title', width: '50%', sortable: true, cell: 'details' };
const customers: ColumnSpec = { key: 'customersTitle', title: 'dashboard.assignedToCustomers', width: '50%', sortable: false };
const isPublic: ColumnSpec = { key: 'dashboardIsPublic', title: 'dashboard.public', width: '60px', sortable: false, cell: 'check' };

function rows(page: PageData<DashboardInfo>): PageData<DashboardRow> {
  return { ...page, data: page.data.map(dashboardRow) };
}

const tableTitle: EntityTable<DashboardRow>['title'] = (place, t) => scopedTitle(place, t, { list: 'dashboard.dashboards', public: 'customer.public-dashboards' });
/** A customer's dashboards; in the public customer's list each is marked so (its action makes it private). */
const customerList: EntityTable<DashboardRow>['list'] = async (request, place, link) => {
  const page = rows(await dashboardsApi.getCustomerDashboards(request.platform, place.customerId!, link));
  const inPublicList = place.owner?.isPublic === true;
  return { ...page, data: page.data.map((d) => ({ ...d, inPublicList })) };
};
const edgeList: EntityTable<DashboardRow>['list'] = async (request, place, link) => rows(await dashboardAdminApi.getEdgeDashboards(request.platform, place.edgeId!, link));

/** What every dashboard table shares: a row opens its dashboard (console-map §3.7), the panel shows its details. */
const base = { kind: dashboardKind, title: tableTitle, filters: [], rowLink: (place: Parameters<typeof dashboardPath>[0], d: DashboardRow) => dashboardPath(place, d.id.id) };
const readOnly = { columns: [created, title], rowActions: [], groupActions: [], addActions: [], dialogs: {}, editable: false };

/** The dashboard tables of console-map §3.7, one per scope. */
const TABLES: Record<EntityScope, EntityTable<DashboardRow>> = {
  tenant: {
    ...base,
    scope: 'tenant',
    columns: [created, title, customers, isPublic],
    list: async (request, _place, link) => rows(await dashboardsApi.getTenantDashboards(request.platform, link)),
    rowActions: [row.export, row.makePublic, row.makePrivate, row.manageCustomers, row.delete],
    groupActions: [group.assign, group.unassignCustomers, group.delete],
    addActions: [add.add, add.import],
    dialogs: {
      'make-public': dialogs.makePublic,
      'make-private': dialogs.makePrivate,
      'manage-customers': dialogs.manageCustomers,
      'assign-customers': dialogs.assignCustomers,
      'unassign-customers': dialogs.unassignCustomers,
      delete: dialogs.delete,
      add: dialogs.add,
      import: dialogs.import,
    },
    editable: true,
  },
  customer: {
    ...base,
    scope: 'customer',
    columns: [created, title],
    list: customerList,
    // In the public customer's list the action makes the dashboard private; elsewhere it unassigns it.
    rowActions: [row.export, { ...row.makePrivate, enabled: (d) => d.inPublicList === true }, { ...row.unassign, enabled: (d) => d.inPublicList !== true }],
    groupActions: [group.unassign],
    addActions: [add.addToCustomer],
    dialogs: { 'make-private': dialogs.makePrivate, unassign: dialogs.unassign, 'add-to-customer': dialogs.addToCustomer },
    editable: true,
  },
  customer_user: { ...base, scope: 'customer_user', list: customerList, ...readOnly },
  edge: {
    ...base,
    scope: 'edge',
    columns: [created, title],
    list: edgeList,
    rowActions: [row.export, row.unassignFromEdge],
    groupActions: [group.unassignFromEdge],
    addActions: [add.addToEdge],
    dialogs: { 'unassign-edge': dialogs.unassignFromEdge, 'add-to-edge': dialogs.addToEdge },
    editable: true,
  },
  edge_customer_user: { ...base, scope: 'edge_customer_user', list: edgeList, ...readOnly },
};

export function dashboardTable(scope: EntityScope): EntityTable<DashboardRow> {
  return TABLES[scope];
}
