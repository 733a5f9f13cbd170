import { Type } from '@sinclair/typebox';
import { answerDashboardInLayout } from '../dashboards/render-dashboard.tsx';
import { DashboardQuery } from '../dashboards/dashboard-query.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';
import { answerSnapshot, SnapshotQuery } from '../snapshots/answer-snapshot.tsx';

/** `/customers/...`: so far a customer's dashboard (`/customers/{customerId}/dashboards/{id}`) and its snapshot (`.../snapshot.png`). */
export const customers = routePlugin('customers', async (app) => {
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
