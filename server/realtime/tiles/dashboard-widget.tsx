import type { FastifyRequest } from 'fastify';
import type { WidgetView } from '../../domain/dashboard/dashboard-view.ts';
import { dashboardsApi } from '../../platform/api/dashboards.ts';
import { isUuid } from '../../platform/ids.ts';
import { readDashboardConfig } from '../../dashboards/read-dashboard.ts';
import { parseStateParam, type StateEntry } from '../../dashboards/state-param.ts';
import { record } from '../../dashboards/json-read.ts';
import { loadWidget } from '../../dashboards/load-widget.ts';
import { isLiveWidget, liveWidgetCommand, mergeLatestUpdate } from '../../dashboards/live-widget.ts';
import type { DashboardNav } from '../../dashboards/widget-actions.ts';
import { LiveWidgetFrame } from '../../../views/dashboard/live-widget-frame.tsx';
import type { LiveTile } from './live-tile.ts';

const MAX_INDEX = 10_000;

interface Argument {
  dashboardId: string;
  widgetId: string;
  index: number;
  state: string;
}

/** What a live widget is redrawn from: the widget with its latest values, and the links of its dashboard. */
export interface LiveWidgetState {
  widget: WidgetView;
  nav: DashboardNav;
}

function parse(argument: string): Argument | null {
  const [dashboardId, widgetId, index, state, ...rest] = argument.split(':');
  const n = Number(index);
  if (rest.length || state === undefined || !isUuid(dashboardId) || !widgetId || !Number.isInteger(n) || n < 0 || n > MAX_INDEX) return null;
  return { dashboardId, widgetId, index: n, state };
}

/** The widget as the page drew it: the dashboard read again with the user's rights, the state from the name. */
async function loadLiveWidget(request: FastifyRequest, arg: Argument): Promise<LiveWidgetState | null> {
  const dashboard = await dashboardsApi.getDashboard(request.platform, arg.dashboardId);
  const config = readDashboardConfig(dashboard.configuration);
  const widget = config.widgets.get(arg.widgetId);
  if (!widget) return null;
  const stack: StateEntry[] = parseStateParam(arg.state || undefined, config);
  const user = request.session.user!;
  const data = await loadWidget(
    {
      platform: request.platform,
      config,
      params: record(stack[stack.length - 1].params),
      viewer: { authority: user.authority, tenantId: user.tenantId, customerId: user.customerId, userId: user.id },
      now: Date.now(),
      windowOverride: null,
      query: {},
    },
    widget,
  );
  const view: WidgetView = { config: widget, placement: { widgetId: widget.id, sizeX: 0, sizeY: 0, row: 0, col: 0, mobileOrder: null, mobileHeight: null, mobileHide: false, desktopHide: false }, index: arg.index, data, form: null, nested: null };
  if (!isLiveWidget(view)) return null;
  const path = `/dashboards/${arg.dashboardId}`;
  return { widget: view, nav: { path, dashboardsPrefix: '/dashboards', stack, stateControllerId: config.settings.stateControllerId, keep: {} } };
}

/**
 * A dashboard widget of latest values (`dashboard-widget:<dashboard>:<widget>:<index>:<state>`): subscribed to
 * the latest values of the entities it shows, redrawn on the server with its type's renderer on each update.
 */
export const dashboardWidgetTile: LiveTile<LiveWidgetState> = {
  kind: 'dashboard-widget',
  async topic(argument, request) {
    const arg = parse(argument);
    if (!arg) return null;
    const loaded = await loadLiveWidget(request, arg);
    const command = loaded && liveWidgetCommand(loaded.widget);
    if (!loaded || !command) return null;
    return {
      key: `dashboard-widget:${argument}`,
      command,
      reduce: (state, update) => {
        const current = state ?? loaded;
        return { ...current, widget: mergeLatestUpdate(current.widget, update) };
      },
    };
  },
  render(argument, state) {
    const arg = parse(argument)!;
    return <LiveWidgetFrame dashboardId={arg.dashboardId} widget={state.widget} nav={state.nav} />;
  },
};
