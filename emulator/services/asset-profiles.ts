import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { badRequest } from '../http/api-error.ts';
import { idField, stringField } from '../http/body.ts';
import { createdTimeOf, timeUuid } from '../lib/ids.ts';
import { checkAssetProfile } from '../security/entity-checks.ts';
import type { AssetProfileRow } from '../store/asset-profiles.ts';
import type { Stores } from '../store/stores.ts';
import { isEmpty, validateFields } from '../validation/fields.ts';
import { booleanField, saveUnique, tenantRowKey } from './owned-entities.ts';
import { deleteProfile, refuseAnotherDefault } from './profile-lifecycle.ts';
import { validateDefaultReferences, validateQueueName } from './profile-references.ts';

/** A profile named after an asset type, as the platform creates it on demand. */
function createNamedProfile(stores: Stores, tenantId: string, name: string, isDefault: boolean, ms?: number): AssetProfileRow {
  const id = timeUuid(ms);
  const row: AssetProfileRow = {
    id, created_time: createdTimeOf(id), tenant_id: tenantId, name, description: 'Default asset profile', image: null,
    is_default: isDefault ? 1 : 0, default_rule_chain_id: null, default_dashboard_id: null, default_queue_name: null,
    external_id: null,
  };
  stores.assetProfiles.save(row);
  return row;
}

/** The `default` asset profile every tenant starts with. */
export function createDefaultAssetProfile(stores: Stores, tenantId: string, ms?: number): AssetProfileRow {
  return createNamedProfile(stores, tenantId, 'default', true, ms);
}

/** The profile a saved asset ends up with: the given id, else the one named by `type` (created when missing), else the default. */
export function resolveAssetProfile(ctx: EmulatorContext, tenantId: string, profileId: string | null, type: string | null) {
  const { assetProfiles } = ctx.stores;
  if (profileId !== null) {
    const profile = assetProfiles.findById(profileId);
    if (!profile || profile.tenant_id !== tenantId) throw badRequest('Asset is referencing non existing asset profile!');
    return profile;
  }
  if (type !== null && type !== '') {
    return assetProfiles.findByName(tenantId, type) ?? createNamedProfile(ctx.stores, tenantId, type, type === 'default');
  }
  const fallback = assetProfiles.findDefault(tenantId);
  if (!fallback) throw badRequest('Asset is referencing non existing asset profile!');
  return fallback;
}

/** POST /api/assetProfile with the platform's validation order and messages. */
export function saveAssetProfile(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>): AssetProfileRow {
  const { assetProfiles, assets } = ctx.stores;
  const id = idField(body, 'id');
  const defaultRuleChainId = idField(body, 'defaultRuleChainId');
  const defaultDashboardId = idField(body, 'defaultDashboardId');
  const existing = id === null ? undefined : checkAssetProfile(ctx, caller, id, 'WRITE');
  const name = stringField(body, 'name');
  const description = stringField(body, 'description');
  const image = stringField(body, 'image');
  const defaultQueueName = stringField(body, 'defaultQueueName');
  const isDefault = booleanField(body, 'default');
  validateFields({ name, description });
  if (isEmpty(name)) throw badRequest('Asset profile name should be specified!');
  if (isDefault) refuseAnotherDefault(assetProfiles.findDefault(caller.tenantId), id, 'asset');
  validateQueueName(ctx, caller, defaultQueueName, 'Asset profile');
  validateDefaultReferences(ctx, caller.tenantId, defaultRuleChainId, defaultDashboardId);
  const row: AssetProfileRow = {
    ...tenantRowKey(id, caller.tenantId),
    name,
    description,
    image,
    is_default: isDefault ? 1 : 0,
    default_rule_chain_id: defaultRuleChainId,
    default_dashboard_id: defaultDashboardId,
    default_queue_name: defaultQueueName,
    external_id: idField(body, 'externalId'),
  };
  return transaction(ctx.db, () => {
    saveUnique(() => assetProfiles.save(row), {
      'asset_profile.tenant_id, asset_profile.name': 'Asset profile with such name already exists!',
    });
    if (existing && existing.name !== name) assets.renameType(row.id, name);
    return row;
  });
}

/** DELETE /api/assetProfile/{id}: the default profile and profiles in use stay. */
export function deleteAssetProfile(ctx: EmulatorContext, profile: AssetProfileRow): void {
  const usedBy = ctx.stores.assets.countByProfile(profile.id);
  deleteProfile(ctx, { ...profile, entityType: 'ASSET_PROFILE', noun: 'Asset', usedBy }, ctx.stores.assetProfiles.delete);
}
