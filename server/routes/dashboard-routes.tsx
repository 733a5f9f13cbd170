import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { getDashboard } from '../platform/api/dashboards.ts';
import { routeCrumbs, type CrumbRouteId } from '../../views/shell/crumb-routes.ts';
import { renderDashboard, type DashboardQuery } from './dashboard-page.tsx';

const DASHBOARD_USERS = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;
const Uuid = Type.String({ format: 'uuid' });
export const DashboardQuerySchema = Type.Object(
  {
    state: Type.Optional(Type.String({ maxLength: 8192 })),
    timewindow: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: true },
);

const Routes: { path: string; crumb: CrumbRouteId; params: ReturnType<typeof Type.Object> }[] = [
  { path: '/dashboards/:dashboardId', crumb: 'dashboard', params: Type.Object({ dashboardId: Uuid }) },
  { path: '/customers/:customerId/dashboards/:dashboardId', crumb: 'customerDashboard', params: Type.Object({ customerId: Uuid, dashboardId: Uuid }) },
  { path: '/edgeInstances/:edgeId/dashboards/:dashboardId', crumb: 'edgeDashboard', params: Type.Object({ edgeId: Uuid, dashboardId: Uuid }) },
];

/** The dashboard pages of console-map §1: in the home layout (crumb = title) and fullscreen without the menu. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  for (const route of Routes) {
    app.get<{ Params: Record<string, string>; Querystring: Static<typeof DashboardQuerySchema> }>(
      route.path,
      { config: { access: [...DASHBOARD_USERS] }, schema: { params: route.params, querystring: DashboardQuerySchema } },
      async (request, reply) => {
        const dashboard = await getDashboard(request.platform, request.params.dashboardId);
        const crumbs = routeCrumbs(route.crumb, request.view(), { params: request.params, label: () => dashboard.title });
        return renderDashboard(request, reply, dashboard, request.query as DashboardQuery, {
          path: request.consolePath, crumbs, fullscreen: false, hideToolbar: false,
        });
      },
    );
  }

  app.get<{ Params: { dashboardId: string }; Querystring: Static<typeof DashboardQuerySchema> }>(
    '/dashboard/:dashboardId',
    { config: { access: [...DASHBOARD_USERS] }, schema: { params: Type.Object({ dashboardId: Uuid }), querystring: DashboardQuerySchema } },
    async (request, reply) => {
      const dashboard = await getDashboard(request.platform, request.params.dashboardId);
      const crumbs = [{ label: dashboard.title, icon: 'dashboard' }];
      return renderDashboard(request, reply, dashboard, request.query as DashboardQuery, {
        path: request.consolePath, crumbs, fullscreen: true, hideToolbar: false,
      });
    },
  );
}
