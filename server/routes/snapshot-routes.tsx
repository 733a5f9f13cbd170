import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { getDashboard } from '../platform/api/dashboards.ts';
import type { Dashboard } from '../platform/types/dashboard.ts';
import { QueueFullError } from '../limits/bounded-queue.ts';
import { composeSnapshot } from '../snapshots/compose-snapshot.tsx';
import { Rasterizer } from '../snapshots/rasterize.ts';
import { SnapshotRenderer, SnapshotTimeoutError } from '../snapshots/snapshot-renderer.ts';
import { inlineTiles, snapshotTileHref } from '../snapshots/snapshot-tiles.ts';
import { parseSnapshotWindow } from '../snapshots/snapshot-window.ts';
import { record } from '../dashboards/json-read.ts';
import { renderWidgetBodies } from '../../views/dashboard/widget-bodies.tsx';
import { MessagePage } from '../../views/errors/message-page.tsx';
import { DashboardQuerySchema } from './dashboard-routes.tsx';
import { dashboardContext, loadDashboardFor, type DashboardQuery } from './dashboard-page.tsx';

const DASHBOARD_USERS = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;
const Uuid = Type.String({ format: 'uuid' });
// Pictures from 200 to 4096 pixels a side: larger asks are drawn at the largest size, never refused.
const MIN_SIDE = 200;
const MAX_SIDE = 4096;
const BUSY_RETRY_S = 5;

const SnapshotQuery = Type.Composite([
  DashboardQuerySchema,
  Type.Object({
    width: Type.Optional(Type.Integer()),
    height: Type.Optional(Type.Integer()),
    timewindow: Type.Optional(Type.String({ maxLength: 4096 })),
  }),
], { additionalProperties: true });
type Query = Static<typeof SnapshotQuery>;

const ROUTES = [
  { path: '/dashboards/:dashboardId/snapshot.png', params: Type.Object({ dashboardId: Uuid }) },
  { path: '/customers/:customerId/dashboards/:dashboardId/snapshot.png', params: Type.Object({ customerId: Uuid, dashboardId: Uuid }) },
  { path: '/edgeInstances/:edgeId/dashboards/:dashboardId/snapshot.png', params: Type.Object({ edgeId: Uuid, dashboardId: Uuid }) },
];

const side = (value: number | undefined, fallback: number) => Math.min(MAX_SIDE, Math.max(MIN_SIDE, value ?? fallback));

function badTimewindow(): FastifyError {
  const error = new Error('timewindow is not a time window') as FastifyError;
  error.statusCode = 400;
  error.validation = [{ instancePath: '/timewindow', schemaPath: '', keyword: 'format', params: {}, message: 'is not a time window (e.g. 24h, or the JSON of a time window)' }];
  return error;
}

/** The query with the snapshot's `timewindow` applied: the last so long as the page's startTs/endTs, or the dashboard's own window replaced. */
function withWindow(dashboard: Dashboard, query: Query): DashboardQuery {
  if (query.timewindow === undefined) return query;
  const window = parseSnapshotWindow(query.timewindow);
  if (!window) throw badTimewindow();
  if (window.kind === 'timewindow') {
    dashboard.configuration = { ...record(dashboard.configuration), timewindow: window.value };
    return query;
  }
  const now = Date.now();
  return { ...query, startTs: now - window.ms, endTs: now };
}

/** The dashboard's state drawn as its page draws it, composed into one SVG and rasterized. */
async function drawSnapshot(request: FastifyRequest, dashboard: Dashboard, query: DashboardQuery, size: { width: number; height: number }, raster: { rasterizer: Rasterizer; signal: AbortSignal }): Promise<Buffer> {
  const model = await loadDashboardFor(request, dashboard, query, null);
  const context = dashboardContext(request, model, query, { path: request.consolePath.replace(/\/snapshot\.png$/, ''), fullscreen: false });
  const tiles = request.server.mapTiles;
  context.tiles = tiles ? { href: snapshotTileHref, attribution: tiles.attribution } : undefined;
  renderWidgetBodies(model.layouts, request.view(), context);
  const svg = composeSnapshot(model.layouts, size.width, size.height, request.view(), context);
  return raster.rasterizer.render(tiles ? await inlineTiles(svg, tiles) : svg, raster.signal);
}

function refused(request: FastifyRequest, reply: FastifyReply, err: unknown) {
  const { t } = request.view();
  if (err instanceof QueueFullError) {
    reply.header('retry-after', String(BUSY_RETRY_S));
    return reply.page(<MessagePage title={t('snapshot.busy')} message={t('snapshot.busy-text')} />, 503);
  }
  if (err instanceof SnapshotTimeoutError) return reply.page(<MessagePage title={t('snapshot.too-slow')} message={t('snapshot.too-slow-text')} />, 504);
  throw err;
}

/**
 * `GET …/dashboards/{id}/snapshot.png?width=&height=&state=&timewindow=`: the dashboard drawn on the server
 * without a browser, for reports and alerts, with the permissions of its page (the platform decides who may read
 * the dashboard). One snapshot at a time per process, a short queue (503 past it) and a time limit (504).
 */
export async function snapshotRoutes(app: FastifyInstance): Promise<void> {
  const renderer = new SnapshotRenderer(app.clock);
  const rasterizer = new Rasterizer();
  app.addHook('onClose', async () => rasterizer.close());
  for (const route of ROUTES) {
    app.get<{ Params: { dashboardId: string }; Querystring: Query }>(
      route.path,
      { config: { access: [...DASHBOARD_USERS] }, schema: { params: route.params, querystring: SnapshotQuery } },
      async (request, reply) => {
        const dashboard = await getDashboard(request.platform, request.params.dashboardId);
        const query = withWindow(dashboard, request.query);
        const size = { width: side(request.query.width, 1280), height: side(request.query.height, 800) };
        try {
          const png = await renderer.draw((signal) => drawSnapshot(request, dashboard, query, size, { rasterizer, signal }));
          return reply.type('image/png').header('cache-control', 'no-store').send(png);
        } catch (err) {
          return refused(request, reply, err);
        }
      },
    );
  }
}
