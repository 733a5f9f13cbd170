import { answerDashboardInLayout } from '../../dashboards/render-dashboard.tsx';
import { DashboardQuery } from '../../dashboards/dashboard-query.ts';
import { routePlugin } from '../../route-plugin.ts';
import { DashboardParams } from '../../route-schemas.ts';
import { dashboardList } from './dashboard-list.ts';
import { dashboardWidgetForms } from './widget-forms.ts';


/** `/dashboards/{id}`: a dashboard in the home layout, and (`/dashboards/{id}/widgets/...`) the forms of its widgets. */
export const dashboards = routePlugin('dashboards', async (app) => {
  app.get(
    '/dashboards/:dashboardId',
    { config: { routeId: 'dashboard' }, schema: { params: DashboardParams, querystring: DashboardQuery } },
    async (request, reply) => answerDashboardInLayout(request, reply),
  );

  await app.register(dashboardWidgetForms);
  await app.register(dashboardList);
});
