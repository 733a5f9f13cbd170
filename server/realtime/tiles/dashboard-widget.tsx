import type { FastifyRequest } from 'fastify';
import type { DashboardConfig, WidgetPlacement } from '../../domain/dashboard/dashboard-config.ts';
import type { WidgetView } from '../../domain/dashboard/dashboard-view.ts';
import { essentials } from '../../domain/time-window/timewindow.ts';
import { dashboardsApi } from '../../platform/api/dashboards.ts';
import { isUuid } from '../../platform/ids.ts';
import { readDashboardConfig } from '../../dashboards/read-dashboard.ts';
import { parseStateParam, type StateEntry } from '../../dashboards/state-param.ts';
import { record } from '../../dashboards/json-read.ts';
import { loadWidget } from '../../dashboards/load-widget.ts';
import { isChoiceMember, isLiveWidget, liveWidgetCommand, mergeWidgetUpdate } from '../../dashboards/live-widget.ts';
import { dashboardWindow, keptMembers } from '../../dashboards/render-dashboard.tsx';
import { readWidgetWindows, windowParam } from '../../dashboards/widget-windows.ts';
import { aliasEntitiesOf } from '../../dashboards/alias-choices.ts';
import { editablePredicates, filterValues } from '../../dashboards/filter-values.ts';
import { consolePageOf } from '../../plugins/back-path.ts';
import type { DashboardNav } from '../../dashboards/widget-actions.ts';
import { LiveWidgetFrame } from '../../../views/dashboard/live-widget-frame.tsx';
import type { LiveTile } from './live-tile.ts';

const MAX_INDEX = 10_000;

interface Argument {
  dashboardId: string;
  widgetId: string;
  index: number;
  /** The state stack as base64url JSON; empty: the root state. */
  state: string;
  /** The page's `timewindow` parameter (the widget's `window.<id>` when it has its own), as base64url; empty: none. */
  timewindow: string;
  /** The toolbar's choices (`alias.<id>`, `filter.<id>.<k>.<n>` members) as base64url JSON; empty: none. */
  choices: string;
}

/** What a live widget is redrawn from: the widget with its values, and the links of its dashboard. */
export interface LiveWidgetState {
  widget: WidgetView;
  nav: DashboardNav;
}

/** The toolbar's choices a name carries, as address members; anything unreadable is no choice. */
function choicesOf(choices: string): Record<string, string> {
  if (!choices) return {};
  try {
    const read: unknown = JSON.parse(Buffer.from(choices, 'base64url').toString('utf8'));
    if (!read || typeof read !== 'object' || Array.isArray(read)) return {};
    return Object.fromEntries(Object.entries(read).filter(([k, v]) => isChoiceMember(k) && typeof v === 'string')) as Record<string, string>;
  } catch {
    return {};
  }
}

function parse(argument: string): Argument | null {
  const [dashboardId, widgetId, index, state, timewindow = '', choices = '', ...rest] = argument.split(':');
  const n = Number(index);
  if (rest.length || state === undefined || !isUuid(dashboardId) || !widgetId || !Number.isInteger(n) || n < 0 || n > MAX_INDEX) return null;
  return { dashboardId, widgetId, index: n, state, timewindow, choices };
}

/** The widget's place in the state shown (its size draws charts), else in any state (a state widget's nested one). */
function placementOf(config: DashboardConfig, stateId: string, widgetId: string): WidgetPlacement | null {
  const states = [...config.states.filter((s) => s.id === stateId), ...config.states];
  for (const state of states) {
    const found = [state.main, state.right].flatMap((layout) => layout?.placements ?? []).find((p) => p.widgetId === widgetId);
    if (found) return found;
  }
  return null;
}

/** The widget as the page drew it: the dashboard read again with the user's rights, state and window from the name. */
async function loadLiveWidget(request: FastifyRequest, arg: Argument): Promise<LiveWidgetState | null> {
  const dashboard = await dashboardsApi.getDashboard(request.platform, arg.dashboardId);
  const config = readDashboardConfig(dashboard.configuration);
  const widget = config.widgets.get(arg.widgetId);
  const stack: StateEntry[] = parseStateParam(arg.state || undefined, config);
  const placement = widget && placementOf(config, stack[stack.length - 1].id, widget.id);
  if (!widget || !placement) return null;
  const now = Date.now();
  const raw = arg.timewindow ? Buffer.from(arg.timewindow, 'base64url').toString('utf8') : undefined;
  const stored = (dashboard.configuration as { timewindow?: unknown } | null)?.timewindow;
  const own = widget.useDashboardTimewindow ? null : readWidgetWindows(raw === undefined ? {} : { [windowParam(widget.id)]: raw }, [widget], now);
  const window = raw === undefined || own ? null : dashboardWindow({ timewindow: raw }, stored, now);
  const user = request.session.user!;
  const base = {
    platform: request.platform,
    config,
    params: record(stack[stack.length - 1].params),
    viewer: { authority: user.authority, tenantId: user.tenantId, customerId: user.customerId, userId: user.id },
    now,
    windowOverride: window ? essentials(window.timewindow) : null,
    widgetWindows: own?.overrides ?? new Map(),
    query: {},
  };
  const choices = choicesOf(arg.choices);
  const filters = filterValues(editablePredicates(config, choices), choices);
  const data = await loadWidget({ ...base, filterValues: filters, aliasEntities: await aliasEntitiesOf({ ...base, filterValues: filters }, choices) }, widget);
  const view: WidgetView = { config: widget, placement, index: arg.index, data, form: null, nested: null };
  if (!isLiveWidget(view)) return null;
  return { widget: view, nav: { ...pageNav(request, arg.dashboardId), stack, stateControllerId: config.settings.stateControllerId } };
}

/**
 * Where the widget's links lead: the page the stream was opened from (its Referer: `/dashboards/{id}`, a
 * fullscreen `/dashboard/{id}`, under a customer, `/home`) with the query members its links keep.
 */
function pageNav(request: FastifyRequest, dashboardId: string): Pick<DashboardNav, 'path' | 'dashboardsPrefix' | 'keep'> {
  const page = consolePageOf(request, request.headers.referer);
  const [path, search = ''] = (page ?? '').split('?', 2);
  const ofThisDashboard = path.endsWith(`/${dashboardId}`) || path === '/home';
  if (!page || !ofThisDashboard) return { path: `/dashboards/${dashboardId}`, dashboardsPrefix: '/dashboards', keep: {} };
  const query = new URLSearchParams(search);
  const keep = keptMembers(Object.fromEntries(query));
  return { path, dashboardsPrefix: path.startsWith('/dashboard/') ? '/dashboard' : '/dashboards', keep };
}

/**
 * A dashboard widget kept live (`dashboard-widget:<dashboard>:<widget>:<index>:<state>[:<timewindow>[:<choices>]]`):
 * subscribed to the entities it shows (their latest values, or the time series of its realtime window), and drawn
 * again on the server with its type's renderer on each update: a chart's SVG, a card, a table.
 */
export const dashboardWidgetTile: LiveTile<LiveWidgetState> = {
  kind: 'dashboard-widget',
  async topic(argument, request) {
    const arg = parse(argument);
    if (!arg) return null;
    const loaded = await loadLiveWidget(request, arg);
    const command = loaded && liveWidgetCommand(loaded.widget, Date.now());
    if (!loaded || !command) return null;
    return {
      key: `dashboard-widget:${argument}`,
      command,
      reduce: (state, update) => {
        const current = state ?? loaded;
        return { ...current, widget: mergeWidgetUpdate(current.widget, update, Date.now()) };
      },
    };
  },
  render(argument, state) {
    const arg = parse(argument)!;
    return <LiveWidgetFrame dashboardId={arg.dashboardId} widget={state.widget} nav={state.nav} />;
  },
};
