import type { FastifyInstance } from 'fastify';
import { SA, TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { entityNotFound } from '../http/api-error.ts';
import { objectBody, sendEmpty } from '../http/body.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { uuidParam } from '../http/params.ts';
import { checkTenant } from '../security/checks.ts';
import { deleteTenant, saveTenant } from '../services/tenants.ts';
import { toTenantProfile } from '../store/tenant-profiles.ts';
import { toTenant, toTenantInfo } from '../store/tenants.ts';

export function tenantRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { tenants, tenantProfiles } = ctx.stores;

  app.get('/api/tenant/:tenantId', async (request) => {
    const caller = requireAuthority(request, SA, TA);
    return toTenant(checkTenant(ctx, caller, uuidParam(request.params, 'tenantId'), 'READ'));
  });

  app.get('/api/tenant/info/:tenantId', async (request) => {
    const caller = requireAuthority(request, SA, TA);
    return toTenantInfo(checkTenant(ctx, caller, uuidParam(request.params, 'tenantId'), 'READ'));
  });

  app.post('/api/tenant', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.Tenant');
    const caller = requireAuthority(request, SA);
    return toTenant(saveTenant(ctx, caller, body));
  });

  app.delete('/api/tenant/:tenantId', async (request, reply) => {
    const caller = requireAuthority(request, SA);
    deleteTenant(ctx, checkTenant(ctx, caller, uuidParam(request.params, 'tenantId'), 'DELETE').id);
    return sendEmpty(reply);
  });

  app.get('/api/tenants', async (request) => {
    const params = bindPageParams(request);
    requireAuthority(request, SA);
    return tenants.findPage(toPageLink(params), false);
  });

  app.get('/api/tenantInfos', async (request) => {
    const params = bindPageParams(request);
    requireAuthority(request, SA);
    return tenants.findPage(toPageLink(params), true);
  });

  app.get('/api/tenantProfile/:tenantProfileId', async (request) => {
    requireAuthority(request, SA);
    const id = uuidParam(request.params, 'tenantProfileId');
    const profile = tenantProfiles.findById(id);
    if (!profile) throw entityNotFound('Tenant profile', id);
    return toTenantProfile(profile);
  });
}
