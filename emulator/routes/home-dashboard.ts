import type { FastifyInstance } from 'fastify';
import { ANY_USER, TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { idField, objectBody, sendEmpty } from '../http/body.ts';
import { checkDashboard } from '../security/content-checks.ts';
import { resolveHomeDashboard, setTenantHomeDashboard, tenantHomeDashboardInfo } from '../services/home-dashboard.ts';
import { toDashboard } from '../store/dashboards.ts';

export function homeDashboardRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/api/dashboard/home', async (request, reply) => {
    const caller = requireAuthority(request, ...ANY_USER);
    const home = resolveHomeDashboard(ctx, caller);
    if (home === null) return sendEmpty(reply);
    return { ...toDashboard(home.dashboard), hideDashboardToolbar: home.hideDashboardToolbar };
  });

  app.get('/api/dashboard/home/info', async (request, reply) => {
    const caller = requireAuthority(request, ...ANY_USER);
    const home = resolveHomeDashboard(ctx, caller);
    if (home === null) return sendEmpty(reply);
    return { dashboardId: { entityType: 'DASHBOARD', id: home.dashboard.id }, hideDashboardToolbar: home.hideDashboardToolbar };
  });

  app.get('/api/tenant/dashboard/home/info', async (request) => {
    const caller = requireAuthority(request, TA);
    return tenantHomeDashboardInfo(ctx, caller.tenantId);
  });

  app.post('/api/tenant/dashboard/home/info', async (request, reply) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.HomeDashboardInfo');
    const caller = requireAuthority(request, TA);
    const dashboardId = idField(body, 'dashboardId');
    if (dashboardId !== null) checkDashboard(ctx, caller, dashboardId, 'READ');
    setTenantHomeDashboard(ctx, caller.tenantId, dashboardId, body.hideDashboardToolbar !== false);
    return sendEmpty(reply);
  });
}
