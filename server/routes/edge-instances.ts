import { Type } from '@sinclair/typebox';
import { answerDashboardInLayout } from '../dashboards/render-dashboard.tsx';
import { DashboardQuery } from '../dashboards/dashboard-query.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';
import { answerSnapshot, SnapshotQuery } from '../snapshots/answer-snapshot.tsx';

/** `/edgeInstances/...`: so far an edge's dashboard (`/edgeInstances/{edgeId}/dashboards/{id}`) and its snapshot (`.../snapshot.png`). */
export const edgeInstances = routePlugin('edge-instances', async (app) => {
  app.get(
    '/edgeInstances/:edgeId/dashboards/:dashboardId',
    { config: { routeId: 'edgeDashboard' }, schema: { params: Type.Object({ edgeId: Uuid, dashboardId: Uuid }), querystring: DashboardQuery } },
    async (request, reply) => answerDashboardInLayout(request, reply),
  );
  app.get(
    '/edgeInstances/:edgeId/dashboards/:dashboardId/snapshot.png',
    { config: { routeId: 'edgeDashboard' }, schema: { params: Type.Object({ edgeId: Uuid, dashboardId: Uuid }), querystring: SnapshotQuery } },
    async (request, reply) => answerSnapshot(request, reply),
  );
}, ['snapshots']);
