import { renderDashboard } from '../dashboards/render-dashboard.tsx';
import { DashboardQuery } from '../dashboards/dashboard-query.ts';
import { dashboardsApi } from '../platform/api/dashboards.ts';
import { routeCrumbs } from '../domain/route-crumbs.ts';
import { routePlugin } from '../route-plugin.ts';
import { DashboardParams } from '../route-schemas.ts';


/** `/dashboard/{id}`: a dashboard on a page of its own, outside the home layout (public links, fullscreen default dashboards). */
export const dashboard = routePlugin('dashboard', async (app) => {
  app.get(
    '/dashboard/:dashboardId',
    { config: { routeId: 'fullscreenDashboard' }, schema: { params: DashboardParams, querystring: DashboardQuery } },
    async (request, reply) => {
      const dashboard = await dashboardsApi.getDashboard(request.platform, request.params.dashboardId);
      const crumbs = routeCrumbs('fullscreenDashboard', request.view(), { label: () => dashboard.title });
      return renderDashboard(request, reply, dashboard, request.query, { path: request.consolePath, crumbs, fullscreen: true, hideToolbar: false });
    },
  );
});
