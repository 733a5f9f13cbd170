import type { TFunction } from 'i18next';
import { crumbsFor, type BreadcrumbSetting, type Crumb, type RouteLevel } from './breadcrumbs.ts';
import { ROUTES, type RouteEntry, type RouteId } from './route-table.ts';

/**
 * Pages without an address of their own: they stand at whatever address was asked. The forbidden answer, and error
 * and notice pages, whose label is the message's title and whose icon the one showing them may choose.
 */
const ADDRESSLESS = {
  forbidden: { label: 'access.access-forbidden', icon: 'block' },
  message: { icon: 'error_outline' },
} as const satisfies Record<string, BreadcrumbSetting>;

export type CrumbRouteId = RouteId | keyof typeof ADDRESSLESS;

export interface RouteCrumbOptions {
  /** Values of the `:name` parts of the route's and its parents' paths. */
  params?: Record<string, string>;
  /** The current route's label function (shown untranslated). */
  label?: () => string;
  /** Label functions of named ancestors (a widget type's bundle above its editor). */
  labels?: Partial<Record<RouteId, () => string>>;
  /** The current route's runtime icon (message pages only). */
  icon?: string;
}

/** A route path with its `:name` parts filled in. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** A route level's own breadcrumb as the route table has it, or none (a level outside the home layout). */
function ownBreadcrumb(id: CrumbRouteId): BreadcrumbSetting | undefined {
  if (id === 'forbidden' || id === 'message') return ADDRESSLESS[id];
  const { crumb, icon }: RouteEntry = ROUTES[id];
  if (!crumb) return undefined;
  return { ...(crumb.label ? { label: crumb.label } : {}), ...(icon ? { icon } : {}), ...(crumb.skip ? { skip: true } : {}) };
}

function parentOf(id: CrumbRouteId): RouteId | undefined {
  return id === 'forbidden' || id === 'message' ? undefined : ((ROUTES[id] as RouteEntry).parent as RouteId | undefined);
}

/** The route chain of `id` (route-table.ts), outermost first, with the page's runtime settings on its own level. */
export function routeChain(id: CrumbRouteId, currentPath: string, options: RouteCrumbOptions = {}): RouteLevel[] {
  const chain: RouteLevel[] = [];
  for (let at: CrumbRouteId | undefined = id; at; at = parentOf(at)) {
    const own = at === id;
    const breadcrumb = ownBreadcrumb(at);
    chain.unshift({
      path: at === 'forbidden' || at === 'message' ? currentPath : fillPath(ROUTES[at].path, options.params ?? {}),
      ...(breadcrumb && {
        breadcrumb: {
          ...breadcrumb,
          ...(own && options.label ? { labelFunction: options.label } : {}),
          ...(!own && at !== 'forbidden' && at !== 'message' && options.labels?.[at] ? { labelFunction: options.labels[at] } : {}),
          ...(own && options.icon ? { icon: options.icon } : {}),
        },
      }),
    });
  }
  return chain;
}

/** The breadcrumb of the page at route `id` (the last crumb is the current page, without a link). */
export function routeCrumbs(id: CrumbRouteId, view: { t: TFunction; path: string }, options?: RouteCrumbOptions): Crumb[] {
  return crumbsFor(routeChain(id, view.path, options), view.t);
}
