import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { answerDashboardInLayout } from '../dashboards/render-dashboard.tsx';
import { DashboardQuery } from '../dashboards/dashboard-query.ts';
import { assetTable } from '../tables/assets/asset-tables.ts';
import { entityPages } from '../tables/entity-pages.tsx';
import { edgePlace, type ListRoutes } from '../tables/list-scope.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';
import { answerSnapshot, SnapshotQuery } from '../snapshots/answer-snapshot.tsx';

const edgeId = (request: FastifyRequest) => (request.params as { edgeId: string }).edgeId;
const place = (routes: ListRoutes) => (request: FastifyRequest) => edgePlace(request, routes, edgeId(request));
const ASSETS: ListRoutes = { list: 'edgeAssets', details: 'edgeAsset' };

/** `/edgeInstances/...`: an edge's assets (and their details) and dashboards (`/edgeInstances/{edgeId}/dashboards/{id}`, its snapshot `.../snapshot.png`). */
export const edgeInstances = routePlugin('edge-instances', async (app) => {
  entityPages(app, { routes: ASSETS, params: { edgeId: Uuid }, place: place(ASSETS), table: assetTable });

  app.get(
    '/edgeInstances/:edgeId/dashboards/:dashboardId',
    { config: { routeId: 'edgeDashboard' }, schema: { params: Type.Object({ edgeId: Uuid, dashboardId: Uuid }), querystring: DashboardQuery } },
    async (request, reply) => answerDashboardInLayout(request, reply),
  );
  app.get(
    '/edgeInstances/:edgeId/dashboards/:dashboardId/snapshot.png',
    { config: { routeId: 'edgeDashboard' }, schema: { params: Type.Object({ edgeId: Uuid, dashboardId: Uuid }), querystring: SnapshotQuery } },
    async (request, reply) => answerSnapshot(request, reply),
  );
}, ['snapshots']);
