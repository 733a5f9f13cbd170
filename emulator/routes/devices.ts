import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { notFound } from '../http/api-error.ts';
import { objectBody, sendEmpty } from '../http/body.ts';
import { PAGE_CONDITION, bindPageParams, bindPresentPageParams, toPageLink } from '../http/page-link.ts';
import { toUuid, uuidListParam, uuidParam } from '../http/params.ts';
import { queryParams, queryValue, requireParamConditions } from '../http/query.ts';
import { entityId } from '../lib/ids.ts';
import { checkCustomer, checkDevice } from '../security/checks.ts';
import { audited, auditData, auditEntityAction, bodyTarget, saveActionOf } from '../services/audit-log.ts';
import { deviceTarget } from '../services/audit-targets.ts';
import { saveDevice } from '../services/devices.ts';
import { deleteRelationsOf, refuseDeleteWithEntityViews } from '../services/owned-entities.ts';
import { transaction } from '../db/open.ts';
import { toDevice, toDeviceInfo } from '../store/devices.ts';
import type { DeviceFilter } from '../store/devices.ts';

/** The optional `type` / `deviceProfileId` filters of device lists; `type` wins when both are given. */
function listFilter(query: Map<string, string[]>, base: DeviceFilter, withProfile: boolean): DeviceFilter {
  const type = queryValue(query, 'type');
  if (type !== undefined && type.trim() !== '') return { ...base, type };
  const profileId = withProfile ? queryValue(query, 'deviceProfileId') : undefined;
  if (profileId !== undefined && profileId !== '') return { ...base, deviceProfileId: toUuid(profileId) };
  return base;
}

export function deviceRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { devices } = ctx.stores;
  const customerList = (request: FastifyRequest) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA, CU);
    const customer = checkCustomer(ctx, caller, uuidParam(request.params, 'customerId'), 'READ');
    return { params, base: { tenantId: caller.tenantId, customerId: customer.id } };
  };

  app.get('/api/device/types', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    return devices.types(caller.tenantId).map((type) => ({
      tenantId: entityId('TENANT', caller.tenantId),
      entityType: 'DEVICE',
      type,
    }));
  });

  app.get('/api/device/:deviceId', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    return toDevice(checkDevice(ctx, caller, uuidParam(request.params, 'deviceId'), 'READ'));
  });

  app.get('/api/device/info/:deviceId', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    const device = checkDevice(ctx, caller, uuidParam(request.params, 'deviceId'), 'READ');
    const info = devices.findInfoById(device.id);
    if (!info) throw notFound();
    return toDeviceInfo(info);
  });

  app.post('/api/device', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.Device');
    const caller = requireAuthority(request, TA, CU);
    const accessToken = queryValue(queryParams(request), 'accessToken');
    const saved = audited(
      ctx, caller, saveActionOf(body), bodyTarget('DEVICE', body), () => saveDevice(ctx, caller, body, accessToken),
      (row) => ({ target: deviceTarget(row), data: auditData.entity(toDevice(row)) }),
    );
    return toDevice(saved);
  });

  app.delete('/api/device/:deviceId', async (request, reply) => {
    const caller = requireAuthority(request, TA);
    const device = checkDevice(ctx, caller, uuidParam(request.params, 'deviceId'), 'DELETE');
    refuseDeleteWithEntityViews(ctx, device.id, 'device');
    transaction(ctx.db, () => {
      devices.delete(device.id);
      deleteRelationsOf(ctx, 'DEVICE', device.id);
    });
    auditEntityAction(ctx, caller, deviceTarget(device), 'DELETED', auditData.entityId(device.id));
    return sendEmpty(reply);
  });

  app.get('/api/tenant/devices', async (request) => {
    const query = queryParams(request);
    const variant = requireParamConditions(query, PAGE_CONDITION, ['deviceName']);
    if (variant !== PAGE_CONDITION) {
      const caller = requireAuthority(request, TA);
      const device = devices.findByName(caller.tenantId, queryValue(query, 'deviceName') ?? '');
      if (!device) throw notFound();
      return toDevice(device);
    }
    const params = bindPresentPageParams(query);
    const caller = requireAuthority(request, TA);
    const filter = listFilter(query, { tenantId: caller.tenantId }, false);
    return devices.findPage(filter, toPageLink(params));
  });

  app.get('/api/tenant/deviceInfos', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA);
    const filter = listFilter(params.query, { tenantId: caller.tenantId }, true);
    return devices.findInfoPage(filter, toPageLink(params));
  });

  app.get('/api/customer/:customerId/devices', async (request) => {
    const { params, base } = customerList(request);
    return devices.findPage(listFilter(params.query, base, false), toPageLink(params));
  });

  app.get('/api/customer/:customerId/deviceInfos', async (request) => {
    const { params, base } = customerList(request);
    return devices.findInfoPage(listFilter(params.query, base, true), toPageLink(params));
  });

  app.get('/api/devices', async (request) => {
    const query = queryParams(request);
    requireParamConditions(query, ['deviceIds']);
    const caller = requireAuthority(request, TA, CU);
    const ids = uuidListParam(query, 'deviceIds');
    const customerId = caller.authority === 'CUSTOMER_USER' ? caller.customerId : undefined;
    return devices.findByIds(caller.tenantId, customerId, ids).map(toDevice);
  });
}
