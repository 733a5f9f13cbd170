import type { FastifyInstance } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { entityNotFound, forbidden } from '../http/api-error.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { uuidParam } from '../http/params.ts';
import { queryValue } from '../http/query.ts';
import { toDeviceProfileInfo } from '../store/device-profiles.ts';

export function deviceProfileRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { deviceProfiles } = ctx.stores;

  app.get('/api/deviceProfileInfos', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA, CU);
    const transportType = queryValue(params.query, 'transportType') || undefined;
    return deviceProfiles.findInfosPage(caller.tenantId, transportType, toPageLink(params));
  });

  app.get('/api/deviceProfileInfo/default', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    const profile = deviceProfiles.findDefault(caller.tenantId);
    return profile ? toDeviceProfileInfo(profile) : null;
  });

  app.get('/api/deviceProfileInfo/:deviceProfileId', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    const id = uuidParam(request.params, 'deviceProfileId');
    const profile = deviceProfiles.findById(id);
    if (!profile) throw entityNotFound('Device profile', id);
    if (profile.tenant_id !== caller.tenantId) throw forbidden();
    return toDeviceProfileInfo(profile);
  });
}
