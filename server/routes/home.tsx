import { HomePage } from '../../views/home/home-page.tsx';
import type { Authority } from '../domain/authority.ts';
import { routeCrumbs } from '../../views/shell/crumb-routes.ts';
import { dashboardsApi } from '../platform/api/dashboards.ts';
import { renderDashboard } from '../dashboards/render-dashboard.tsx';
import { DashboardQuery } from '../dashboards/dashboard-query.ts';
import { routePlugin } from '../route-plugin.ts';

const SIGNED_IN = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;

/** Route levels that only lead on (console-map §1.3): the menu groups' own paths and `/users`. */
const REDIRECTS: { path: string; access: Authority[]; redirectTo: string | Partial<Record<Authority, string>> }[] = [
  { path: '/profiles', access: ['TENANT_ADMIN'], redirectTo: '/profiles/deviceProfiles' },
  { path: '/edgeManagement', access: ['TENANT_ADMIN', 'CUSTOMER_USER'], redirectTo: '/edgeManagement/ruleChains' },
  { path: '/settings', access: ['SYS_ADMIN', 'TENANT_ADMIN'], redirectTo: { SYS_ADMIN: '/settings/general', TENANT_ADMIN: '/settings/home' } },
  { path: '/users', access: [...SIGNED_IN], redirectTo: '/home' },
];

/** `/home`: the user's, customer's or tenant's home dashboard when one is set (toolbar per hideDashboardToolbar), else the home sections. */
export const home = routePlugin('home', async (app) => {
  app.get('/home', { config: { access: [...SIGNED_IN] }, schema: { querystring: DashboardQuery } }, async (request, reply) => {
    const home = request.session.user!.authority === 'SYS_ADMIN' ? null : await dashboardsApi.getHomeDashboard(request.platform);
    if (!home) return reply.page(<HomePage />);
    return renderDashboard(request, reply, home, request.query, {
      path: '/home', crumbs: routeCrumbs('home', request.view()), fullscreen: false, hideToolbar: home.hideDashboardToolbar,
    });
  });

  // The guard answers these: forbidden for other roles, else on to the target (step 9).
  for (const { path, access, redirectTo } of REDIRECTS) {
    app.get(path, { config: { access, redirectTo } }, async (_request, reply) => reply.redirectTo('/home'));
  }
});
