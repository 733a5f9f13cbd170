import type { FastifyReply, FastifyRequest } from 'fastify';
import { dashboardsApi } from '../../platform/api/dashboards.ts';
import { answerForbidden } from '../../plugins/forbidden.tsx';
import { dashboardTable } from '../../tables/dashboards/dashboard-tables.ts';
import { entityPages } from '../../tables/entity-pages.tsx';
import { ownPlace, type ListRoutes } from '../../tables/list-scope.ts';
import { routePlugin } from '../../route-plugin.ts';
import { DashboardParams } from '../../route-schemas.ts';

const ROUTES: ListRoutes = { list: 'dashboards', details: 'dashboard' };

/** The file name of an exported dashboard: its title with what file systems refuse replaced. */
function fileName(title: string): string {
  const safe = title.replace(/[^\p{L}\p{N} ._-]+/gu, '_').trim().slice(0, 100);
  return `${safe || 'dashboard'}.json`;
}

/** The export as upstream writes it: the dashboard without what belongs to this platform (ids, tenant, customers). */
async function answerExport(request: FastifyRequest, reply: FastifyReply, dashboardId: string) {
  if (request.session.user?.authority !== 'TENANT_ADMIN') return answerForbidden(request, reply);
  const dashboard = await dashboardsApi.getDashboard(request.platform, dashboardId);
  const { title, image, mobileHide, mobileOrder, configuration, name } = dashboard;
  const body = JSON.stringify({ title, image, mobileHide, mobileOrder, configuration, name }, null, 2);
  const name8 = fileName(title);
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name8.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name8)}`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** `/dashboards` (the list of console-map §3.7, its panel and dialogs) and `/dashboards/{id}/export` (the JSON download). */
export const dashboardList = routePlugin('dashboard-list', async (app) => {
  entityPages(app, { routes: ROUTES, place: (request) => ownPlace(request, ROUTES), table: dashboardTable, detailsPages: false });

  app.get('/dashboards/:dashboardId/export', { config: { routeId: 'dashboard' }, schema: { params: DashboardParams } }, (request, reply) =>
    answerExport(request, reply, request.params.dashboardId),
  );
});
