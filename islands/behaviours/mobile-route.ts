/** Dashboards are shown in the webview; every other console page is the app's own screen. */
export function isDashboardPath(path: string): boolean {
  return /^\/dashboards?(\/|$)/.test(path);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The name of an id segment after these list segments, as the upstream routes call their parameters.
const PARENT_PARAMS: Record<string, string> = { customers: 'customerId', edgeInstances: 'edgeId', tenants: 'tenantId', 'widgets-bundles': 'widgetsBundleId' };
const LAST_PARAMS: Record<string, string> = { dashboards: 'dashboardId', ruleChains: 'ruleChainId', widgetTypes: 'widgetTypeId' };

export interface MobileRoute {
  /** The route's path segments joined by dots, the form the app's navigation handler reads (`devices`, `devices.<id>`). */
  path: string;
  /** The route's parameters by their upstream names (`entityId`, `customerId`, ...). */
  params: Record<string, string>;
}

/** A console path (without BASE_PATH) in the shape the mobile app's navigation handler expects. */
export function mobileRoute(consolePath: string): MobileRoute {
  const segments = consolePath.split('/').filter(Boolean).map(decodeURIComponent);
  const params: Record<string, string> = {};
  segments.forEach((segment, i) => {
    if (i === 0 || !UUID.test(segment)) return;
    const before = segments[i - 1];
    const last = i === segments.length - 1;
    const name = last ? (LAST_PARAMS[before] ?? 'entityId') : (PARENT_PARAMS[before] ?? `${before}Id`);
    params[name] = segment;
  });
  return { path: segments.length ? segments.join('.') : 'home', params };
}

/** What the app's `openDashboardMessage` carries. */
export interface OpenDashboardMessage {
  dashboardId: string;
  state?: string;
  embedded?: boolean;
  hideToolbar?: boolean;
}

/**
 * The address a dashboard opened by the app loads: `dashboard/{id}` with its state and the
 * embedding flags; `reload` (a time stamp) when that dashboard is the one already shown, so the
 * webview loads it afresh instead of keeping the page it has.
 */
export function dashboardAddress(message: OpenDashboardMessage, currentPath: string, now: number): string {
  const params = new URLSearchParams();
  if (message.state) params.set('state', message.state);
  if (message.embedded) params.set('embedded', 'true');
  if (message.hideToolbar) params.set('hideToolbar', 'true');
  const path = `/dashboard/${encodeURIComponent(message.dashboardId)}`;
  if (currentPath === path) params.set('reload', String(now));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
