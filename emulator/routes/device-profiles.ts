import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { notFound } from '../http/api-error.ts';
import { objectBody, sendEmpty } from '../http/body.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { toUuid, uuidParam } from '../http/params.ts';
import { queryParams, queryValue } from '../http/query.ts';
import { checkDeviceProfile } from '../security/entity-checks.ts';
import { audited, auditData, auditEntityAction, bodyTarget, saveActionOf } from '../services/audit-log.ts';
import { deleteDeviceProfile, saveDeviceProfile } from '../services/device-profile-save.ts';
import { createDeviceKeyStore } from '../store/device-keys.ts';
import { toDeviceProfile, toDeviceProfileInfo } from '../store/device-profiles.ts';
import type { DeviceProfileRow } from '../store/device-profiles.ts';

const target = (row: DeviceProfileRow) => ({ entityType: 'DEVICE_PROFILE', id: row.id, name: row.name });

export function deviceProfileRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { deviceProfiles } = ctx.stores;
  const deviceKeys = createDeviceKeyStore(ctx.db);
  const profileFilter = (request: FastifyRequest) => {
    const value = queryValue(queryParams(request), 'deviceProfileId');
    return value === undefined || value === '' ? undefined : toUuid(value);
  };

  app.get('/api/deviceProfile/devices/keys/timeseries', async (request) => {
    const caller = requireAuthority(request, TA);
    return deviceKeys.timeseriesKeys(caller.tenantId, profileFilter(request));
  });

  app.get('/api/deviceProfile/devices/keys/attributes', async (request) => {
    const caller = requireAuthority(request, TA);
    return deviceKeys.attributeKeys(caller.tenantId, profileFilter(request));
  });

  app.get('/api/deviceProfileInfos', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA, CU);
    const transportType = queryValue(params.query, 'transportType') || undefined;
    return deviceProfiles.findInfosPage(caller.tenantId, transportType, toPageLink(params));
  });

  app.get('/api/deviceProfiles', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA);
    return deviceProfiles.findPage(caller.tenantId, toPageLink(params));
  });

  app.get('/api/deviceProfileInfo/default', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    const profile = deviceProfiles.findDefault(caller.tenantId);
    return profile ? toDeviceProfileInfo(profile) : null;
  });

  app.get('/api/deviceProfileInfo/:deviceProfileId', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    return toDeviceProfileInfo(checkDeviceProfile(ctx, caller, uuidParam(request.params, 'deviceProfileId'), 'READ'));
  });

  app.get('/api/deviceProfile/:deviceProfileId', async (request) => {
    const caller = requireAuthority(request, TA);
    return toDeviceProfile(checkDeviceProfile(ctx, caller, uuidParam(request.params, 'deviceProfileId'), 'READ'));
  });

  app.post('/api/deviceProfile', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.DeviceProfile');
    const caller = requireAuthority(request, TA);
    const saved = audited(ctx, caller, saveActionOf(body), bodyTarget('DEVICE_PROFILE', body), () => saveDeviceProfile(ctx, caller, body),
      (row) => ({ target: target(row), data: auditData.entity(toDeviceProfile(row)) }));
    return toDeviceProfile(saved);
  });

  app.delete('/api/deviceProfile/:deviceProfileId', async (request, reply) => {
    const caller = requireAuthority(request, TA);
    const profile = checkDeviceProfile(ctx, caller, uuidParam(request.params, 'deviceProfileId'), 'DELETE');
    deleteDeviceProfile(ctx, profile);
    auditEntityAction(ctx, caller, target(profile), 'DELETED', auditData.entityId(profile.id));
    return sendEmpty(reply);
  });

  app.post('/api/deviceProfile/:deviceProfileId/default', async (request) => {
    const caller = requireAuthority(request, TA);
    const profile = checkDeviceProfile(ctx, caller, uuidParam(request.params, 'deviceProfileId'), 'WRITE');
    deviceProfiles.setDefault(caller.tenantId, profile.id);
    const saved = deviceProfiles.findById(profile.id);
    if (!saved) throw notFound();
    return toDeviceProfile(saved);
  });
}
