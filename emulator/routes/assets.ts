import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { checkAsset } from '../security/entity-checks.ts';
import { deleteAsset, saveAsset } from '../services/assets.ts';
import { toAsset, toAssetInfo } from '../store/assets.ts';
import type { AssetRow } from '../store/assets.ts';
import { customerAssignmentRoutes } from './customer-assignment.ts';
import { ownedEntityRoutes } from './owned-entity-routes.ts';
import type { OwnedKind } from './owned-entity-routes.ts';

export function assetKind(ctx: EmulatorContext): OwnedKind<AssetRow> {
  return {
    entityType: 'ASSET',
    singular: 'asset',
    plural: 'assets',
    idParam: 'assetId',
    nameParam: 'assetName',
    idsParam: 'assetIds',
    typesMember: 'assetTypes',
    profileParam: 'assetProfileId',
    javaClass: 'org.thingsboard.server.common.data.asset.Asset',
    searchQueryClass: 'org.thingsboard.server.common.data.asset.AssetSearchQuery',
    store: ctx.stores.assets,
    check: checkAsset,
    toJson: toAsset,
    toInfoJson: toAssetInfo,
    save: saveAsset,
    remove: deleteAsset,
  };
}

export function assetRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const kind = assetKind(ctx);
  ownedEntityRoutes(app, ctx, kind);
  customerAssignmentRoutes(app, ctx, kind, 'Asset');
}
