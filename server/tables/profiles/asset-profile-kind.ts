import type { FormDef } from '../../domain/entity-form.ts';
import { assetProfilesApi } from '../../platform/api/asset-profiles.ts';
import type { AssetProfile } from '../../platform/types/profiles.ts';
import type { EntityKind } from '../entity-table.ts';
import { orNull } from '../../domain/device-profile-data.ts';
import { PROFILE_TABS, profileName, profileReferences, type ProfileFieldKeys } from './profile-fields.ts';

/** The asset profile the platform's queue service uses: neither editable, nor deletable, nor the default. */
export const SERVICE_QUEUE_PROFILE = 'TbServiceQueue';

const KEYS: ProfileFieldKeys = {
  name: 'asset-profile.name',
  nameRequired: 'asset-profile.name-required',
  nameMaxLength: 'asset-profile.name-max-length',
  image: 'asset-profile.image',
  ruleChain: 'asset-profile.default-rule-chain',
  dashboard: 'asset-profile.mobile-dashboard',
  queue: 'asset-profile.default-queue',
  description: 'asset-profile.description',
};

export const ASSET_PROFILE_FORM: FormDef = { fields: [profileName(KEYS), ...profileReferences(KEYS)] };

function toSaved(profile: AssetProfile): AssetProfile {
  return { ...profile, image: orNull(profile.image) as string | null, defaultQueueName: orNull(profile.defaultQueueName) as string | null };
}

export const assetProfileKind: EntityKind<AssetProfile> = {
  entityType: 'ASSET_PROFILE',
  help: 'assetProfiles',
  keys: {
    details: 'asset-profile.asset-profile-details',
    add: 'asset-profile.add',
    noEntities: 'asset-profile.no-asset-profiles-text',
    search: 'asset-profile.search',
    selected: 'asset-profile.selected-asset-profiles',
    copyId: 'asset-profile.copyId',
    public: 'asset-profile.default',
    assignedToCustomer: 'asset-profile.default',
    openDetailsPage: 'common.open-details-page',
  },
  load: (client, id) => assetProfilesApi.getAssetProfile(client, id),
  name: (profile) => profile.name,
  form: ASSET_PROFILE_FORM,
  toSaved: (profile) => profile,
  save: (client, profile) => assetProfilesApi.saveAssetProfile(client, toSaved(profile as AssetProfile)),
  tabs: [{ slug: '', label: 'details.details' }, ...PROFILE_TABS],
  isPublic: () => false,
  assignedCustomer: () => null,
};
