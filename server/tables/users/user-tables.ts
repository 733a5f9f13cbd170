import type { EntityScope } from '../../domain/entity-scope.ts';
import { isReadOnlyScope } from '../../domain/entity-scope.ts';
import type { ColumnSpec } from '../../domain/table-columns.ts';
import { usersApi } from '../../platform/api/users.ts';
import type { PageData } from '../../platform/types/page-data.ts';
import type { EntityTable } from '../entity-table.ts';
import { scopedTitle } from '../list-scope.ts';
import { CUSTOMER_USER_FORM, TENANT_ADMIN_FORM, userKind, type UserEntity } from './user-kind.ts';
import { USER_ACTIONS as row, USER_ADD_ACTIONS as add, USER_DIALOGS as dialogs, USER_GROUP_ACTIONS as group } from './user-dialogs.ts';

const COLUMNS: readonly ColumnSpec[] = [
  { key: 'createdTime', title: 'common.created-time', width: '150px', sortable: true, cell: 'date' },
  { key: 'firstName', title: 'user.first-name', width: '33%', sortable: true },
  { key: 'lastName', title: 'user.last-name', width: '33%', sortable: true },
  { key: 'email', title: 'user.email', width: '33%', sortable: true, cell: 'details' },
];

const base = {
  columns: COLUMNS,
  filters: [],
  rowActions: [row.loginAs, row.disable, row.enable, row.activationLink, row.resend, row.delete],
  groupActions: [group.delete],
  addActions: [add.add],
  dialogs: {
    add: dialogs.add,
    delete: dialogs.delete,
    disable: dialogs.disable,
    enable: dialogs.enable,
    'activation-link': dialogs.activationLink,
    'resend-activation': dialogs.resend,
    'login-as': dialogs.loginAs,
  },
  editable: true,
};

/** A customer's users (`/customers/:customerId/users`, console-map §3.4), the tenant administrator's. */
const CUSTOMER_USERS: EntityTable<UserEntity> = {
  ...base,
  kind: userKind(CUSTOMER_USER_FORM),
  scope: 'customer',
  title: (place, t) => scopedTitle(place, t, { list: 'user.customer-users', public: 'user.customer-users' }),
  list: (request, place, link) => usersApi.getCustomerUsers(request.platform, place.customerId!, link) as Promise<PageData<UserEntity>>,
};

/** A tenant's administrators (`/tenants/:tenantId/users`), the system administrator's. */
const TENANT_ADMINS: EntityTable<UserEntity> = {
  ...base,
  kind: userKind(TENANT_ADMIN_FORM),
  scope: 'tenant',
  title: (place, t) => scopedTitle(place, t, { list: 'user.tenant-admins', public: 'user.tenant-admins' }),
  list: (request, place, link) => usersApi.getTenantAdmins(request.platform, place.tenantId!, link) as Promise<PageData<UserEntity>>,
};

const READ_ONLY = { rowActions: [], groupActions: [], addActions: [], dialogs: {}, editable: false };

export function customerUserTable(scope: EntityScope): EntityTable<UserEntity> {
  return isReadOnlyScope(scope) ? { ...CUSTOMER_USERS, ...READ_ONLY, scope } : { ...CUSTOMER_USERS, scope };
}

export function tenantAdminTable(scope: EntityScope): EntityTable<UserEntity> {
  return isReadOnlyScope(scope) ? { ...TENANT_ADMINS, ...READ_ONLY, scope } : { ...TENANT_ADMINS, scope };
}
