import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { badRequest, forbidden } from '../http/api-error.ts';
import { idField, stringField } from '../http/body.ts';
import { NULL_UUID, createdTimeOf, timeUuid } from '../lib/ids.ts';
import { writeJson } from '../lib/json.ts';
import { checkAsset } from '../security/entity-checks.ts';
import type { AssetRow } from '../store/assets.ts';
import { isEmpty, validateFields } from '../validation/fields.ts';
import { resolveAssetProfile } from './asset-profiles.ts';
import { checkEntityLimit, deleteRelationsOf, refuseDeleteWithEntityViews, saveUnique, validateOwnerCustomer } from './owned-entities.ts';

/** POST /api/asset: create (tenant admins only) or update; `type` always becomes the profile name. */
export function saveAsset(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>): AssetRow {
  const id = idField(body, 'id');
  if (id !== null) checkAsset(ctx, caller, id, 'WRITE');
  else if (caller.authority !== 'TENANT_ADMIN') throw forbidden();
  const tenantId = caller.tenantId;
  const name = stringField(body, 'name');
  const type = stringField(body, 'type');
  const label = stringField(body, 'label');
  const customerId = idField(body, 'customerId') ?? NULL_UUID;
  validateFields({ name, type, label });
  if (isEmpty(name) || name.trim() === '') throw badRequest('Asset name should be specified!');
  validateOwnerCustomer(ctx, tenantId, customerId, 'asset');
  if (id === null) checkEntityLimit(ctx, tenantId, 'maxAssets', ctx.stores.assets.countByTenant(tenantId), 'assets');
  return transaction(ctx.db, () => {
    const profile = resolveAssetProfile(ctx, tenantId, idField(body, 'assetProfileId'), type);
    const assetId = id ?? timeUuid();
    const row: AssetRow = {
      id: assetId,
      created_time: createdTimeOf(assetId),
      tenant_id: tenantId,
      customer_id: customerId,
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
  transaction(ctx.db, () => {
    ctx.stores.assets.delete(asset.id);
    deleteRelationsOf(ctx, 'ASSET', asset.id);
  });
}
