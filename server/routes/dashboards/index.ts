import { Type } from '@sinclair/typebox';
import { answerDashboardInLayout } from '../../dashboards/render-dashboard.tsx';
import { DashboardQuery } from '../../dashboards/dashboard-query.ts';
import { routePlugin } from '../../route-plugin.ts';
import { dashboardWidgetForms } from './widget-forms.ts';

const DashboardParams = Type.Object({ dashboardId: Type.String({ format: 'uuid' }) });

/** `/dashboards/{id}`: a dashboard in the home layout, and (`/dashboards/{id}/widgets/...`) the forms of its widgets. */
export const dashboards = routePlugin('dashboards', async (app) => {
  app.get(
    '/dashboards/:dashboardId',
    { config: { routeId: 'dashboard' }, schema: { params: DashboardParams, querystring: DashboardQuery } },
    async (request, reply) => answerDashboardInLayout(request, reply, 'dashboard'),
  );

  await app.register(dashboardWidgetForms);
});
