import type { FormDef } from '../../domain/entity-form.ts';
import { isAssigned } from '../../domain/device-list.ts';
import { assetsApi } from '../../platform/api/assets.ts';
import type { Asset, AssetInfo } from '../../platform/types/asset.ts';
import type { DetailsTab, EntityKind } from '../entity-table.ts';

/** The asset form (console-map §3.2): fields by JSON path, validators with upstream's message keys. */
export const ASSET_FORM: FormDef = {
  fields: [
    {
      path: 'name',
      label: 'asset.name',
      control: { kind: 'text' },
      validators: [
        { rule: 'required', message: 'asset.name-required' },
        { rule: 'maxLength', max: 255, message: 'asset.name-max-length' },
      ],
    },
    {
      path: 'assetProfileId',
      label: 'asset-profile.asset-profile',
      control: { kind: 'picker', picker: 'assetProfiles', entityType: 'ASSET_PROFILE' },
      validators: [{ rule: 'required', message: 'asset-profile.asset-profile-required' }],
    },
    { path: 'label', label: 'asset.label', control: { kind: 'text' }, validators: [{ rule: 'maxLength', max: 255, message: 'asset.label-max-length' }] },
    { path: 'additionalInfo.description', label: 'asset.description', control: { kind: 'textarea' } },
  ],
};

/** The details tabs of an asset (console-map §3.2). */
export const ASSET_TABS: readonly DetailsTab[] = [
  { slug: '', label: 'details.details' },
  { slug: 'attributes', label: 'attribute.attributes' },
  { slug: 'latest-telemetry', label: 'attribute.latest-telemetry' },
  { slug: 'alarms', label: 'alarm.alarms' },
  { slug: 'events', label: 'asset.events' },
  { slug: 'relations', label: 'relation.relations' },
  { slug: 'audit-logs', label: 'audit-log.audit-logs', tenantOnly: true },
  { slug: 'version-control', label: 'version-control.version-control', tenantOnly: true },
];

/** An asset as the platform takes it back: without the info list's joined names. */
function toSaved(asset: AssetInfo): Asset {
  const { customerTitle: _title, customerIsPublic: _public, assetProfileName: _profile, ...saved } = asset;
  return saved;
}

export const assetKind: EntityKind<AssetInfo> = {
  entityType: 'ASSET',
  help: 'assets',
  keys: {
    details: 'asset.asset-details',
    add: 'asset.add',
    noEntities: 'asset.no-assets-text',
    search: 'asset.search',
    selected: 'asset.selected-assets',
    copyId: 'asset.copyId',
    public: 'asset.asset-public',
    assignedToCustomer: 'asset.assignedToCustomer',
    openDetailsPage: 'common.open-details-page',
  },
  load: (client, id) => assetsApi.getAssetInfo(client, id),
  name: (asset) => asset.name,
  form: ASSET_FORM,
  toSaved,
  save: (client, asset) => assetsApi.saveAsset(client, asset as Asset),
  tabs: ASSET_TABS,
  isPublic: (asset) => asset.customerIsPublic === true,
  assignedCustomer: (asset) => (isAssigned(asset) && !asset.customerIsPublic ? asset.customerTitle : null),
};
