import type { FieldDef, FormDef } from '../../domain/entity-form.ts';
import type { ColumnSpec } from '../../domain/table-columns.ts';
import { tenantProfilesApi, tenantsApi } from '../../platform/api/tenants.ts';
import type { Tenant, TenantInfo } from '../../platform/types/tenant.ts';
import { CONTACT_FIELDS } from '../../domain/contact-fields.ts';
import { addEntityDialog } from '../dialogs/add-entity.ts';
import { deleteDialog } from '../dialogs/kind-dialogs.ts';
import type { DetailsTab, EntityKind, EntityTable, RowAction } from '../entity-table.ts';

const TITLE: FieldDef = {
  path: 'title',
  label: 'tenant.title',
  control: { kind: 'text' },
  validators: [
    { rule: 'required', message: 'tenant.title-required' },
    { rule: 'maxLength', max: 255, message: 'tenant.title-max-length' },
  ],
};
const PROFILE: FieldDef = {
  path: 'tenantProfileId',
  label: 'tenant-profile.tenant-profile',
  control: { kind: 'picker', picker: 'tenantProfiles', entityType: 'TENANT_PROFILE' },
  validators: [{ rule: 'required', message: 'tenant-profile.tenant-profile-required' }],
};
const DESCRIPTION: FieldDef = { path: 'additionalInfo.description', label: 'tenant.description', control: { kind: 'textarea' } };

/** A new tenant's form (console-map §3.5): no home dashboard yet, since a new tenant has no dashboards. */
export const NEW_TENANT_FORM: FormDef = { fields: [TITLE, PROFILE, DESCRIPTION, ...CONTACT_FIELDS] };

/** An existing tenant's form: the home dashboard among the tenant's own dashboards, and its toolbar, besides. */
export const TENANT_FORM: FormDef = {
  fields: [
    TITLE,
    PROFILE,
    DESCRIPTION,
    {
      path: 'additionalInfo.homeDashboardId',
      label: 'dashboard.home-dashboard',
      control: { kind: 'picker', picker: 'tenantDashboards', entityType: 'DASHBOARD', bareId: true, owner: 'entity' },
    },
    { path: 'additionalInfo.homeDashboardHideToolbar', label: 'dashboard.home-dashboard-hide-toolbar', control: { kind: 'checkbox' }, defaultChecked: true },
    ...CONTACT_FIELDS,
  ],
};

/** The tabs upstream shows for tenants and tenant profiles. */
export const TENANT_TABS: readonly DetailsTab[] = [
  { slug: '', label: 'details.details' },
  { slug: 'attributes', label: 'attribute.attributes' },
  { slug: 'latest-telemetry', label: 'attribute.latest-telemetry' },
  { slug: 'alarms', label: 'alarm.alarms' },
  { slug: 'events', label: 'tenant.events' },
];

/** A tenant as the platform takes it back: without the profile's name. */
function toSaved(tenant: TenantInfo): Tenant {
  const { tenantProfileName: _profile, ...saved } = tenant;
  return saved;
}

export const tenantKind: EntityKind<TenantInfo> = {
  entityType: 'TENANT',
  help: 'tenants',
  keys: {
    details: 'tenant.tenant-details',
    add: 'tenant.add',
    noEntities: 'tenant.no-tenants-text',
    search: 'tenant.search',
    selected: 'tenant.selected-tenants',
    copyId: 'tenant.copyId',
    openDetailsPage: 'common.open-details-page',
  },
  load: (client, id) => tenantsApi.getTenantInfo(client, id),
  name: (tenant) => tenant.title,
  form: TENANT_FORM,
  toSaved,
  save: (client, tenant) => tenantsApi.saveTenant(client, tenant as Tenant),
  tabs: [...TENANT_TABS, { slug: 'relations', label: 'relation.relations' }],
};

const ROW_ACTIONS = {
  admins: { dialog: 'admins', label: 'tenant.manage-tenant-admins', icon: 'account_circle', enabled: () => true, href: (tenant) => `/tenants/${tenant.id.id}/users` },
  delete: { dialog: 'delete', label: 'action.delete', headerLabel: 'tenant.delete', icon: 'delete', enabled: () => true },
} satisfies Record<string, RowAction<TenantInfo>>;

const COLUMNS: readonly ColumnSpec[] = [
  { key: 'createdTime', title: 'common.created-time', width: '150px', sortable: true, cell: 'date' },
  { key: 'title', title: 'tenant.title', width: '20%', sortable: true, cell: 'details' },
  { key: 'tenantProfileName', title: 'tenant-profile.tenant-profile', width: '20%', sortable: true },
  { key: 'email', title: 'contact.email', width: '20%', sortable: true },
  { key: 'country', title: 'contact.country', width: '20%', sortable: true },
  { key: 'city', title: 'contact.city', width: '20%', sortable: true },
];

/** The tenants of the system administrator (console-map §3.5). */
export const tenantTable: EntityTable<TenantInfo> = {
  kind: tenantKind,
  scope: 'tenant',
  title: (_place, t) => t('tenant.tenants'),
  columns: COLUMNS,
  list: (request, _place, link) => tenantsApi.getTenantInfos(request.platform, link),
  filters: [],
  rowActions: [ROW_ACTIONS.admins, ROW_ACTIONS.delete],
  groupActions: [{ dialog: 'delete', label: 'action.delete', icon: 'delete' }],
  addActions: [{ dialog: 'add', label: 'tenant.add', icon: 'insert_drive_file' }],
  dialogs: {
    add: addEntityDialog<TenantInfo>({
      title: 'tenant.add',
      label: 'tenant.add',
      form: NEW_TENANT_FORM,
      defaults: async (request) => ({ tenantProfileId: (await tenantProfilesApi.getDefaultTenantProfileInfo(request.platform)).id.id }),
    }),
    delete: deleteDialog<TenantInfo>(
      { label: 'tenant.delete', title: 'tenant.delete-tenant-title', text: 'tenant.delete-tenant-text', manyTitle: 'tenant.delete-tenants-title', manyText: 'tenant.delete-tenants-text', nameParam: 'tenantTitle' },
      (request, id) => tenantsApi.deleteTenant(request.platform, id),
    ),
  },
  editable: true,
};
