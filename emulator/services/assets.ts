import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { idField } from '../http/body.ts';
import { writeJson } from '../lib/json.ts';
import { checkAsset } from '../security/entity-checks.ts';
import type { AssetRow } from '../store/assets.ts';
import { resolveAssetProfile } from './asset-profiles.ts';
import { deleteWithRelations, ownedRowKey, refuseDeleteWithEntityViews, saveUnique } from './owned-entities.ts';
import { bindProfiledSave } from './profiled-entities.ts';
import type { ProfiledKind } from './profiled-entities.ts';

const ASSET: ProfiledKind = {
  noun: 'asset',
  check: checkAsset,
  limitKey: 'maxAssets',
  countByTenant: (ctx, tenantId) => ctx.stores.assets.countByTenant(tenantId),
};

/** POST /api/asset: create (tenant admins only) or update; `type` always becomes the profile name. */
export function saveAsset(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>): AssetRow {
  const { id, tenantId, name, type, label, customerId } = bindProfiledSave(ctx, caller, body, ASSET);
  return transaction(ctx.db, () => {
    const profile = resolveAssetProfile(ctx, tenantId, idField(body, 'assetProfileId'), type);
    const row: AssetRow = {
      ...ownedRowKey(id, tenantId, customerId),
      name,
      type: profile.name,
      label,
      asset_profile_id: profile.id,
      external_id: idField(body, 'externalId'),
      additional_info: writeJson(body.additionalInfo),
    };
    saveUnique(() => ctx.stores.assets.save(row), { 'asset.tenant_id, asset.name': 'Asset with such name already exists!' });
    return row;
  });
}

/** DELETE /api/asset/{id}: refused while entity views show the asset; relations go with it. */
export function deleteAsset(ctx: EmulatorContext, asset: AssetRow): void {
  refuseDeleteWithEntityViews(ctx, asset.id, 'asset');
  deleteWithRelations(ctx, 'ASSET', asset.id, ctx.stores.assets.delete);
}
