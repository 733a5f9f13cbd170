import { answerDashboardInLayout } from '../../dashboards/render-dashboard.tsx';
import { DashboardQuery } from '../../dashboards/dashboard-query.ts';
import { routePlugin } from '../../route-plugin.ts';
import { DashboardParams } from '../../route-schemas.ts';
import { dashboardWidgetForms } from './widget-forms.ts';
import { answerSnapshot, SnapshotQuery } from '../../snapshots/answer-snapshot.tsx';

/**
 * `/dashboards/{id}`: a dashboard in the home layout, (`/dashboards/{id}/widgets/...`) the forms of its widgets, and
 * (`/dashboards/{id}/snapshot.png`) its picture drawn on the server.
 */
export const dashboards = routePlugin('dashboards', async (app) => {
  app.get(
    '/dashboards/:dashboardId',
    { config: { routeId: 'dashboard' }, schema: { params: DashboardParams, querystring: DashboardQuery } },
    async (request, reply) => answerDashboardInLayout(request, reply),
  );

  app.get(
    '/dashboards/:dashboardId/snapshot.png',
    { config: { routeId: 'dashboard' }, schema: { params: DashboardParams, querystring: SnapshotQuery } },
    async (request, reply) => answerSnapshot(request, reply),
  );

  await app.register(dashboardWidgetForms);
}, ['snapshots']);
