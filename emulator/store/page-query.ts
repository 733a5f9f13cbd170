import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import { general } from '../http/api-error.ts';
import type { PageData, PageLink } from '../http/page-link.ts';

export interface SortColumn {
  /** SQL expression to order by. */
  sql: string;
  /** Column may hold NULL; NULLs always sort last. */
  nullable?: boolean;
  /** Expression reads a joined table, so the page-selecting query needs the joins too. */
  joined?: boolean;
}

export interface ListQuery {
  /** Base table with alias, e.g. `device d`. */
  table: string;
  /** Primary key of the base table, e.g. `d.id`; also the default order and tie-breaker. */
  key: string;
  /** Joins that only add columns (LEFT JOINs); filters must not depend on them. */
  joins?: string;
  columns: string;
  where: string[];
  params: SQLInputValue[];
  /** Conditions each holding one `?` for the lower-cased `%text%` pattern; any match keeps the row. */
  search: string[];
  sortable: Record<string, SortColumn>;
  /** Persistence class named by the platform when a sort property does not exist. */
  entityClass: string;
}

/** The persistence layer's failure for a sort property its entity class does not have (a 500, as on the platform). */
export function unknownSortProperty(property: string, entityClass: string) {
  return general(`could not resolve property: ${property} of: org.thingsboard.server.dao.model.sql.${entityClass}`);
}

function orderBy(query: ListQuery, link: PageLink): { sql: string; joined: boolean } {
  if (!link.sortProperty) return { sql: `${query.key} ASC`, joined: false };
  const column = Object.hasOwn(query.sortable, link.sortProperty) ? query.sortable[link.sortProperty] : undefined;
  if (!column) throw unknownSortProperty(link.sortProperty, query.entityClass);
  const nulls = column.nullable ? ' NULLS LAST' : '';
  const tieBreak = column.sql === query.key ? '' : `, ${query.key} ASC`;
  return { sql: `${column.sql} ${link.sortOrder}${nulls}${tieBreak}`, joined: column.joined === true };
}

/**
 * Counts the matching rows, then selects only the keys of the requested page before joining,
 * so a deep page over a large table never materialises joined rows it does not return.
 */
export function findPage<T>(
  db: DatabaseSync,
  query: ListQuery,
  link: PageLink,
  map: (row: Record<string, unknown>) => T,
): PageData<T> {
  const order = orderBy(query, link);
  const where = [...query.where];
  const params = [...query.params];
  if (link.textSearch !== '' && query.search.length > 0) {
    where.push(`(${query.search.join(' OR ')})`);
    const pattern = `%${link.textSearch.toLowerCase()}%`;
    for (let i = 0; i < query.search.length; i++) params.push(pattern);
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const count = prepareCached(db, `SELECT count(*) AS n FROM ${query.table} ${whereSql}`).get(...params) as {
    n: number;
  };
  const totalElements = Number(count.n);
  const offset = link.page * link.pageSize;
  let data: T[] = [];
  if (offset < totalElements) {
    const joins = query.joins ?? '';
    const pageSql =
      `SELECT ${query.key} AS page_key FROM ${query.table} ${order.joined ? joins : ''} ${whereSql} ` +
      `ORDER BY ${order.sql} LIMIT ? OFFSET ?`;
    const sql =
      `SELECT ${query.columns} FROM (${pageSql}) page JOIN ${query.table} ON ${query.key} = page.page_key ` +
      `${joins} ORDER BY ${order.sql}`;
    const rows = prepareCached(db, sql).all(...params, link.pageSize, offset) as Record<string, unknown>[];
    data = rows.map(map);
  }
  const totalPages = Math.ceil(totalElements / link.pageSize);
  return { data, totalPages, totalElements, hasNext: link.page + 1 < totalPages };
}
