import { formInputOf } from '../../domain/form-input.ts';
import type { ColumnSpec } from '../../domain/table-columns.ts';
import { tenantProfilesApi } from '../../platform/api/tenants.ts';
import type { TenantProfile } from '../../platform/types/tenant.ts';
import { addEntityDialog } from '../dialogs/add-entity.ts';
import { confirmDialog } from '../dialogs/confirm.ts';
import { deleteDialog } from '../dialogs/kind-dialogs.ts';
import { isJsonObject, jsonImportDialog, withoutIdentity } from '../dialogs/json-import.ts';
import type { EntityKind, EntityTable, RowAction } from '../entity-table.ts';
import { MAIN_QUEUE } from '../queues/queue-form.ts';
import { TENANT_TABS } from '../tenants/tenant-kind.ts';
import { LIMIT_FIELDS, TENANT_PROFILE_FORM, unlimited } from './tenant-profile-form.ts';

/**
 * The profile as the platform takes it: the type of its limits, no rate limit as an empty text, and the queue list
 * of an isolated rule engine (upstream's form starts it with the `Main` queue), none otherwise.
 */
export function toPlatform(profile: Record<string, unknown>): Record<string, unknown> {
  const data = isJsonObject(profile.profileData) ? profile.profileData : {};
  const configuration: Record<string, unknown> = { ...(isJsonObject(data.configuration) ? data.configuration : {}), type: 'DEFAULT' };
  for (const field of LIMIT_FIELDS) {
    const member = field.path.split('.').at(-1)!;
    if (configuration[member] === '') configuration[member] = null;
  }
  const isolated = profile.isolatedTbRuleEngine === true;
  const queues = Array.isArray(data.queueConfiguration) && data.queueConfiguration.length > 0 ? data.queueConfiguration : [MAIN_QUEUE];
  return { ...profile, default: profile.default === true, isolatedTbRuleEngine: isolated, profileData: { ...data, configuration, queueConfiguration: isolated ? queues : null } };
}

export const tenantProfileKind: EntityKind<TenantProfile> = {
  entityType: 'TENANT_PROFILE',
  help: 'tenantProfiles',
  keys: {
    details: 'tenant-profile.tenant-profile-details',
    add: 'tenant-profile.add',
    noEntities: 'tenant-profile.no-tenant-profiles-text',
    search: 'tenant-profile.search',
    selected: 'tenant-profile.selected-tenant-profiles',
    copyId: 'tenant-profile.copyId',
    openDetailsPage: 'common.open-details-page',
  },
  load: (client, id) => tenantProfilesApi.getTenantProfile(client, id),
  name: (profile) => profile.name,
  form: TENANT_PROFILE_FORM,
  toSaved: (profile) => profile,
  save: (client, profile) => tenantProfilesApi.saveTenantProfile(client, toPlatform(profile as Record<string, unknown>)),
  tabs: TENANT_TABS,
};

const notDefault = (profile: TenantProfile) => !profile.default;

const ROW_ACTIONS = {
  export: { dialog: 'export', label: 'tenant-profile.export', icon: 'file_download', enabled: () => true, href: (p) => `/tenantProfiles/${p.id.id}/export` },
  setDefault: { dialog: 'set-default', label: 'tenant-profile.set-default', icon: 'flag', enabled: notDefault },
  delete: { dialog: 'delete', label: 'action.delete', headerLabel: 'tenant-profile.delete', icon: 'delete', enabled: notDefault },
} satisfies Record<string, RowAction<TenantProfile>>;

/** An exported profile as a new one: its identity and default flag dropped, its limits and queues kept. */
function readProfile(json: unknown): object | { problem: string } {
  if (!isJsonObject(json)) return { problem: 'tenant-profile.import-not-a-profile' };
  const profile = withoutIdentity(json);
  if (typeof profile.name !== 'string' || profile.name.trim() === '' || !isJsonObject(profile.profileData) || !isJsonObject(profile.profileData.configuration)) {
    return { problem: 'tenant-profile.import-not-a-profile' };
  }
  return toPlatform({ ...profile, default: false });
}

const COLUMNS: readonly ColumnSpec[] = [
  { key: 'createdTime', title: 'common.created-time', width: '150px', sortable: true, cell: 'date' },
  { key: 'name', title: 'tenant-profile.name', width: '40%', sortable: true, cell: 'details' },
  { key: 'description', title: 'tenant-profile.description', width: '60%', sortable: true },
  { key: 'isDefault', value: 'default', title: 'tenant-profile.default', width: '60px', sortable: true, cell: 'check' },
];

/** The tenant profiles of the system administrator (console-map §3.6): the default profile cannot be deleted. */
export const tenantProfileTable: EntityTable<TenantProfile> = {
  kind: tenantProfileKind,
  scope: 'tenant',
  title: (_place, t) => t('tenant-profile.tenant-profiles'),
  columns: COLUMNS,
  list: (request, _place, link) => tenantProfilesApi.getTenantProfiles(request.platform, link),
  filters: [],
  rowActions: [ROW_ACTIONS.export, ROW_ACTIONS.setDefault, ROW_ACTIONS.delete],
  groupActions: [{ dialog: 'delete', label: 'action.delete', icon: 'delete' }],
  addActions: [
    { dialog: 'add', label: 'tenant-profile.create-tenant-profile', icon: 'insert_drive_file' },
    { dialog: 'import', label: 'tenant-profile.import', icon: 'file_upload' },
  ],
  dialogs: {
    add: addEntityDialog<TenantProfile>({
      title: 'tenant-profile.add',
      label: 'tenant-profile.add',
      defaults: async () => formInputOf(TENANT_PROFILE_FORM, { profileData: { configuration: unlimited() } }),
    }),
    import: jsonImportDialog<TenantProfile>({
      title: 'tenant-profile.import',
      label: 'tenant-profile.import',
      fileLabel: 'tenant-profile.profile-file',
      read: readProfile,
      save: (request, profile) => tenantProfilesApi.saveTenantProfile(request.platform, profile),
    }),
    'set-default': confirmDialog<TenantProfile>({
      one: { title: 'tenant-profile.set-default-tenant-profile-title', text: 'tenant-profile.set-default-tenant-profile-text', nameParam: 'tenantProfileName' },
      label: 'tenant-profile.set-default',
      apply: (request, _place, id) => tenantProfilesApi.setDefaultTenantProfile(request.platform, id),
    }),
    delete: deleteDialog<TenantProfile>(
      { label: 'tenant-profile.delete', title: 'tenant-profile.delete-tenant-profile-title', text: 'tenant-profile.delete-tenant-profile-text', manyTitle: 'tenant-profile.delete-tenant-profiles-title', manyText: 'tenant-profile.delete-tenant-profiles-text', nameParam: 'tenantProfileName' },
      (request, id) => tenantProfilesApi.deleteTenantProfile(request.platform, id),
    ),
  },
  editable: true,
  selectable: notDefault,
};
