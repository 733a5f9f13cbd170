import type { EntityScope } from '../../domain/entity-scope.ts';
import { assetProfilesApi } from '../../platform/api/asset-profiles.ts';
import type { AssetProfile } from '../../platform/types/profiles.ts';
import type { EntityTable } from '../entity-table.ts';
import { assetProfileKind, SERVICE_QUEUE_PROFILE } from './asset-profile-kind.ts';
import { profileTable } from './profile-table.ts';

const table = profileTable<AssetProfile>({
  keys: {
    title: 'asset-profile.asset-profiles',
    export: 'asset-profile.export',
    setDefault: 'asset-profile.set-default',
    setDefaultTitle: 'asset-profile.set-default-asset-profile-title',
    setDefaultText: 'asset-profile.set-default-asset-profile-text',
    delete: 'asset-profile.delete',
    deleteTitle: 'asset-profile.delete-asset-profile-title',
    deleteText: 'asset-profile.delete-asset-profile-text',
    deleteManyTitle: 'asset-profile.delete-asset-profiles-title',
    deleteManyText: 'asset-profile.delete-asset-profiles-text',
    create: 'asset-profile.create-asset-profile',
    add: 'asset-profile.add',
    import: 'asset-profile.import',
    file: 'asset-profile.asset-profile-file',
  },
  nameParam: 'assetProfileName',
  kind: assetProfileKind,
  columns: [
    { key: 'createdTime', title: 'common.created-time', width: '150px', sortable: true, cell: 'date' },
    { key: 'name', title: 'asset-profile.name', width: '50%', sortable: true, cell: 'details' },
    { key: 'description', title: 'asset-profile.description', width: '50%', sortable: true },
    { key: 'isDefault', title: 'asset-profile.default', width: '60px', sortable: true, cell: 'check', value: 'default' },
  ],
  list: (client, link) => assetProfilesApi.getAssetProfiles(client, link),
  get: (client, id) => assetProfilesApi.getAssetProfile(client, id),
  save: (client, profile) => assetProfilesApi.saveAssetProfile(client, profile),
  remove: (client, id) => assetProfilesApi.deleteAssetProfile(client, id),
  setDefault: (client, id) => assetProfilesApi.setDefaultAssetProfile(client, id),
  changeable: (p) => !p.default && p.name !== SERVICE_QUEUE_PROFILE,
  importProblem: (value) => (typeof value.name === 'string' && value.name.trim() !== '' ? null : 'asset-profile.invalid-asset-profile-file-error'),
});

/** The protected `TbServiceQueue` profile is shown, never edited. */
const protectedTable: EntityTable<AssetProfile> = { ...table, canEdit: (profile) => profile.name !== SERVICE_QUEUE_PROFILE };

/** The asset profiles table (console-map §3.12): the tenant's only. */
export function assetProfileTable(_scope: EntityScope): EntityTable<AssetProfile> {
  return protectedTable;
}
