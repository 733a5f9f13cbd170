import type { EntityScope } from '../../domain/entity-scope.ts';
import { isReadOnlyScope } from '../../domain/entity-scope.ts';
import type { ColumnSpec } from '../../domain/table-columns.ts';
import { customersApi } from '../../platform/api/customers.ts';
import type { Customer } from '../../platform/types/customer.ts';
import type { EntityTable } from '../entity-table.ts';
import { customerKind, isPublicCustomer } from './customer-kind.ts';
import { CUSTOMER_ACTIONS as row, CUSTOMER_ADD_ACTIONS as add, CUSTOMER_DIALOGS as dialogs, CUSTOMER_GROUP_ACTIONS as group } from './customer-dialogs.ts';

const COLUMNS: readonly ColumnSpec[] = [
  { key: 'createdTime', title: 'common.created-time', width: '150px', sortable: true, cell: 'date' },
  { key: 'title', title: 'customer.title', width: '25%', sortable: true, cell: 'details' },
  { key: 'email', title: 'contact.email', width: '25%', sortable: true },
  { key: 'country', title: 'contact.country', width: '25%', sortable: true },
  { key: 'city', title: 'contact.city', width: '25%', sortable: true },
];

/** The tenant's customers (console-map §3.3); the route is the tenant administrator's only. */
const CUSTOMERS: EntityTable<Customer> = {
  kind: customerKind,
  scope: 'tenant',
  title: (_place, t) => t('customer.customers'),
  columns: COLUMNS,
  list: (request, _place, link) => customersApi.getCustomers(request.platform, link),
  filters: [],
  rowActions: [row.manageUsers, row.manageAssets, row.manageDevices, row.manageDashboards, row.manageEdges, row.delete],
  groupActions: [group.delete],
  addActions: [add.add],
  dialogs: { delete: dialogs.delete, add: dialogs.add },
  editable: true,
  // The public customer is left alone by edits and by the group actions.
  selectable: (customer) => !isPublicCustomer(customer),
  canEdit: (customer) => !isPublicCustomer(customer),
};

export function customerTable(scope: EntityScope): EntityTable<Customer> {
  if (!isReadOnlyScope(scope)) return { ...CUSTOMERS, scope };
  return { ...CUSTOMERS, scope, rowActions: [], groupActions: [], addActions: [], dialogs: {}, editable: false };
}
