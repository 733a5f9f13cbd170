import type { FastifyInstance } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { notFound } from '../http/api-error.ts';
import { objectBody, sendEmpty } from '../http/body.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { uuidParam } from '../http/params.ts';
import { checkAssetProfile } from '../security/entity-checks.ts';
import { deleteAssetProfile, saveAssetProfile } from '../services/asset-profiles.ts';
import { audited, auditData, auditEntityAction, bodyTarget, saveActionOf } from '../services/audit-log.ts';
import { toAssetProfile, toAssetProfileInfo } from '../store/asset-profiles.ts';
import type { AssetProfileRow } from '../store/asset-profiles.ts';

const target = (row: AssetProfileRow) => ({ entityType: 'ASSET_PROFILE', id: row.id, name: row.name });

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

  app.get('/api/assetProfileInfo/default', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    const profile = assetProfiles.findDefault(caller.tenantId);
    return profile ? toAssetProfileInfo(profile) : null;
  });

  app.get('/api/assetProfileInfo/:assetProfileId', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    return toAssetProfileInfo(checkAssetProfile(ctx, caller, uuidParam(request.params, 'assetProfileId'), 'READ'));
  });

  app.get('/api/assetProfile/:assetProfileId', async (request) => {
    const caller = requireAuthority(request, TA);
    return toAssetProfile(checkAssetProfile(ctx, caller, uuidParam(request.params, 'assetProfileId'), 'READ'));
  });

  app.post('/api/assetProfile', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.asset.AssetProfile');
    const caller = requireAuthority(request, TA);
    const saved = audited(ctx, caller, saveActionOf(body), bodyTarget('ASSET_PROFILE', body), () => saveAssetProfile(ctx, caller, body),
      (row) => ({ target: target(row), data: auditData.entity(toAssetProfile(row)) }));
    return toAssetProfile(saved);
  });

  app.delete('/api/assetProfile/:assetProfileId', async (request, reply) => {
    const caller = requireAuthority(request, TA);
    const profile = checkAssetProfile(ctx, caller, uuidParam(request.params, 'assetProfileId'), 'DELETE');
    deleteAssetProfile(ctx, profile);
    auditEntityAction(ctx, caller, target(profile), 'DELETED', auditData.entityId(profile.id));
    return sendEmpty(reply);
  });

  app.post('/api/assetProfile/:assetProfileId/default', async (request) => {
    const caller = requireAuthority(request, TA);
    const profile = checkAssetProfile(ctx, caller, uuidParam(request.params, 'assetProfileId'), 'WRITE');
    assetProfiles.setDefault(caller.tenantId, profile.id);
    const saved = assetProfiles.findById(profile.id);
    if (!saved) throw notFound();
    return toAssetProfile(saved);
  });
}
