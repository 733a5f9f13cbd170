import type { FastifyInstance } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { checkAssetProfile } from '../security/entity-checks.ts';
import { deleteAssetProfile, saveAssetProfile } from '../services/asset-profiles.ts';
import { toAssetProfile, toAssetProfileInfo } from '../store/asset-profiles.ts';
import { profileRoutes } from './profile-routes.ts';

export function assetProfileRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { assetProfiles } = ctx.stores;

  app.get('/api/assetProfiles', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA);
    return assetProfiles.findPage(caller.tenantId, toPageLink(params), false);
  });

  app.get('/api/assetProfileInfos', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA, CU);
    return assetProfiles.findPage(caller.tenantId, toPageLink(params), true);
  });

  profileRoutes(app, ctx, {
    entityType: 'ASSET_PROFILE',
    singular: 'assetProfile',
    idParam: 'assetProfileId',
    javaClass: 'org.thingsboard.server.common.data.asset.AssetProfile',
    store: assetProfiles,
    check: checkAssetProfile,
    toJson: toAssetProfile,
    toInfoJson: toAssetProfileInfo,
    save: saveAssetProfile,
    remove: deleteAssetProfile,
  });
}
