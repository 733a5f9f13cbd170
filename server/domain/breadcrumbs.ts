import type { TFunction } from 'i18next';

/** One crumb of a page's breadcrumb. */
export interface Crumb {
  /** Already translated (or an entity's own name, which is never translated). */
  label: string;
  icon: string;
  /** Path without BASE_PATH; absent on the last crumb. */
  path?: string;
}

/** A route level's own breadcrumb setting, as the spec describes it. */
export interface BreadcrumbSetting {
  /** Translation key; default `home.home`. */
  label?: string;
  /** Material name, or `mdi:` + name for a custom vector icon; default `home`. */
  icon?: string;
  /** A runtime label (an entity's name, a dashboard's title), shown untranslated instead of `label`. */
  labelFunction?: () => string;
  /** The level takes part in the route chain but shows no crumb. */
  skip?: boolean;
}

/** One level of the current route chain: its address and, when it has one, its own breadcrumb. */
export interface RouteLevel {
  path: string;
  breadcrumb?: BreadcrumbSetting;
}

export const DEFAULT_CRUMB_LABEL = 'home.home';
export const DEFAULT_CRUMB_ICON = 'home';

/** The crumbs of a route chain: one per level with its own, not skipped, setting; the last without a link. */
export function crumbsFor(levels: RouteLevel[], t: TFunction): Crumb[] {
  const shown = levels.filter((l): l is Required<RouteLevel> => l.breadcrumb !== undefined && l.breadcrumb.skip !== true);
  return shown.map(({ path, breadcrumb }, i) => ({
    label: breadcrumb.labelFunction ? breadcrumb.labelFunction() : t(breadcrumb.label ?? DEFAULT_CRUMB_LABEL),
    icon: breadcrumb.icon ?? DEFAULT_CRUMB_ICON,
    path: i === shown.length - 1 ? undefined : path,
  }));
}
