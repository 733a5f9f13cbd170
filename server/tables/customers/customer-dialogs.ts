import { customersApi } from '../../platform/api/customers.ts';
import type { Customer } from '../../platform/types/customer.ts';
import { addEntityDialog } from '../dialogs/add-entity.ts';
import { deleteDialog } from '../dialogs/kind-dialogs.ts';
import { refuseFirst } from '../dialogs/refuse-first.ts';
import type { RowAction, TableAction } from '../entity-table.ts';
import { NEW_CUSTOMER_FORM, isPublicCustomer } from './customer-kind.ts';

const list = (customer: Customer, name: string) => `/customers/${customer.id.id}/${name}`;
const publicOr = (own: string, pub: string) => (customer: Customer) => (isPublicCustomer(customer) ? pub : own);

/** The customer table's buttons (console-map §3.3): the manage actions lead to the customer's lists. */
export const CUSTOMER_ACTIONS = {
  manageUsers: {
    dialog: 'users', label: 'customer.manage-customer-users', headerLabel: 'customer.manage-users', icon: 'account_circle',
    enabled: (c) => !isPublicCustomer(c), href: (c) => list(c, 'users'),
  },
  manageAssets: {
    dialog: 'assets', label: 'customer.manage-customer-assets', headerLabel: 'customer.manage-assets', icon: 'domain', enabled: () => true, href: (c) => list(c, 'assets'),
    labelOf: publicOr('customer.manage-customer-assets', 'customer.manage-public-assets'),
  },
  manageDevices: {
    dialog: 'devices', label: 'customer.manage-customer-devices', headerLabel: 'customer.manage-devices', icon: 'devices_other', enabled: () => true, href: (c) => list(c, 'devices'),
    labelOf: publicOr('customer.manage-customer-devices', 'customer.manage-public-devices'),
  },
  manageDashboards: {
    dialog: 'dashboards', label: 'customer.manage-customer-dashboards', headerLabel: 'customer.manage-dashboards', icon: 'dashboard', enabled: () => true, href: (c) => list(c, 'dashboards'),
    labelOf: publicOr('customer.manage-customer-dashboards', 'customer.manage-public-dashboards'),
  },
  manageEdges: {
    dialog: 'edges', label: 'customer.manage-customer-edges', headerLabel: 'customer.manage-edges', icon: 'router', href: (c) => list(c, 'edgeInstances'),
    enabled: () => true,
    offered: (sight) => sight.place.facts?.edgesEnabled === true,
    labelOf: publicOr('customer.manage-customer-edges', 'customer.manage-public-edges'),
  },
  delete: { dialog: 'delete', label: 'action.delete', headerLabel: 'customer.delete', icon: 'delete', enabled: (c) => !isPublicCustomer(c) },
} satisfies Record<string, RowAction<Customer>>;

export const CUSTOMER_GROUP_ACTIONS = {
  delete: { dialog: 'delete', label: 'action.delete', icon: 'delete' },
} satisfies Record<string, TableAction>;

export const CUSTOMER_ADD_ACTIONS = {
  add: { dialog: 'add', label: 'customer.add', icon: 'add' },
} satisfies Record<string, TableAction>;

const deleteCustomers = deleteDialog<Customer>(
  { label: 'customer.delete', title: 'customer.delete-customer-title', text: 'customer.delete-customer-text', manyTitle: 'customer.delete-customers-title', manyText: 'customer.delete-customers-text', nameParam: 'customerTitle' },
  (request, id) => customersApi.deleteCustomer(request.platform, id),
);

/** The public customer is not deleted, whatever the address asks. */
const deleteUnlessPublic = refuseFirst(deleteCustomers, async (ctx) => {
  const customers = await Promise.all(ctx.ids.map((id) => ctx.table.kind.load(ctx.request.platform, id)));
  return customers.some(isPublicCustomer) ? 'customer.public-not-deletable' : undefined;
});

export const CUSTOMER_DIALOGS = {
  delete: deleteUnlessPublic,
  add: addEntityDialog<Customer>({ title: 'customer.add', label: 'customer.add', form: NEW_CUSTOMER_FORM }),
};
