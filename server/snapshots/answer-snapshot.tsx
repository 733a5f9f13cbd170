import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { dashboardsApi } from '../platform/api/dashboards.ts';
import { QueueFullError } from '../limits/bounded-queue.ts';
import { drawDashboard } from '../dashboards/render-dashboard.tsx';
import { DashboardQuery } from '../dashboards/dashboard-query.ts';
import { decodeTimewindow, defaultTimewindow } from '../domain/time-window/timewindow.ts';
import { composeSnapshot } from './compose-snapshot.tsx';
import { SnapshotTimeoutError } from './snapshot-renderer.ts';
import { inlineTiles, snapshotTileHref } from './snapshot-tiles.ts';
import { MessagePage } from '../../views/errors/message-page.tsx';

// Pictures from 200 to 4096 pixels a side: larger asks are drawn at the largest size, never refused.
const MIN_SIDE = 200;
const MAX_SIDE = 4096;
const BUSY_RETRY_S = 5;

/** A snapshot's query: the dashboard page's (`state`, `timewindow` in the page's format) and the picture's size. */
export const SnapshotQuery = Type.Composite([
  DashboardQuery,
  Type.Object({ width: Type.Optional(Type.Integer()), height: Type.Optional(Type.Integer()) }),
], { additionalProperties: true });
type SnapshotQuery = Static<typeof SnapshotQuery> & DashboardQuery;

const side = (value: number | undefined, fallback: number) => Math.min(MAX_SIDE, Math.max(MIN_SIDE, value ?? fallback));

/** A page quietly shows its default window for a `timewindow` it cannot read; a snapshot says so. */
function badTimewindow(): FastifyError {
  const error = new Error('timewindow is not a time window') as FastifyError;
  error.statusCode = 400;
  error.validation = [{ instancePath: '/timewindow', schemaPath: '', keyword: 'format', params: {}, message: "is not a time window (the JSON of upstream's time window, as the dashboard page's address carries it)" }];
  return error;
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
 * `GET …/dashboards/{id}/snapshot.png?width=&height=&state=&timewindow=` (the dashboard's address under
 * `/dashboards`, a customer or an edge, with its route's permissions): the dashboard state drawn as its page draws
 * it, composed into one SVG and rasterized, for reports and alerts. One snapshot at a time per process, a short
 * queue (503 past it) and a time limit (504).
 */
export async function answerSnapshot(request: FastifyRequest<{ Params: { dashboardId: string }; Querystring: SnapshotQuery }>, reply: FastifyReply) {
  const query = request.query;
  if (query.timewindow !== undefined && !decodeTimewindow(query.timewindow, defaultTimewindow(Date.now()))) throw badTimewindow();
  const dashboard = await dashboardsApi.getDashboard(request.platform, request.params.dashboardId);
  const size = { width: side(query.width, 1280), height: side(query.height, 800) };
  const tiles = request.server.mapTiles;
  const { renderer, rasterizer } = request.server.snapshots;
  try {
    const png = await renderer.draw(async (signal) => {
      const path = request.consolePath.replace(/\/snapshot\.png$/, '');
      const drawn = await drawDashboard(request, dashboard, query, { path, fullscreen: false, tiles: tiles ? { href: snapshotTileHref, attribution: tiles.attribution } : undefined, form: null });
      if (drawn.kind === 'redirect') throw badTimewindow();
      const svg = composeSnapshot(drawn.model.layouts, size.width, size.height, request.view(), drawn.context);
      return rasterizer.render(tiles ? await inlineTiles(svg, tiles) : svg, signal);
    });
    return reply.type('image/png').header('cache-control', 'no-store').send(png);
  } catch (err) {
    return refused(request, reply, err);
  }
}
