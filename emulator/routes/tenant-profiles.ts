import type { FastifyInstance } from 'fastify';
import { SA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { notFound } from '../http/api-error.ts';
import { objectBody, sendEmpty } from '../http/body.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { uuidParam } from '../http/params.ts';
import { checkTenantProfile } from '../security/entity-checks.ts';
import { deleteTenantProfile, saveTenantProfile } from '../services/tenant-profiles.ts';
import { toTenantProfile, toTenantProfileInfo } from '../store/tenant-profiles.ts';

/** Tenant profile management (all sysadmin); `GET /api/tenantProfile/{id}` is served with the tenants. */
export function tenantProfileRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { tenantProfiles } = ctx.stores;

  app.get('/api/tenantProfiles', async (request) => {
    const params = bindPageParams(request);
    requireAuthority(request, SA);
    return tenantProfiles.findPage(toPageLink(params));
  });

  app.get('/api/tenantProfileInfos', async (request) => {
    const params = bindPageParams(request);
    requireAuthority(request, SA);
    return tenantProfiles.findInfoPage(toPageLink(params));
  });

  app.get('/api/tenantProfileInfo/default', async (request) => {
    requireAuthority(request, SA);
    const profile = tenantProfiles.findDefault();
    return profile ? toTenantProfileInfo(profile) : null;
  });

  app.get('/api/tenantProfileInfo/:tenantProfileId', async (request) => {
    const caller = requireAuthority(request, SA);
    return toTenantProfileInfo(checkTenantProfile(ctx, caller, uuidParam(request.params, 'tenantProfileId')));
  });

  app.post('/api/tenantProfile', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.TenantProfile');
    const caller = requireAuthority(request, SA);
    return toTenantProfile(saveTenantProfile(ctx, caller, body));
  });

  app.delete('/api/tenantProfile/:tenantProfileId', async (request, reply) => {
    const caller = requireAuthority(request, SA);
    deleteTenantProfile(ctx, checkTenantProfile(ctx, caller, uuidParam(request.params, 'tenantProfileId')));
    return sendEmpty(reply);
  });

  app.post('/api/tenantProfile/:tenantProfileId/default', async (request) => {
    const caller = requireAuthority(request, SA);
    const profile = checkTenantProfile(ctx, caller, uuidParam(request.params, 'tenantProfileId'));
    tenantProfiles.setDefault(profile.id);
    const saved = tenantProfiles.findById(profile.id);
    if (!saved) throw notFound();
    return toTenantProfile(saved);
  });
}
