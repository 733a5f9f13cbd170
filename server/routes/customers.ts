import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { answerDashboardInLayout } from '../dashboards/render-dashboard.tsx';
import { DashboardQuery } from '../dashboards/dashboard-query.ts';
import { assetTable } from '../tables/assets/asset-tables.ts';
import { entityPages } from '../tables/entity-pages.tsx';
import { customerPlace, type ListRoutes } from '../tables/list-scope.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';
import { answerSnapshot, SnapshotQuery } from '../snapshots/answer-snapshot.tsx';

const customerId = (request: FastifyRequest) => (request.params as { customerId: string }).customerId;
const place = (routes: ListRoutes) => (request: FastifyRequest) => customerPlace(request, routes, customerId(request));
const ASSETS: ListRoutes = { list: 'customerAssets', details: 'customerAsset' };

/** `/customers/...`: a customer's assets (and their details) and dashboards (`/customers/{customerId}/dashboards/{id}`, its snapshot `.../snapshot.png`). */
export const customers = routePlugin('customers', async (app) => {
  entityPages(app, { routes: ASSETS, params: { customerId: Uuid }, place: place(ASSETS), table: assetTable });

  app.get(
    '/customers/:customerId/dashboards/:dashboardId',
    { config: { routeId: 'customerDashboard' }, schema: { params: Type.Object({ customerId: Uuid, dashboardId: Uuid }), querystring: DashboardQuery } },
    async (request, reply) => answerDashboardInLayout(request, reply),
  );
  app.get(
    '/customers/:customerId/dashboards/:dashboardId/snapshot.png',
    { config: { routeId: 'customerDashboard' }, schema: { params: Type.Object({ customerId: Uuid, dashboardId: Uuid }), querystring: SnapshotQuery } },
    async (request, reply) => answerSnapshot(request, reply),
  );
}, ['snapshots']);
