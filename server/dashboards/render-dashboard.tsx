import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeRedirectPath } from '../base-path.ts';
import { loadDashboard } from './load-dashboard.ts';
import { styleHash } from './dashboard-style.ts';
import type { DashboardNav } from './widget-actions.ts';
import { windowOverride, type DashboardQuery } from './dashboard-query.ts';
import type { Dashboard } from '../platform/types/dashboard.ts';
import { dashboardsApi } from '../platform/api/dashboards.ts';
import { takeWidgetForm } from '../session/console-session.ts';
import { routeCrumbs } from '../domain/route-crumbs.ts';
import { DashboardPage } from '../../views/dashboard/dashboard-page.tsx';
import { renderWidgetBodies } from '../../views/dashboard/widget-bodies.tsx';
import type { Crumb } from '../domain/breadcrumbs.ts';

/** Query members a dashboard's own links keep: the mobile app's flags and a time window from the address. */
const KEPT = ['embedded', 'hideToolbar', 'startTs', 'endTs'];

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

/** Reads every widget's data for the asked state and answers the dashboard page. */
export async function renderDashboard(request: FastifyRequest, reply: FastifyReply, dashboard: Dashboard, query: DashboardQuery, options: RenderOptions) {
  const user = request.session.user!;
  const form = takeWidgetForm(request.session);
  const strings = stringQuery(query);
  const model = await loadDashboard(
    {
      platform: request.platform,
      viewer: { authority: user.authority, tenantId: user.tenantId, customerId: user.customerId, userId: user.id },
      now: Date.now(),
      windowOverride: windowOverride(query),
      query: strings,
    },
    dashboard,
    query.state,
    form,
  );
  const nav: DashboardNav = {
    path: options.path,
    dashboardsPrefix: options.fullscreen ? '/dashboard' : '/dashboards',
    stack: model.stack,
    stateControllerId: model.config.settings.stateControllerId,
    keep: Object.fromEntries(KEPT.filter((k) => strings[k] !== undefined).map((k) => [k, strings[k]])),
  };
  const i = request.url.indexOf('?');
  const here = safeRedirectPath(request.consolePath + (i < 0 ? '' : request.url.slice(i))) ?? options.path;
  const context = { dashboardId: model.dashboard.id, nav, here, bodies: new Map() };
  renderWidgetBodies(model.layouts, request.view(), context);
  reply.styleHashes = [styleHash(model.stylesheet)];
  // The mobile app's hideToolbar hides the dashboard's toolbar too, as upstream's dashboard page reads it.
  const hideToolbar = options.hideToolbar || model.config.settings.hideToolbar || request.view().shellMode.hideToolbar;
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
