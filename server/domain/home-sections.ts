import type { Authority } from './authority.ts';
import { HOME_SECTIONS, routeEntries, type HomePlacement, type RouteEntry } from './route-table.ts';

export interface HomePlace {
  /** Translation key. */
  name: string;
  icon: string;
  path: string;
  edgeOnly?: boolean;
}

export interface HomeSection {
  /** Translation key of the section's title. */
  name: string;
  places: HomePlace[];
}

function place(entry: RouteEntry, placement: HomePlacement): HomePlace & { section: string } {
  const { section, name, icon } = typeof placement === 'string' ? { section: placement } : placement;
  const place = { section, name: name ?? entry.crumb?.label ?? '', icon: icon ?? entry.icon ?? '', path: entry.path };
  return entry.edgeOnly ? { ...place, edgeOnly: true } : place;
}

/** A role's home sections in their order, each with the places of the route table that name it (in the table's order). */
function sectionsOf(authority: Authority): HomeSection[] {
  const places = routeEntries().flatMap(([, entry]) => (entry.home?.[authority] ? [place(entry, entry.home[authority])] : []));
  return HOME_SECTIONS[authority].map((name) => ({
    name,
    places: places.filter((p) => p.section === name).map(({ section: _section, ...p }) => p),
  }));
}

const SECTIONS = { SYS_ADMIN: sectionsOf('SYS_ADMIN'), TENANT_ADMIN: sectionsOf('TENANT_ADMIN'), CUSTOMER_USER: sectionsOf('CUSTOMER_USER') };

/** The role's home sections; places of edge pages only when the platform has edge support, sections without places left out. */
export function homeSectionsFor(authority: Authority, edgesEnabled: boolean): HomeSection[] {
  return SECTIONS[authority]
    .map((s) => (edgesEnabled ? s : { ...s, places: s.places.filter((p) => !p.edgeOnly) }))
    .filter((s) => s.places.length > 0);
}
