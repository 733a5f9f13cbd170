import type { FastifyRequest } from 'fastify';
import { DevicesPage, DevicesRegion } from '../../views/devices/devices-page.tsx';
import { DeviceDetailsPage } from '../../views/devices/device-details-page.tsx';
import { deviceColumns, type DeviceScope } from '../domain/device-list.ts';
import { sortableProperties } from '../domain/table-columns.ts';
import { pageLink, tableHref } from '../domain/table-state.ts';
import { devicesApi } from '../platform/api/devices.ts';
import { telemetryApi } from '../platform/api/telemetry.ts';
import { latestRows } from '../domain/latest-telemetry.ts';
import { TableQuery, tableState } from '../tables/table-query.ts';
import { routePlugin } from '../route-plugin.ts';
import { EntityParams } from '../route-schemas.ts';


/** Tenant administrators list the tenant's devices; customer users only their customer's. */
function deviceScope(request: FastifyRequest): DeviceScope {
  return request.session.user!.authority === 'CUSTOMER_USER' ? 'customer' : 'tenant';
}

/** `/devices`: the device table (the page, or the region htmx swaps) and `/devices/{id}`, a device's details with its live latest telemetry. */
export const devices = routePlugin('devices', async (app) => {
  app.get('/devices', { config: { routeId: 'devices' }, schema: { querystring: TableQuery } }, async (request, reply) => {
    const scope = deviceScope(request);
    const state = tableState(request.query, sortableProperties(deviceColumns(scope)));
    const page = scope === 'customer'
      ? await devicesApi.getCustomerDeviceInfos(request.platform, request.session.user!.customerId, pageLink(state))
      : await devicesApi.getTenantDeviceInfos(request.platform, pageLink(state));
    const props = { scope, state, page };
    if (request.wantsFragment) return reply.fragment(<DevicesRegion {...props} />, tableHref(request.view().url, '/devices', state));
    return reply.page(<DevicesPage {...props} />);
  });

  app.get('/devices/:entityId', { config: { routeId: 'device' }, schema: { params: EntityParams } }, async (request, reply) => {
    const { entityId } = request.params;
    const [device, latest] = await Promise.all([
      devicesApi.getDeviceInfo(request.platform, entityId),
      telemetryApi.getLatestTimeseries(request.platform, { entityType: 'DEVICE', id: entityId }),
    ]);
    return reply.page(<DeviceDetailsPage device={device} telemetry={latestRows(latest)} />);
  });
});
