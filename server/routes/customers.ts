import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { answerDashboardInLayout } from '../dashboards/render-dashboard.tsx';
import { DashboardQuery } from '../dashboards/dashboard-query.ts';
import { assetTable } from '../tables/assets/asset-tables.ts';
import { entityPages } from '../tables/entity-pages.tsx';
import { dashboardTable } from '../tables/dashboards/dashboard-tables.ts';
import { edgeTable } from '../tables/edges/edge-tables.ts';
import { customerPlace, type ListRoutes } from '../tables/list-scope.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';

const customerId = (request: FastifyRequest) => (request.params as { customerId: string }).customerId;
const place = (routes: ListRoutes) => (request: FastifyRequest) => customerPlace(request, routes, customerId(request));
const ASSETS: ListRoutes = { list: 'customerAssets', details: 'customerAsset' };
const EDGES: ListRoutes = { list: 'customerEdges', details: 'customerEdge' };
const DASHBOARDS: ListRoutes = { list: 'customerDashboards', details: 'customerDashboard' };

/** `/customers/...`: a customer's assets and edges (and their details), its dashboards' list and each dashboard. */
export const customers = routePlugin('customers', async (app) => {
  entityPages(app, { routes: ASSETS, params: { customerId: Uuid }, place: place(ASSETS), table: assetTable });
  entityPages(app, { routes: EDGES, params: { customerId: Uuid }, place: place(EDGES), table: edgeTable });
  entityPages(app, { routes: DASHBOARDS, params: { customerId: Uuid }, place: place(DASHBOARDS), table: dashboardTable, detailsPages: false });

  app.get(
    '/customers/:customerId/dashboards/:dashboardId',
    { config: { routeId: 'customerDashboard' }, schema: { params: Type.Object({ customerId: Uuid, dashboardId: Uuid }), querystring: DashboardQuery } },
    async (request, reply) => answerDashboardInLayout(request, reply),
  );
});
