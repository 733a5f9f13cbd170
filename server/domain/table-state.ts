import type { UrlFor } from '../base-path.ts';
import type { PageLink, SortOrder } from '../platform/types/page-data.ts';

export type Direction = SortOrder;

/** The bookmarkable state of an entity table, under the upstream console's query names. */
export interface TableState {
  page: number;
  pageSize: number;
  property: string;
  direction: Direction;
  textSearch: string;
}

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZE * 2, DEFAULT_PAGE_SIZE * 3];
export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_SORT = { property: 'createdTime', direction: 'DESC' as Direction };

/** The canonical address of a table state: defaults are omitted, as the upstream console does. */
export function tableHref(url: UrlFor, path: string, s: TableState): string {
  const defaultSort = s.property === DEFAULT_SORT.property && s.direction === DEFAULT_SORT.direction;
  return url(path, {
    page: s.page > 0 ? s.page : undefined,
    pageSize: s.pageSize !== DEFAULT_PAGE_SIZE ? s.pageSize : undefined,
    property: defaultSort ? undefined : s.property,
    direction: defaultSort ? undefined : s.direction,
    textSearch: s.textSearch || undefined,
  });
}

/** Clicking a column header: a new column sorts ascending, the current one flips. */
export function sortedBy(s: TableState, property: string): TableState {
  const direction: Direction = s.property === property && s.direction === 'ASC' ? 'DESC' : 'ASC';
  return { ...s, property, direction, page: 0 };
}

/** The platform's page link for a table state. */
export function pageLink(s: TableState): PageLink {
  const link: PageLink = { pageSize: s.pageSize, page: s.page, sortProperty: s.property, sortOrder: s.direction };
  if (s.textSearch) link.textSearch = s.textSearch;
  return link;
}
