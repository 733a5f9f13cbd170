import type { EntityScope } from '../../domain/entity-scope.ts';
import type { ColumnSpec } from '../../domain/table-columns.ts';
import { edgesApi } from '../../platform/api/edges.ts';
import type { EdgeInfo } from '../../platform/types/edge.ts';
import type { EntityTable, FilterDef } from '../entity-table.ts';
import { scopedTitle } from '../list-scope.ts';
import { edgeKind } from './edge-kind.ts';
import { EDGE_ACTIONS as row, EDGE_ADD_ACTIONS as add, EDGE_DIALOGS as dialogs, EDGE_GROUP_ACTIONS as group } from './edge-dialogs.ts';

const created: ColumnSpec = { key: 'createdTime', title: 'common.created-time', width: '150px', sortable: true, cell: 'date' };
const name: ColumnSpec = { key: 'name', title: 'edge.name', width: '25%', sortable: true, cell: 'details' };
const type: ColumnSpec = { key: 'type', title: 'edge.edge-type', width: '25%', sortable: true };
const label: ColumnSpec = { key: 'label', title: 'edge.label', width: '25%', sortable: true };
const customer: ColumnSpec = { key: 'customerTitle', title: 'customer.customer', width: '25%', sortable: true };
const isPublic: ColumnSpec = { key: 'customerIsPublic', title: 'edge.public', width: '60px', sortable: false, cell: 'check' };

const title: EntityTable<EdgeInfo>['title'] = (place, t) => scopedTitle(place, t, { list: 'edge.edge-instances', public: 'customer.public-edges' });

const TYPE_FILTER: FilterDef = { name: 'type', label: 'edge.edge-type', subtypes: 'edge', emptyLabel: 'entity.all-types' };
const base = { kind: edgeKind, title, filters: [TYPE_FILTER] };
const customerList: EntityTable<EdgeInfo>['list'] = (request, place, link, filters) => edgesApi.getCustomerEdgeInfos(request.platform, place.customerId!, link, filters.type);
const readOnly = { rowActions: [row.assets, row.devices, row.entityViews, row.dashboards], groupActions: [], addActions: [], dialogs: {}, editable: false };

/** The edge tables of console-map §3.9, one per scope (edges are not listed under an edge). */
const TABLES: Partial<Record<EntityScope, EntityTable<EdgeInfo>>> = {
  tenant: {
    ...base,
    scope: 'tenant',
    columns: [created, name, type, label, customer, isPublic],
    list: (request, _place, link, filters) => edgesApi.getTenantEdgeInfos(request.platform, link, filters.type),
    rowActions: [row.makePublic, row.assign, row.unassign, row.makePrivate, row.assets, row.devices, row.entityViews, row.dashboards, row.ruleChains, row.sync, row.delete],
    groupActions: [group.assign, group.delete],
    addActions: [add.add, add.import],
    dialogs: {
      'make-public': dialogs.makePublic,
      assign: dialogs.assign,
      unassign: dialogs.unassign,
      'make-private': dialogs.makePrivate,
      sync: dialogs.sync,
      delete: dialogs.delete,
      add: dialogs.add,
      import: dialogs.import,
    },
    editable: true,
  },
  customer: {
    ...base,
    scope: 'customer',
    columns: [created, name, type, label],
    list: customerList,
    rowActions: [row.unassign, row.makePrivate],
    groupActions: [group.unassign],
    addActions: [add.addToCustomer],
    dialogs: { unassign: dialogs.unassign, 'make-private': dialogs.makePrivate, 'add-to-customer': dialogs.addToCustomer },
    editable: true,
  },
  customer_user: { ...base, scope: 'customer_user', columns: [created, name, type, label], list: customerList, ...readOnly },
};

export function edgeTable(scope: EntityScope): EntityTable<EdgeInfo> {
  return TABLES[scope] ?? TABLES.customer_user!;
}
