import type { Query } from '../../base-path.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Direction, type TableState } from '../../domain/table-state.ts';
import type { PageData, PageLink } from '../../platform/types/page-data.ts';
import { queryNumber, queryText } from './tab-part.ts';

/** A tab table's sort: the columns it may be sorted by and its default. */
export interface TabSort {
  sortable: readonly string[];
  property: string;
  direction: Direction;
}

/** The table state of a tab's query; an unknown sort property falls back to the default. */
export function tabTableState(query: Record<string, unknown>, sort: TabSort): TableState {
  const property = queryText(query, 'property', 64);
  const direction = queryText(query, 'direction', 4);
  return {
    page: queryNumber(query, 'page', 0, 1_000_000),
    pageSize: Math.max(1, queryNumber(query, 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)),
    property: sort.sortable.includes(property) ? property : sort.property,
    direction: direction === 'ASC' || direction === 'DESC' ? direction : sort.direction,
    textSearch: queryText(query, 'textSearch', 255),
  };
}

/** The state's query members, defaults omitted. */
export function tabStateQuery(state: TableState, sort: TabSort): Query {
  const defaultSort = state.property === sort.property && state.direction === sort.direction;
  return {
    page: state.page > 0 ? state.page : undefined,
    pageSize: state.pageSize !== DEFAULT_PAGE_SIZE ? state.pageSize : undefined,
    property: defaultSort ? undefined : state.property,
    direction: defaultSort ? undefined : state.direction,
    textSearch: state.textSearch || undefined,
  };
}

export function tabPageLink(state: TableState): PageLink {
  return { pageSize: state.pageSize, page: state.page, sortProperty: state.property, sortOrder: state.direction, textSearch: state.textSearch || undefined };
}

/** A platform page as a tab's table view takes it: its rows, totals and the links of other states. */
export function tabPage<T>(page: PageData<T>, state: TableState, stateHref: (state: TableState) => string) {
  return { rows: page.data, state, total: page.totalElements, hasNext: page.hasNext, totalPages: page.totalPages, stateHref };
}
