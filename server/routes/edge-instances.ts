import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { answerDashboardInLayout } from '../dashboards/render-dashboard.tsx';
import { DashboardQuery } from '../dashboards/dashboard-query.ts';
import { assetTable } from '../tables/assets/asset-tables.ts';
import { deviceTable } from '../tables/devices/device-tables.ts';
import { entityPages } from '../tables/entity-pages.tsx';
import { edgePlace, type ListRoutes } from '../tables/list-scope.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';

const edgeId = (request: FastifyRequest) => (request.params as { edgeId: string }).edgeId;
const place = (routes: ListRoutes) => (request: FastifyRequest) => edgePlace(request, routes, edgeId(request));
const ASSETS: ListRoutes = { list: 'edgeAssets', details: 'edgeAsset' };
const DEVICES: ListRoutes = { list: 'edgeDevices', details: 'edgeDevice' };

/** `/edgeInstances/...`: an edge's assets and devices (and their details) and dashboards. */
export const edgeInstances = routePlugin('edge-instances', async (app) => {
  entityPages(app, { routes: ASSETS, params: { edgeId: Uuid }, place: place(ASSETS), table: assetTable });
  entityPages(app, { routes: DEVICES, params: { edgeId: Uuid }, place: place(DEVICES), table: deviceTable });

  app.get(
    '/edgeInstances/:edgeId/dashboards/:dashboardId',
    { config: { routeId: 'edgeDashboard' }, schema: { params: Type.Object({ edgeId: Uuid, dashboardId: Uuid }), querystring: DashboardQuery } },
    async (request, reply) => answerDashboardInLayout(request, reply),
  );
});
