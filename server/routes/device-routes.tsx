import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { DevicesPage, DevicesRegion } from '../../views/devices/devices-page.tsx';
import { DeviceDetailsPage } from '../../views/devices/device-details-page.tsx';
import { sortableDeviceProperties, type DeviceScope } from '../../views/devices/device-columns.tsx';
import type { DeviceInfo } from '../../views/devices/device.ts';
import type { PageData } from '../../views/table/entity-table.tsx';
import { pageLink, tableHref } from '../../views/table/table-state.ts';
import { TableQuery, tableState } from './table-query.ts';
import { getLatestTimeseries } from '../platform/api/telemetry.ts';
import { latestRows } from '../realtime/tiles/latest-telemetry.tsx';

const DEVICE_USERS = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;
const DeviceParams = Type.Object({ entityId: Type.String({ format: 'uuid' }) });

/** Tenant administrators list the tenant's devices; customer users only their customer's. */
function deviceListFor(request: FastifyRequest): { scope: DeviceScope; path: string } {
  const user = request.session.user!;
  return user.authority === 'CUSTOMER_USER'
    ? { scope: 'customer', path: `/api/customer/${user.customerId}/deviceInfos` }
    : { scope: 'tenant', path: '/api/tenant/deviceInfos' };
}

export async function deviceRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: TableQuery }>(
    '/devices',
    { config: { access: [...DEVICE_USERS] }, schema: { querystring: TableQuery } },
    async (request, reply) => {
      const { scope, path } = deviceListFor(request);
      const state = tableState(request.query, sortableDeviceProperties(scope));
      const page = await request.platform.get<PageData<DeviceInfo>>(path, { query: pageLink(state) });
      const props = { scope, state, page };
      if (request.wantsFragment) return reply.fragment(<DevicesRegion {...props} />, tableHref(request.view().url, '/devices', state));
      return reply.page(<DevicesPage {...props} />);
    },
  );

  app.get<{ Params: Static<typeof DeviceParams> }>(
    '/devices/:entityId',
    { config: { access: [...DEVICE_USERS] }, schema: { params: DeviceParams } },
    async (request, reply) => {
      const entity = { entityType: 'DEVICE', id: request.params.entityId };
      const [device, latest] = await Promise.all([
        request.platform.get<DeviceInfo>(`/api/device/info/${request.params.entityId}`),
        getLatestTimeseries(request.platform, entity),
      ]);
      return reply.page(<DeviceDetailsPage device={device} telemetry={latestRows(latest)} />);
    },
  );
}
