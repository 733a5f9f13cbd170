import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeRedirectPath } from '../base-path.ts';
import { loadDashboard, type DashboardModel } from '../dashboards/load-dashboard.ts';
import type { WidgetFormResult } from '../domain/dashboard/dashboard-view.ts';
import { styleHash } from '../dashboards/dashboard-style.ts';
import type { DashboardNav } from '../dashboards/widget-actions.ts';
import type { WindowOverride } from '../dashboards/time-window.ts';
import type { Dashboard } from '../platform/types/dashboard.ts';
import { DashboardPage } from '../../views/dashboard/dashboard-page.tsx';
import { renderWidgetBodies } from '../../views/dashboard/widget-bodies.tsx';
import type { DashboardContextValue } from '../../views/dashboard/dashboard-context.tsx';
import type { Crumb } from '../../views/shell/breadcrumb.tsx';

/** Query members a dashboard's own links keep: the mobile app's flags and a time window from the address. */
const KEPT = ['embedded', 'hideToolbar', 'startTs', 'endTs'];

export interface DashboardQuery {
  state?: string;
  startTs?: number;
  endTs?: number;
  [member: string]: unknown;
}

export function windowOverride(query: DashboardQuery): WindowOverride | null {
  const { startTs, endTs } = query;
  return typeof startTs === 'number' && typeof endTs === 'number' && endTs > startTs ? { startTs, endTs } : null;
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

/** Reads every widget's data for the asked state of a dashboard, as the signed-in user sees it. */
export async function loadDashboardFor(request: FastifyRequest, dashboard: Dashboard, query: DashboardQuery, form: WidgetFormResult | null): Promise<DashboardModel> {
  const user = request.session.user!;
  return loadDashboard(
    {
      platform: request.platform,
      viewer: { authority: user.authority, tenantId: user.tenantId, customerId: user.customerId, userId: user.id },
      now: Date.now(),
      windowOverride: windowOverride(query),
      query: stringQuery(query),
    },
    dashboard,
    query.state,
    form,
  );
}

/** The context widgets are drawn in: where their links lead (from `path`), where forms return, where map tiles come from. */
export function dashboardContext(request: FastifyRequest, model: DashboardModel, query: DashboardQuery, options: Pick<RenderOptions, 'path' | 'fullscreen'>): DashboardContextValue {
  const strings = stringQuery(query);
  const nav: DashboardNav = {
    path: options.path,
    dashboardsPrefix: options.fullscreen ? '/dashboard' : '/dashboards',
    stack: model.stack,
    stateControllerId: model.config.settings.stateControllerId,
    keep: Object.fromEntries(KEPT.filter((k) => strings[k] !== undefined).map((k) => [k, strings[k]])),
  };
  const i = request.url.indexOf('?');
  const here = safeRedirectPath(request.consolePath + (i < 0 ? '' : request.url.slice(i))) ?? options.path;
  const tiles = request.server.mapTiles;
  const { url } = request.view();
  return {
    dashboardId: model.dashboard.id,
    nav,
    here,
    bodies: new Map(),
    tiles: tiles ? { href: (t) => url(`/tiles/${t.z}/${t.x}/${t.y}.png`), attribution: tiles.attribution } : undefined,
  };
}

/** Reads every widget's data for the asked state and answers the dashboard page. */
export async function renderDashboard(request: FastifyRequest, reply: FastifyReply, dashboard: Dashboard, query: DashboardQuery, options: RenderOptions) {
  const form = request.session.widgetForm ?? null;
  if (form) delete request.session.widgetForm;
  const model = await loadDashboardFor(request, dashboard, query, form);
  const context = dashboardContext(request, model, query, options);
  renderWidgetBodies(model.layouts, request.view(), context);
  reply.styleHashes = [styleHash(model.stylesheet)];
  // The mobile app's hideToolbar hides the dashboard's toolbar too, as upstream's dashboard page reads it.
  const hideToolbar = options.hideToolbar || model.config.settings.hideToolbar || request.view().shellMode.hideToolbar;
  return reply.page(
    <DashboardPage model={model} context={context} crumbs={options.crumbs} hideToolbar={hideToolbar} fullscreen={options.fullscreen} />,
  );
}
