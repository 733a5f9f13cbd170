import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { PageLink } from '../http/page-link.ts';
import type { EntityType } from '../lib/ids.ts';
import { findPage } from './page-query.ts';
import type { ListQuery } from './page-query.ts';
import { createdTimeConditions, tenantConditions } from './list-conditions.ts';
import type { ListConditions } from './list-conditions.ts';
import { createOwnedRows } from './owned-rows.ts';

/** Columns every customer-ownable entity table (asset, entity_view, edge) has. */
export interface OwnedRow {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  name: string;
  type: string;
}

export interface OwnedInfoColumns {
  customer_title: string | null;
  customer_is_public: number | null;
  profile_name?: string | null;
}

/** Time-paged edge lists bound createdTime (both ends inclusive). */
export interface CreatedTimeBounds {
  startTime?: number;
  endTime?: number;
}

/** Which rows a list shows: always one tenant; optionally one customer, type, profile or assigning edge. */
export interface OwnedFilter extends CreatedTimeBounds {
  tenantId: string;
  customerId?: string;
  type?: string;
  profileId?: string;
  edgeId?: string;
}

export interface OwnedTable<Row extends OwnedRow> {
  table: string;
  alias: string;
  entityType: EntityType;
  /** Stored columns in insert order; `name_lc` / `label_lc` are derived from `name` / `label`. */
  columns: readonly string[];
  hasLabel: boolean;
  /** Profile reference (assets): column, profile table and the sort property naming the profile. */
  profile?: { column: string; table: string; sortProperty: string };
  entityClass: string;
  infoEntityClass: string;
  toJson(row: Row): object;
  toInfoJson(row: Row & OwnedInfoColumns): object;
}

/** SQL condition: the row is assigned to the edge bound to the next parameter. */
export function assignedToEdge(alias: string, entityType: EntityType): string {
  return `${alias}.id IN (SELECT to_id FROM relation WHERE from_id = ? AND from_type = 'EDGE' ` +
    `AND relation_type_group = 'EDGE' AND relation_type = 'Contains' AND to_type = '${entityType}')`;
}

export function createOwnedStore<Row extends OwnedRow>(db: DatabaseSync, spec: OwnedTable<Row>) {
  const a = spec.alias;
  const profileJoin = spec.profile ? ` LEFT JOIN ${spec.profile.table} p ON p.id = ${a}.${spec.profile.column}` : '';
  const infoJoins = `LEFT JOIN customer c ON c.id = ${a}.customer_id${profileJoin}`;
  const infoColumns =
    `${a}.*, c.title AS customer_title, c.is_public AS customer_is_public` + (spec.profile ? ', p.name AS profile_name' : '');
  const sort: ListQuery['sortable'] = {
    id: { sql: `${a}.id` },
    createdTime: { sql: `${a}.created_time` },
    name: { sql: `${a}.name_lc` },
    type: { sql: `${a}.type COLLATE NOCASE` },
    ...(spec.hasLabel ? { label: { sql: `${a}.label_lc`, nullable: true } } : {}),
  };
  const infoSort: ListQuery['sortable'] = {
    ...sort,
    customerTitle: { sql: 'c.title_lc', nullable: true, joined: true },
    ...(spec.profile ? { [spec.profile.sortProperty]: { sql: 'p.name_lc', nullable: true, joined: true } } : {}),
  };
  const searchName = `${a}.name_lc LIKE ?`;
  const searchLabel = `${a}.label_lc LIKE ?`;
  const searchCustomer = `${a}.customer_id IN (SELECT id FROM customer WHERE title_lc LIKE ?)`;
  const searchProfile = spec.profile
    ? `${a}.${spec.profile.column} IN (SELECT id FROM ${spec.profile.table} WHERE name_lc LIKE ?)`
    : null;

  function filterWhere(filter: OwnedFilter): ListConditions {
    return tenantConditions(a, filter.tenantId, [
      [`${a}.customer_id = ?`, filter.customerId],
      [`${a}.type = ?`, filter.type],
      ...(spec.profile ? [[`${a}.${spec.profile.column} = ?`, filter.profileId] as const] : []),
      [assignedToEdge(a, spec.entityType), filter.edgeId],
      ...createdTimeConditions(a, filter),
    ]);
  }

  return {
    ...createOwnedRows<Row>(db, spec.table, spec.columns),
    findInfoById(id: string): (Row & OwnedInfoColumns) | undefined {
      return prepareCached(db, `SELECT ${infoColumns} FROM ${spec.table} ${a} ${infoJoins} WHERE ${a}.id = ?`).get(id) as
        | (Row & OwnedInfoColumns)
        | undefined;
    },
    findPage(filter: OwnedFilter, link: PageLink) {
      const query: ListQuery = {
        table: `${spec.table} ${a}`, key: `${a}.id`, columns: `${a}.*`, ...filterWhere(filter), search: [searchName],
        sortable: sort, entityClass: spec.entityClass,
      };
      return findPage(db, query, link, (row) => spec.toJson(row as unknown as Row));
    },
    /** Tenant-wide info lists also search label, customer title and, without a type/profile filter, profile name. */
    findInfoPage(filter: OwnedFilter, link: PageLink) {
      const filtered = filter.type !== undefined || filter.profileId !== undefined;
      const label = spec.hasLabel ? [searchLabel] : [];
      const search =
        filter.customerId !== undefined || spec.profile === undefined
          ? [searchName]
          : filtered || searchProfile === null
            ? [searchName, ...label, searchCustomer]
            : [searchName, ...label, searchProfile, searchCustomer];
      const query: ListQuery = {
        table: `${spec.table} ${a}`, key: `${a}.id`, joins: infoJoins, columns: infoColumns, ...filterWhere(filter), search,
        sortable: infoSort, entityClass: spec.infoEntityClass,
      };
      return findPage(db, query, link, (row) => spec.toInfoJson(row as unknown as Row & OwnedInfoColumns));
    },
  };
}

export type OwnedStore<Row extends OwnedRow> = ReturnType<typeof createOwnedStore<Row>>;
