import type { FormDef } from '../../domain/entity-form.ts';
import { dashboardsApi } from '../../platform/api/dashboards.ts';
import { dashboardAdminApi } from '../../platform/api/dashboard-admin.ts';
import type { PlatformClient } from '../../platform/platform-client.ts';
import type { Dashboard, DashboardInfo } from '../../platform/types/dashboard.ts';
import type { EntityScope } from '../../domain/entity-scope.ts';
import type { DetailsTab, EntityKind, ListScope } from '../entity-table.ts';
import { publicLink } from './public-link.ts';
import { imageInputEditor } from '../image-input.ts';

/** A dashboard as its table shows it: the info and, from its assigned customers, the columns of console-map §3.7. */
export type DashboardRow = DashboardInfo & {
  /** The titles of the non-public customers it is assigned to, comma-joined. */
  customersTitle: string;
  /** Assigned to the public customer. */
  dashboardIsPublic: boolean;
  /** The public customer's id, the public link's `publicId`. */
  publicCustomerId: string | null;
  /** Listed as the public customer's (its action there makes it private rather than unassigning it). */
  inPublicList?: boolean;
  [member: string]: unknown;
};

export function dashboardRow(info: DashboardInfo | Dashboard): DashboardRow {
  const customers = info.assignedCustomers ?? [];
  const publicOne = customers.find((c) => c.public);
  return {
    ...info,
    customersTitle: customers.filter((c) => !c.public).map((c) => c.title).join(', '),
    dashboardIsPublic: publicOne !== undefined,
    publicCustomerId: publicOne?.customerId.id ?? null,
  };
}

/** The customer ids a dashboard is assigned to (the public customer's included). */
export function assignedCustomerIds(row: DashboardRow): string[] {
  return (row.assignedCustomers ?? []).map((c) => c.customerId.id);
}

/** Where a dashboard of a list opens (console-map §3.7): under its customer or edge, else at `/dashboards/{id}`. */
export function dashboardPath(place: ListScope, id: string): string {
  if (place.scope === 'customer') return `${place.listPath}/${encodeURIComponent(id)}`;
  if (place.scope === 'edge' || place.scope === 'edge_customer_user') return `${place.listPath}/${encodeURIComponent(id)}`;
  return `/dashboards/${encodeURIComponent(id)}`;
}

/** The scopes whose actions are the tenant's (a customer user's list has none). */
export function isTenantScope(scope: EntityScope): boolean {
  return scope === 'tenant' || scope === 'customer' || scope === 'edge';
}

/** The dashboard form (console-map §3.7): title, description and the mobile application's settings. */
export const DASHBOARD_FORM: FormDef = {
  fields: [
    {
      path: 'title',
      label: 'dashboard.title',
      control: { kind: 'text' },
      validators: [
        { rule: 'required', message: 'dashboard.title-required' },
        { rule: 'maxLength', max: 255, message: 'dashboard.title-max-length' },
      ],
    },
    { path: 'configuration.description', label: 'dashboard.description', control: { kind: 'textarea' } },
    { path: 'image', label: 'dashboard.image', control: { kind: 'structured', editor: imageInputEditor } },
    { path: 'mobileHide', label: 'dashboard.mobile-hide', control: { kind: 'checkbox' } },
    {
      path: 'mobileOrder',
      label: 'dashboard.mobile-order',
      control: { kind: 'text' },
      validators: [{ rule: 'pattern', pattern: /^-?[0-9]{1,9}$/, message: 'dashboard.mobile-order-invalid' }],
    },
  ],
};

/** The details tabs of a dashboard (console-map §3.7). */
export const DASHBOARD_TABS: readonly DetailsTab[] = [
  { slug: '', label: 'details.details' },
  { slug: 'audit-logs', label: 'audit-log.audit-logs', tenantOnly: true },
  { slug: 'version-control', label: 'version-control.version-control', tenantOnly: true },
];

/** The form's values onto the stored dashboard: its configuration is kept, only the description within it changes. */
async function saveDashboard(client: PlatformClient, edited: Record<string, unknown>): Promise<{ id: DashboardInfo['id'] }> {
  const { customersTitle: _c, dashboardIsPublic: _p, publicCustomerId: _i, inPublicList: _l, ...fields } = edited;
  const stored = fields.id ? await dashboardsApi.getDashboard(client, (fields.id as DashboardInfo['id']).id) : { configuration: {} };
  const storedConfig = stored.configuration !== null && typeof stored.configuration === 'object' ? stored.configuration : {};
  const editedConfig = fields.configuration !== null && typeof fields.configuration === 'object' ? fields.configuration : {};
  const order = typeof fields.mobileOrder === 'string' && fields.mobileOrder !== '' ? Number(fields.mobileOrder) : null;
  return dashboardAdminApi.saveDashboard(client, {
    ...stored,
    ...fields,
    image: fields.image || null,
    mobileOrder: order,
    configuration: { ...storedConfig, ...editedConfig },
  });
}

export const dashboardKind: EntityKind<DashboardRow> = {
  entityType: 'DASHBOARD',
  help: 'dashboards',
  keys: {
    details: 'dashboard.dashboard-details',
    add: 'dashboard.add',
    noEntities: 'dashboard.no-dashboards-text',
    search: 'dashboard.search',
    selected: 'dashboard.selected-dashboards',
    copyId: 'dashboard.copyId',
    public: 'dashboard.is-public',
    assignedToCustomer: 'dashboard.assignedToCustomers',
    openDetailsPage: 'dashboard.open-dashboard',
  },
  // The whole dashboard: the form shows the description its configuration holds.
  load: async (client, id) => dashboardRow(await dashboardsApi.getDashboard(client, id)),
  name: (dashboard) => dashboard.title,
  form: DASHBOARD_FORM,
  toSaved: (row) => row,
  save: (client, dashboard) => saveDashboard(client, dashboard as Record<string, unknown>),
  tabs: DASHBOARD_TABS,
  isPublic: (dashboard) => dashboard.dashboardIsPublic,
  assignedCustomer: (dashboard) => dashboard.customersTitle || null,
  // The public link block (console-map §3.7): the link and its copy button while the dashboard is public.
  facts: (dashboard, { request, scope }) => {
    const link = isTenantScope(scope) ? publicLink(request, dashboard) : null;
    return link ? [{ label: 'dashboard.public-link', value: link }] : [];
  },
  copies: (dashboard, { request, scope }) => {
    const link = isTenantScope(scope) ? publicLink(request, dashboard) : null;
    return link ? [{ text: link, label: 'dashboard.copy-public-link' }] : [];
  },
};
