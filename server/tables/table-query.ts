import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, MAX_PAGE_SIZE, type TableState } from '../domain/table-state.ts';

/** The upstream console's table query names, validated; bad values get the 400 page. */
export const TableQuery = Type.Object({
  page: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
  property: Type.String({ pattern: '^[A-Za-z]{1,64}$', default: DEFAULT_SORT.property }),
  direction: Type.Union(['ASC', 'DESC', 'asc', 'desc'].map((d) => Type.Literal(d)), { default: DEFAULT_SORT.direction }),
  textSearch: Type.String({ maxLength: 255, default: '' }),
});

export type TableQuery = Static<typeof TableQuery>;

/** The table query of a table whose default sort is its own (`title` ascending): the same names, other defaults. */
export function tableQueryWith(sort: { property: string; direction: TableState['direction'] }) {
  return Type.Object({
    ...TableQuery.properties,
    property: Type.String({ pattern: '^[A-Za-z]{1,64}$', default: sort.property }),
    direction: Type.Union(['ASC', 'DESC', 'asc', 'desc'].map((d) => Type.Literal(d)), { default: sort.direction }),
  });
}

export class UnknownSortError extends Error {
  readonly property: string;
  constructor(property: string) {
    super(`unknown sort property ${property}`);
    this.property = property;
  }
}

export function tableState(query: TableQuery, sortable: string[]): TableState {
  if (!sortable.includes(query.property)) throw new UnknownSortError(query.property);
  return {
    page: query.page,
    pageSize: query.pageSize,
    property: query.property,
    direction: query.direction.toUpperCase() as TableState['direction'],
    textSearch: query.textSearch.trim(),
  };
}
