import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { toUuid } from '../http/params.ts';
import { queryParams, queryValue } from '../http/query.ts';
import { checkDeviceProfile } from '../security/entity-checks.ts';
import { TRANSPORT_TYPES, deleteDeviceProfile, saveDeviceProfile } from '../services/device-profile-save.ts';
import { createDeviceKeyStore } from '../store/device-keys.ts';
import { toDeviceProfile, toDeviceProfileInfo } from '../store/device-profiles.ts';
import { profileRoutes } from './profile-routes.ts';

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
    const link = toPageLink(params);
    const transportType = queryValue(params.query, 'transportType') || undefined;
    // The platform's DAO converts the text with DeviceTransportType.valueOf: an unknown name is an IllegalArgumentException.
    if (transportType !== undefined && !TRANSPORT_TYPES.includes(transportType)) {
      throw badRequest(`No enum constant org.thingsboard.server.common.data.DeviceTransportType.${transportType}`);
    }
    return deviceProfiles.findInfosPage(caller.tenantId, transportType, link);
  });

  app.get('/api/deviceProfiles', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA);
    return deviceProfiles.findPage(caller.tenantId, toPageLink(params));
  });

  profileRoutes(app, ctx, {
    entityType: 'DEVICE_PROFILE',
    singular: 'deviceProfile',
    idParam: 'deviceProfileId',
    javaClass: 'org.thingsboard.server.common.data.DeviceProfile',
    store: deviceProfiles,
    check: checkDeviceProfile,
    toJson: toDeviceProfile,
    toInfoJson: toDeviceProfileInfo,
    save: saveDeviceProfile,
    remove: deleteDeviceProfile,
  });
}
