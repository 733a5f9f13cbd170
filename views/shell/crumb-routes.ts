import type { TFunction } from 'i18next';
import { crumbsFor, type BreadcrumbSetting, type Crumb, type RouteLevel } from '../../server/domain/breadcrumbs.ts';

export type CrumbRouteId = 'home' | 'profile' | 'security' | 'devices' | 'device' | 'helpIndex' | 'helpPage' | 'forbidden' | 'message'
  | 'dashboards' | 'dashboard' | 'customers' | 'customerDashboards' | 'customerDashboard' | 'edges' | 'edgeDashboards' | 'edgeDashboard';

/** One console route's breadcrumb: its address, its own setting and the route it sits under. */
interface CrumbRoute {
  /** `:name` parts are filled from the page's params. Absent: the page answers at whatever address was asked. */
  path?: string;
  breadcrumb: BreadcrumbSetting;
  parent?: CrumbRouteId;
}

/**
 * Every route's breadcrumb in one place (console-map §1). All of them sit under the home layout,
 * whose crumb is skipped, so a chain starts at the route's first own level. Levels without a
 * label show a label function given by the page: the entity's name, the help page's title.
 */
const CRUMB_ROUTES: Record<CrumbRouteId, CrumbRoute> = {
  home: { path: '/home', breadcrumb: { label: 'home.home', icon: 'home' } },
  profile: { path: '/profile', breadcrumb: { label: 'account.profile.profile', icon: 'account_circle' } },
  security: { path: '/security', breadcrumb: { label: 'security.security', icon: 'lock' } },
  devices: { path: '/devices', breadcrumb: { label: 'device.devices', icon: 'devices_other' } },
  device: { path: '/devices/:entityId', parent: 'devices', breadcrumb: { icon: 'devices_other' } },
  dashboards: { path: '/dashboards', breadcrumb: { label: 'dashboard.dashboards', icon: 'dashboard' } },
  dashboard: { path: '/dashboards/:dashboardId', parent: 'dashboards', breadcrumb: { icon: 'dashboard' } },
  customers: { path: '/customers', breadcrumb: { label: 'customer.customers', icon: 'supervisor_account' } },
  customerDashboards: { path: '/customers/:customerId/dashboards', parent: 'customers', breadcrumb: { label: 'customer.dashboards', icon: 'dashboard' } },
  customerDashboard: { path: '/customers/:customerId/dashboards/:dashboardId', parent: 'customerDashboards', breadcrumb: { icon: 'dashboard' } },
  edges: { path: '/edgeInstances', breadcrumb: { label: 'edge.edge-instances', icon: 'router' } },
  edgeDashboards: { path: '/edgeInstances/:edgeId/dashboards', parent: 'edges', breadcrumb: { label: 'edge.dashboards', icon: 'dashboard' } },
  edgeDashboard: { path: '/edgeInstances/:edgeId/dashboards/:dashboardId', parent: 'edgeDashboards', breadcrumb: { icon: 'dashboard' } },
  helpIndex: { path: '/help/index', breadcrumb: { label: 'help.help', icon: 'help_outline' } },
  helpPage: { path: '/help/:page', parent: 'helpIndex', breadcrumb: { icon: 'help_outline' } },
  forbidden: { breadcrumb: { label: 'access.access-forbidden', icon: 'block' } },
  // Error and notice pages: the label is the message's title; whoever shows one may give it its own icon.
  message: { breadcrumb: { icon: 'error_outline' } },
};

export interface RouteCrumbOptions {
  /** Values of the `:name` parts of the route's and its parents' paths. */
  params?: Record<string, string>;
  /** The current route's label function (shown untranslated). */
  label?: () => string;
  /** The current route's runtime icon (message pages only). */
  icon?: string;
}

function fill(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The route chain of `id`, outermost first, with the page's runtime settings on its own level. */
export function routeChain(id: CrumbRouteId, currentPath: string, options: RouteCrumbOptions = {}): RouteLevel[] {
  const chain: RouteLevel[] = [];
  for (let at: CrumbRouteId | undefined = id; at; at = CRUMB_ROUTES[at].parent) {
    const route = CRUMB_ROUTES[at];
    const own = at === id;
    chain.unshift({
      path: route.path === undefined ? currentPath : fill(route.path, options.params ?? {}),
      breadcrumb: {
        ...route.breadcrumb,
        ...(own && options.label ? { labelFunction: options.label } : {}),
        ...(own && options.icon ? { icon: options.icon } : {}),
      },
    });
  }
  return chain;
}

/** The breadcrumb of the page at route `id` (the last crumb is the current page, without a link). */
export function routeCrumbs(id: CrumbRouteId, view: { t: TFunction; path: string }, options?: RouteCrumbOptions): Crumb[] {
  return crumbsFor(routeChain(id, view.path, options), view.t);
}
