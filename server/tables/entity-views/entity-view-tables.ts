import type { EntityScope } from '../../domain/entity-scope.ts';
import type { ColumnSpec } from '../../domain/table-columns.ts';
import { entityViewsApi } from '../../platform/api/entity-views.ts';
import type { EntityViewInfo } from '../../platform/types/entity-view.ts';
import type { EntityTable, FilterDef } from '../entity-table.ts';
import { scopedTitle } from '../list-scope.ts';
import { entityViewKind } from './entity-view-kind.ts';
import {
  ENTITY_VIEW_ACTIONS as row,
  ENTITY_VIEW_ADD_ACTIONS as add,
  ENTITY_VIEW_DIALOGS as dialogs,
  ENTITY_VIEW_GROUP_ACTIONS as group,
} from './entity-view-dialogs.ts';

const created: ColumnSpec = { key: 'createdTime', title: 'common.created-time', width: '150px', sortable: true, cell: 'date' };
const name: ColumnSpec = { key: 'name', title: 'entity-view.name', width: '33%', sortable: true, cell: 'details' };
const type: ColumnSpec = { key: 'type', title: 'entity-view.entity-view-type', width: '33%', sortable: true };
const customer: ColumnSpec = { key: 'customerTitle', title: 'customer.customer', width: '33%', sortable: true };
const isPublic: ColumnSpec = { key: 'customerIsPublic', title: 'entity-view.public', width: '60px', sortable: false, cell: 'check' };

const title: EntityTable<EntityViewInfo>['title'] = (place, t) => scopedTitle(place, t, { list: 'entity-view.entity-views', public: 'customer.public-entity-views' });
const TYPE_FILTER: FilterDef = { name: 'type', label: 'entity-view.entity-view-type', subtypes: 'entityView', emptyLabel: 'entity.all-types' };
const base = { kind: entityViewKind, title, filters: [TYPE_FILTER] };
const customerList: EntityTable<EntityViewInfo>['list'] = (request, place, link, filters) =>
  entityViewsApi.getCustomerEntityViewInfos(request.platform, place.customerId!, link, filters.type);
const edgeList: EntityTable<EntityViewInfo>['list'] = (request, place, link, filters) =>
  entityViewsApi.getEdgeEntityViews(request.platform, place.edgeId!, link, filters.type) as ReturnType<EntityTable<EntityViewInfo>['list']>;
const readOnly = { columns: [created, name, type], rowActions: [], groupActions: [], addActions: [], dialogs: {}, editable: false };

/** The entity view tables of console-map §3.8, one per scope. */
const TABLES: Record<EntityScope, EntityTable<EntityViewInfo>> = {
  tenant: {
    ...base,
    scope: 'tenant',
    columns: [created, name, type, customer, isPublic],
    list: (request, _place, link, filters) => entityViewsApi.getTenantEntityViewInfos(request.platform, link, filters.type),
    rowActions: [row.makePublic, row.assign, row.unassign, row.makePrivate, row.delete],
    groupActions: [group.assign, group.delete],
    addActions: [add.add],
    dialogs: {
      'make-public': dialogs.makePublic,
      assign: dialogs.assign,
      unassign: dialogs.unassign,
      'make-private': dialogs.makePrivate,
      delete: dialogs.delete,
      add: dialogs.add,
    },
    editable: true,
  },
  customer: {
    ...base,
    scope: 'customer',
    columns: [created, name, type],
    list: customerList,
    rowActions: [row.unassign, row.makePrivate],
    groupActions: [group.unassign],
    addActions: [add.addToCustomer],
    dialogs: { unassign: dialogs.unassign, 'make-private': dialogs.makePrivate, 'add-to-customer': dialogs.addToCustomer },
    editable: true,
  },
  customer_user: { ...base, scope: 'customer_user', list: customerList, ...readOnly },
  edge: {
    ...base,
    scope: 'edge',
    columns: [created, name, type],
    list: edgeList,
    rowActions: [row.unassignFromEdge],
    groupActions: [group.unassignFromEdge],
    addActions: [add.addToEdge],
    dialogs: { 'unassign-edge': dialogs.unassignFromEdge, 'add-to-edge': dialogs.addToEdge },
    editable: true,
  },
  edge_customer_user: { ...base, scope: 'edge_customer_user', list: edgeList, ...readOnly },
};

export function entityViewTable(scope: EntityScope): EntityTable<EntityViewInfo> {
  return TABLES[scope];
}
