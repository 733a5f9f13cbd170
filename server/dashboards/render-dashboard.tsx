import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeRedirectPath } from '../base-path.ts';
import { loadDashboard, type DashboardModel } from './load-dashboard.ts';
import { styleHash } from './dashboard-style.ts';
import type { DashboardNav } from './widget-actions.ts';
import type { DashboardQuery } from './dashboard-query.ts';
import { MAX_DATAPOINTS_LIMIT } from './time-window.ts';
import { readDashboardConfig } from './read-dashboard.ts';
import { dashboardWindowQuery, readWidgetWindows } from './widget-windows.ts';
import { editablePredicates, filterValues } from './filter-values.ts';
import { isChoiceMember } from './live-widget.ts';
import { timewindowFromQuery, type TimewindowQuery } from '../domain/time-window/timewindow-query.ts';
import { defaultTimewindow, essentials, readTimewindow } from '../domain/time-window/timewindow.ts';
import { CONSOLE_ZONE, validZone } from '../domain/time-window/zoned-time.ts';
import { readPlayback } from '../domain/time-window/playback.ts';
import { readHiddenParts } from '../domain/time-window/hidden-parts.ts';
import type { Dashboard } from '../platform/types/dashboard.ts';
import { dashboardsApi } from '../platform/api/dashboards.ts';
import { chosenDashboardPath, readDashboardChoices } from './dashboard-choices.ts';
import { takeWidgetForm } from '../session/console-session.ts';
import { routeCrumbs } from '../domain/route-crumbs.ts';
import { DashboardPage } from '../../views/dashboard/dashboard-page.tsx';
import { renderWidgetBodies } from '../../views/dashboard/widget-bodies.tsx';
import type { Crumb } from '../domain/breadcrumbs.ts';
import type { WidgetFormResult } from '../domain/dashboard/dashboard-view.ts';
import type { DashboardContextValue, MapTileSource } from '../../views/dashboard/dashboard-context.tsx';

/** Query members a dashboard's own links keep: the mobile app's flags and the time windows from the address. */
const KEPT = ['embedded', 'hideToolbar', 'timewindow'];

/** The members of a page's query its links keep: KEPT, each widget's own window (`window.<id>`), the toolbar's choices (`alias.<id>`, `filter.<id>.<k>.<n>`). */
export function keptMembers(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([k]) => KEPT.includes(k) || k.startsWith('window.') || isChoiceMember(k)));
}

/** The dashboard's time window read onto the spec's default, then the page's `timewindow` parameter or panel form. */
export function dashboardWindow(query: DashboardQuery, stored: unknown, now: number): TimewindowQuery {
  const base = readTimewindow(stored, defaultTimewindow(now), MAX_DATAPOINTS_LIMIT);
  return timewindowFromQuery(query, base, { now, viewerZone: CONSOLE_ZONE, maxPoints: MAX_DATAPOINTS_LIMIT });
}

function stringQuery(query: DashboardQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => typeof v === 'string' || typeof v === 'number').map(([k, v]) => [k, String(v)]));
}

export interface RenderOptions {
  /** The page's console path, e.g. `/dashboards/{id}` or `/home`. */
  path: string;
  crumbs: Crumb[];
  fullscreen: boolean;
  hideToolbar: boolean;
}

/** A dashboard state with every widget's data and body drawn, or where the time-window panel's form leads. */
export type DrawnDashboard =
  | { kind: 'redirect'; location: string }
  | { kind: 'drawn'; model: DashboardModel; context: DashboardContextValue };

export interface DrawOptions {
  /** The page's console path: where the widgets' links and the panel's form lead. */
  path: string;
  fullscreen: boolean;
  /** Where maps take their tiles from (the tile proxy on a page, the tile cache in a snapshot); none without a provider. */
  tiles: MapTileSource | undefined;
  /** The outcome of a widget form posted just before (pages only). */
  form: WidgetFormResult | null;
}

/** Reads every widget's data for the asked state and draws the widgets' bodies, as the page and its snapshot show them. */
export async function drawDashboard(request: FastifyRequest, dashboard: Dashboard, query: DashboardQuery, options: DrawOptions): Promise<DrawnDashboard> {
  const user = request.session.user!;
  const now = Date.now();
  const stored = (dashboard.configuration as { timewindow?: unknown } | null)?.timewindow;
  const config = readDashboardConfig(dashboard.configuration);
  const own = readWidgetWindows(query, config.widgets.values(), now);
  if (own.redirect) return { kind: 'redirect', location: `${options.path}?${new URLSearchParams(own.redirect).toString()}` };
  const window = dashboardWindow(dashboardWindowQuery(query), stored, now);
  if (window.kind === 'redirect') return { kind: 'redirect', location: `${options.path}?${new URLSearchParams(window.query).toString()}` };
  const strings = stringQuery(dashboardWindowQuery(query));
  const filters = editablePredicates(config, strings);
  const playback = window.kind === 'window' ? readPlayback(query, window.timewindow, now, validZone(window.timewindow.timezone)) : null;
  const windowOverride = query.timewindow !== undefined || window.kind === 'refused' ? essentials(window.timewindow) : null;
  const model = await loadDashboard(
    {
      platform: request.platform,
      viewer: { authority: user.authority, tenantId: user.tenantId, customerId: user.customerId, userId: user.id },
      now,
      windowOverride,
      playbackCursor: playback?.active ? playback.cursorTs : null,
      widgetWindows: own.overrides,
      filterValues: filterValues(filters, strings),
      query: strings,
    },
    dashboard,
    query.state,
    options.form,
    config,
  );
  const nav: DashboardNav = {
    path: options.path,
    dashboardsPrefix: options.fullscreen ? '/dashboard' : '/dashboards',
    stack: model.stack,
    stateControllerId: model.config.settings.stateControllerId,
    keep: keptMembers(strings),
  };
  const i = request.url.indexOf('?');
  const here = safeRedirectPath(request.consolePath + (i < 0 ? '' : request.url.slice(i))) ?? options.path;
  const context: DashboardContextValue = {
    dashboardId: model.dashboard.id,
    nav,
    here,
    bodies: new Map(),
    timewindow: { query: window, now, maxPoints: MAX_DATAPOINTS_LIMIT, hidden: readHiddenParts(stored) },
    playback: playback ?? undefined,
    widgetWindows: own.queries,
    filters,
    tiles: options.tiles,
  };
  renderWidgetBodies(model.layouts, request.view(), context);
  return { kind: 'drawn', model, context };
}

/** Maps on a page take their tiles from the console's tile proxy (`GET /tiles/...`). */
function pageTiles(request: FastifyRequest): MapTileSource | undefined {
  const tiles = request.server.mapTiles;
  const { url } = request.view();
  return tiles ? { href: (t) => url(`/tiles/${t.z}/${t.x}/${t.y}.png`), attribution: tiles.attribution } : undefined;
}

/** Reads every widget's data for the asked state and answers the dashboard page. */
export async function renderDashboard(request: FastifyRequest, reply: FastifyReply, dashboard: Dashboard, query: DashboardQuery, options: RenderOptions) {
  const chosen = chosenDashboardPath(query, dashboard.id.id, options.fullscreen ? '/dashboard' : '/dashboards');
  if (chosen) return reply.redirectTo(chosen);
  const drawn = await drawDashboard(request, dashboard, query, { path: options.path, fullscreen: options.fullscreen, tiles: pageTiles(request), form: takeWidgetForm(request.session) });
  if (drawn.kind === 'redirect') return reply.redirectTo(drawn.location);
  const { model, context } = drawn;
  reply.styleHashes = [styleHash(model.stylesheet)];
  // The mobile app's hideToolbar hides the dashboard's toolbar too, as upstream's dashboard page reads it.
  const hideToolbar = options.hideToolbar || model.config.settings.hideToolbar || request.view().shellMode.hideToolbar;
  if (!hideToolbar && model.config.settings.showDashboardsSelect) context.dashboards = await readDashboardChoices(request);
  return reply.page(
    <DashboardPage model={model} context={context} crumbs={options.crumbs} hideToolbar={hideToolbar} fullscreen={options.fullscreen} />,
  );
}

/**
 * A dashboard page inside the home layout (`/dashboards/{id}`, and the same under a customer or an edge): the
 * dashboard's title is the last crumb, after the crumbs of its route's parents in the route table.
 */
export async function answerDashboardInLayout(request: FastifyRequest<{ Params: { dashboardId: string }; Querystring: DashboardQuery }>, reply: FastifyReply) {
  const dashboard = await dashboardsApi.getDashboard(request.platform, request.params.dashboardId);
  const crumbs = routeCrumbs(request.routeOptions.config.routeId!, request.view(), { params: request.params, label: () => dashboard.title });
  return renderDashboard(request, reply, dashboard, request.query, { path: request.consolePath, crumbs, fullscreen: false, hideToolbar: false });
}
