import { Type } from '@sinclair/typebox';
import { answerDashboardInLayout } from '../dashboards/render-dashboard.tsx';
import { DashboardQuery } from '../dashboards/dashboard-query.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';

/** `/customers/...`: so far a customer's dashboard (`/customers/{customerId}/dashboards/{id}`). */
export const customers = routePlugin('customers', async (app) => {
  app.get(
    '/customers/:customerId/dashboards/:dashboardId',
    { config: { routeId: 'customerDashboard' }, schema: { params: Type.Object({ customerId: Uuid, dashboardId: Uuid }), querystring: DashboardQuery } },
    async (request, reply) => answerDashboardInLayout(request, reply),
  );
});
