import { answerDashboardInLayout } from '../../dashboards/render-dashboard.tsx';
import { DashboardQuery } from '../../dashboards/dashboard-query.ts';
import { routePlugin } from '../../route-plugin.ts';
import { DashboardParams } from '../../route-schemas.ts';
import { dashboardList } from './dashboard-list.ts';
import { dashboardWidgetForms } from './widget-forms.ts';
import { dashboardEdit } from './edit.tsx';
import { answerSnapshot, SnapshotQuery } from '../../snapshots/answer-snapshot.tsx';
import { answerDashboardExport } from '../../dashboards/export-dashboard.ts';

/**
 * `/dashboards/{id}`: a dashboard in the home layout, (`/dashboards/{id}/widgets/...`) the forms of its widgets,
 * (`/dashboards/{id}/edit...`) its editor, and
 * (`/dashboards/{id}/snapshot.png`) its picture drawn on the server, (`/dashboards/{id}/export`) its JSON as a download.
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

  app.get(
    '/dashboards/:dashboardId/export',
    { config: { routeId: 'dashboard' }, schema: { params: DashboardParams } },
    async (request, reply) => answerDashboardExport(request, reply),
  );

  await app.register(dashboardWidgetForms);
  await app.register(dashboardEdit);
  await app.register(dashboardList);
}, ['snapshots']);
