import { HomePage } from '../../views/home/home-page.tsx';
import { routeCrumbs } from '../domain/route-crumbs.ts';
import { dashboardsApi } from '../platform/api/dashboards.ts';
import { renderDashboard } from '../dashboards/render-dashboard.tsx';
import { DashboardQuery } from '../dashboards/dashboard-query.ts';
import { routePlugin } from '../route-plugin.ts';

/** `/home`: the user's, customer's or tenant's home dashboard when one is set (toolbar per hideDashboardToolbar), else the home sections. */
export const home = routePlugin('home', async (app) => {
  app.get('/home', { config: { routeId: 'home' }, schema: { querystring: DashboardQuery } }, async (request, reply) => {
    const home = request.session.user!.authority === 'SYS_ADMIN' ? null : await dashboardsApi.getHomeDashboard(request.platform);
    if (!home) return reply.page(<HomePage />);
    return renderDashboard(request, reply, home, request.query, {
      path: '/home', crumbs: routeCrumbs('home', request.view()), fullscreen: false, hideToolbar: home.hideDashboardToolbar,
    });
  });
});
