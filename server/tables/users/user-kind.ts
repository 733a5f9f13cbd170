import { isEmail } from '../../domain/email-format.ts';
import type { FieldDef, FormDef } from '../../domain/entity-form.ts';
import { usersApi } from '../../platform/api/users.ts';
import type { PlatformUser } from '../../platform/types/user.ts';
import type { DetailsTab, EntityKind, PlatformEntity } from '../entity-table.ts';

/** A user as the tables hold it. */
export type UserEntity = PlatformUser & PlatformEntity;

/** A dashboard picker: a tenant administrator's among the tenant's dashboards, a customer user's among the customer's. */
type DashboardPicker = 'customerDashboards' | 'tenantDashboards';
const dashboardPicker = (path: string, label: string, picker: DashboardPicker): FieldDef => ({
  path,
  label,
  control: { kind: 'picker', picker, entityType: 'DASHBOARD', bareId: true, owner: 'place' },
});

const EMAIL: FieldDef = {
  path: 'email',
  label: 'user.email',
  control: { kind: 'text' },
  validators: [
    { rule: 'required', message: 'user.email-required' },
    { rule: 'check', check: (email) => (isEmail(email) ? undefined : 'user.invalid-email-format') },
  ],
};
const NAMES: readonly FieldDef[] = [
  { path: 'firstName', label: 'user.first-name', control: { kind: 'text' } },
  { path: 'lastName', label: 'user.last-name', control: { kind: 'text' } },
  { path: 'additionalInfo.description', label: 'user.description', control: { kind: 'textarea' } },
];
const dashboardFields = (picker: DashboardPicker): readonly FieldDef[] => [
  dashboardPicker('additionalInfo.defaultDashboardId', 'user.default-dashboard', picker),
  { path: 'additionalInfo.defaultDashboardFullscreen', label: 'user.always-fullscreen', control: { kind: 'checkbox' } },
  dashboardPicker('additionalInfo.homeDashboardId', 'dashboard.home-dashboard', picker),
  { path: 'additionalInfo.homeDashboardHideToolbar', label: 'dashboard.home-dashboard-hide-toolbar', control: { kind: 'checkbox' }, defaultChecked: true },
];

/** A customer user's form (console-map §3.4); the add dialog leaves out the default dashboard. */
export const CUSTOMER_USER_FORM: FormDef = { fields: [EMAIL, ...NAMES, ...dashboardFields('customerDashboards')] };
/** A tenant administrator's form, the system administrator's: the dashboards are the tenant's. */
export const TENANT_ADMIN_FORM: FormDef = { fields: [EMAIL, ...NAMES, ...dashboardFields('tenantDashboards')] };

const USER_TABS: readonly DetailsTab[] = [
  { slug: '', label: 'details.details' },
  { slug: 'attributes', label: 'attribute.attributes' },
  { slug: 'latest-telemetry', label: 'attribute.latest-telemetry' },
  { slug: 'relations', label: 'relation.relations' },
  { slug: 'audit-logs', label: 'audit-log.audit-logs', tenantOnly: true },
];

/** Whether the user may sign in: set by the platform once the account is activated, cleared when disabled. */
export const credentialsEnabled = (user: UserEntity) => user.additionalInfo?.userCredentialsEnabled === true;

export function userKind(form: FormDef): EntityKind<UserEntity> {
  return {
    entityType: 'USER',
    help: 'users',
    keys: {
      details: 'user.user-details',
      add: 'user.add',
      noEntities: 'user.no-users-text',
      search: 'user.search',
      selected: 'user.selected-users',
      copyId: 'user.copyId',
      public: 'user.user',
      assignedToCustomer: 'customer.customer',
      openDetailsPage: 'common.open-details-page',
    },
    load: async (client, id) => (await usersApi.getUser(client, id)) as UserEntity,
    name: (user) => user.email,
    form,
    toSaved: (user) => user,
    save: (client, user) => usersApi.saveUser(client, user as PlatformUser, false),
    tabs: USER_TABS,
    isPublic: () => false,
    assignedCustomer: () => null,
  };
}
