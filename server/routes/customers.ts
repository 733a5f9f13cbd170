import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { answerDashboardInLayout } from '../dashboards/render-dashboard.tsx';
import { DashboardQuery } from '../dashboards/dashboard-query.ts';
import { assetTable } from '../tables/assets/asset-tables.ts';
import { customerTable } from '../tables/customers/customer-tables.ts';
import { deviceTable } from '../tables/devices/device-tables.ts';
import { entityPages } from '../tables/entity-pages.tsx';
import { dashboardTable } from '../tables/dashboards/dashboard-tables.ts';
import { edgeTable } from '../tables/edges/edge-tables.ts';
import { customerPlace, ownPlace, type ListRoutes } from '../tables/list-scope.ts';
import { customerUserTable } from '../tables/users/user-tables.ts';
import { customerUsersPlace } from '../tables/users/user-places.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';

const customerId = (request: FastifyRequest) => (request.params as { customerId: string }).customerId;
const place = (routes: ListRoutes) => (request: FastifyRequest) => customerPlace(request, routes, customerId(request));
const CUSTOMERS: ListRoutes = { list: 'customers', details: 'customer' };
const ASSETS: ListRoutes = { list: 'customerAssets', details: 'customerAsset' };
const USERS: ListRoutes = { list: 'customerUsers', details: 'customerUser' };
const DEVICES: ListRoutes = { list: 'customerDevices', details: 'customerDevice' };
const EDGES: ListRoutes = { list: 'customerEdges', details: 'customerEdge' };
const DASHBOARDS: ListRoutes = { list: 'customerDashboards', details: 'customerDashboard' };

/** `/customers...`: the tenant's customers (and their details), a customer's users, assets, devices and edges (and their details), its dashboards' list and each dashboard. */
export const customers = routePlugin('customers', async (app) => {
  entityPages(app, {
    routes: CUSTOMERS,
    place: (request) => ({ ...ownPlace(request, CUSTOMERS), facts: { edgesEnabled: request.session.edgesEnabled === true } }),
    table: customerTable,
  });
  entityPages(app, { routes: ASSETS, params: { customerId: Uuid }, place: place(ASSETS), table: assetTable });
  entityPages(app, { routes: USERS, params: { customerId: Uuid }, place: (request) => customerUsersPlace(request, USERS, customerId(request)), table: customerUserTable });
  entityPages(app, { routes: EDGES, params: { customerId: Uuid }, place: place(EDGES), table: edgeTable });
  entityPages(app, { routes: DASHBOARDS, params: { customerId: Uuid }, place: place(DASHBOARDS), table: dashboardTable, detailsPages: false });
  entityPages(app, { routes: DEVICES, params: { customerId: Uuid }, place: place(DEVICES), table: deviceTable });

  app.get(
    '/customers/:customerId/dashboards/:dashboardId',
    { config: { routeId: 'customerDashboard' }, schema: { params: Type.Object({ customerId: Uuid, dashboardId: Uuid }), querystring: DashboardQuery } },
    async (request, reply) => answerDashboardInLayout(request, reply),
  );
});
