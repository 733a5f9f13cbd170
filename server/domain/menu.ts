import type { Authority } from './authority.ts';
import { routeEntries, type MenuPlacement, type RouteEntry } from './route-table.ts';

export interface MenuLink {
  type: 'link';
  /** Translation key. */
  name: string;
  path: string;
  icon: string;
  edgeOnly?: boolean;
}

/** An expandable group with its pages. */
export interface MenuToggle {
  type: 'toggle';
  name: string;
  path: string;
  icon: string;
  pages: MenuLink[];
  edgeOnly?: boolean;
}

export type MenuSection = MenuLink | MenuToggle;

const AUTHORITIES: readonly Authority[] = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'];

interface Placed {
  at: number[];
  link: MenuLink;
}

/** A row's menu entry: the placement's name and icon, else the page's crumb label and icon. */
function placed(entry: RouteEntry, placement: MenuPlacement): Placed {
  const { at, name, icon } = typeof placement === 'string' ? { at: placement } : placement;
  const link: MenuLink = { type: 'link', name: name ?? entry.crumb?.label ?? '', path: entry.path, icon: icon ?? entry.icon ?? '' };
  if (entry.edgeOnly) link.edgeOnly = true;
  return { at: at.split('.').map(Number), link };
}

/** Each role's menu, built once from the route table's menu places: `'N'` entries in order, `'N.M'` the pages of group N. */
const MENUS = Object.fromEntries(
  AUTHORITIES.map((authority) => {
    const entries = routeEntries()
      .flatMap(([, entry]) => (entry.menu?.[authority] ? [placed(entry, entry.menu[authority])] : []))
      .sort((a, b) => a.at[0] - b.at[0] || (a.at[1] ?? 0) - (b.at[1] ?? 0));
    const sections: MenuSection[] = entries
      .filter((e) => e.at.length === 1)
      .map(({ at, link }) => {
        const pages = entries.filter((e) => e.at.length === 2 && e.at[0] === at[0]).map((e) => e.link);
        return pages.length > 0 ? { ...link, type: 'toggle', pages } : link;
      });
    return [authority, sections];
  }),
) as Record<Authority, MenuSection[]>;

/** The side menu of a role; edge entries only when the platform has edge support. */
export function menuFor(authority: Authority, edgesEnabled: boolean): MenuSection[] {
  return MENUS[authority].filter((s) => edgesEnabled || !s.edgeOnly);
}

/** The menu's sections and pages in order, groups followed by their pages. */
export function flattenMenu(sections: MenuSection[]): MenuSection[] {
  return sections.flatMap((s) => (s.type === 'toggle' ? [s, ...s.pages] : [s]));
}
