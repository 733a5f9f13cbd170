import { badRequest } from '../http/api-error.ts';
import type { PageData } from '../http/page-link.ts';
import type { EntityPageLink, SortOrder } from './query-types.ts';

/** A value to sort by: its native type decides numeric or text order; null or absent sorts last. */
export type SortValue = { value: unknown; text: string } | undefined;

export interface Sortable<T> {
  item: T;
  id: string;
  sortValue: SortValue;
}

interface SortKey {
  empty: boolean;
  number: number;
  text: string;
}

function sortKey(sortValue: SortValue): SortKey {
  const empty = sortValue === undefined || sortValue.value === null || sortValue.value === undefined;
  const value = sortValue?.value;
  return { empty, number: typeof value === 'number' ? value : Number.NaN, text: empty ? '' : (sortValue as { text: string }).text.toLowerCase() };
}

/** Numbers before text, numbers numerically, text case-insensitively; a missing value sorts last whatever the direction. */
function compareKeys(a: SortKey, b: SortKey, direction: 'ASC' | 'DESC'): number {
  if (a.empty || b.empty) return a.empty === b.empty ? 0 : a.empty ? 1 : -1;
  const sign = direction === 'DESC' ? -1 : 1;
  const aNumeric = !Number.isNaN(a.number);
  const bNumeric = !Number.isNaN(b.number);
  if (aNumeric && bNumeric) return sign * (a.number - b.number);
  if (aNumeric !== bNumeric) return sign * (aNumeric ? -1 : 1);
  return sign * (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);
}

const byId = (x: { id: string }, y: { id: string }) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);

/** Sorted by the sort value, ties (and everything, without a sort order) by id. */
export function sortRows<T>(rows: Sortable<T>[], sort: SortOrder | null): Sortable<T>[] {
  if (!sort) return rows.sort(byId);
  // Keys are derived once per row rather than once per comparison.
  const keyed = rows.map((row) => ({ row, id: row.id, key: sortKey(row.sortValue) }));
  keyed.sort((x, y) => compareKeys(x.key, y.key, sort.direction) || byId(x, y));
  return keyed.map((entry) => entry.row);
}

/** Negative page sizes and pages are refused; pageSize 0 means "everything" for entity queries. */
export function validatePageLink(link: EntityPageLink): void {
  if (link.pageSize < 0) {
    throw badRequest(`Incorrect page link page size '${link.pageSize}'. Page size must be greater than zero.`);
  }
  if (link.page < 0) throw badRequest(`Incorrect page link page '${link.page}'. Page must be positive integer.`);
}

/** `PageData` around one page of rows out of `totalElements`. */
export function pageData<T>(data: T[], totalElements: number, link: EntityPageLink): PageData<T> {
  if (link.pageSize === 0) return { data, totalPages: 1, totalElements, hasNext: false };
  const totalPages = Math.ceil(totalElements / link.pageSize);
  return { data, totalPages, totalElements, hasNext: link.page + 1 < totalPages };
}

export function pageOf<T>(rows: T[], link: EntityPageLink): PageData<T> {
  validatePageLink(link);
  const start = link.page * link.pageSize;
  return pageData(link.pageSize === 0 ? rows : rows.slice(start, start + link.pageSize), rows.length, link);
}
