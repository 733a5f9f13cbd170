import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { PageLink } from '../http/page-link.ts';
import { NULL_UUID } from '../lib/ids.ts';
import type { EntityType } from '../lib/ids.ts';
import { findPage } from './page-query.ts';
import type { ListQuery } from './page-query.ts';

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

/** Adds the SQL conditions of the time bounds that are set, on `<alias>.created_time`. */
export function addCreatedTimeBounds(where: string[], params: SQLInputValue[], alias: string, bounds: CreatedTimeBounds): void {
  if (bounds.startTime !== undefined) {
    where.push(`${alias}.created_time >= ?`);
    params.push(bounds.startTime);
  }
  if (bounds.endTime !== undefined) {
    where.push(`${alias}.created_time <= ?`);
    params.push(bounds.endTime);
  }
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
  const updates = spec.columns.slice(1).map((column) => `${column} = excluded.${column}`).join(', ');
  const insertSql =
    `INSERT INTO ${spec.table} (${spec.columns.join(', ')}) VALUES (${spec.columns.map(() => '?').join(', ')}) ` +
    `ON CONFLICT (id) DO UPDATE SET ${updates}`;
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

  function filterWhere(filter: OwnedFilter): { where: string[]; params: SQLInputValue[] } {
    const where = [`${a}.tenant_id = ?`];
    const params: SQLInputValue[] = [filter.tenantId];
    const add = (sql: string, value: SQLInputValue | undefined) => {
      if (value === undefined) return;
      where.push(sql);
      params.push(value);
    };
    add(`${a}.customer_id = ?`, filter.customerId);
    add(`${a}.type = ?`, filter.type);
    if (spec.profile) add(`${a}.${spec.profile.column} = ?`, filter.profileId);
    add(assignedToEdge(a, spec.entityType), filter.edgeId);
    addCreatedTimeBounds(where, params, a, filter);
    return { where, params };
  }

  function rowValues(row: Row): SQLInputValue[] {
    const record = row as unknown as Record<string, SQLInputValue | undefined>;
    return spec.columns.map((column) => {
      if (column === 'name_lc') return row.name.toLowerCase();
      if (column === 'label_lc') return typeof record.label === 'string' ? record.label.toLowerCase() : null;
      return record[column] ?? null;
    });
  }

  return {
    /** Inserts or updates; a name already used in the tenant raises SQLite's UNIQUE constraint error. */
    save(row: Row): void {
      prepareCached(db, insertSql).run(...rowValues(row));
    },
    findById(id: string): Row | undefined {
      return prepareCached(db, `SELECT * FROM ${spec.table} WHERE id = ?`).get(id) as Row | undefined;
    },
    findInfoById(id: string): (Row & OwnedInfoColumns) | undefined {
      return prepareCached(db, `SELECT ${infoColumns} FROM ${spec.table} ${a} ${infoJoins} WHERE ${a}.id = ?`).get(id) as
        | (Row & OwnedInfoColumns)
        | undefined;
    },
    findByName(tenantId: string, name: string): Row | undefined {
      return prepareCached(db, `SELECT * FROM ${spec.table} WHERE tenant_id = ? AND name = ?`).get(tenantId, name) as
        | Row
        | undefined;
    },
    findByIds(tenantId: string, customerId: string | undefined, ids: string[]): Row[] {
      const byCustomer = customerId === undefined ? '' : 'AND customer_id = ?';
      const params = customerId === undefined ? [tenantId] : [tenantId, customerId];
      return prepareCached(
        db,
        `SELECT * FROM ${spec.table} WHERE tenant_id = ? ${byCustomer} AND id IN (SELECT value FROM json_each(?))`,
      ).all(...params, JSON.stringify(ids)) as unknown as Row[];
    },
    delete(id: string): void {
      prepareCached(db, `DELETE FROM ${spec.table} WHERE id = ?`).run(id);
    },
    setCustomer(id: string, customerId: string): void {
      prepareCached(db, `UPDATE ${spec.table} SET customer_id = ? WHERE id = ?`).run(customerId, id);
    },
    unassignCustomer(customerId: string): void {
      prepareCached(db, `UPDATE ${spec.table} SET customer_id = ? WHERE customer_id = ?`).run(NULL_UUID, customerId);
    },
    countByTenant(tenantId: string): number {
      const row = prepareCached(db, `SELECT count(*) AS n FROM ${spec.table} WHERE tenant_id = ?`).get(tenantId) as { n: number };
      return Number(row.n);
    },
    types(tenantId: string): string[] {
      const rows = prepareCached(db, `SELECT DISTINCT type FROM ${spec.table} WHERE tenant_id = ? ORDER BY type`).all(tenantId);
      return rows.map((row) => String(row.type));
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
