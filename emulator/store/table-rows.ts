import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';

/** INSERT of every column, values in column order (see `columnValues`). */
export function insertSql(table: string, columns: readonly string[]): string {
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
}

/** The same, overwriting all but the first `keep` columns (the id at least) of an id already stored. */
export function upsertSql(table: string, columns: readonly string[], keep = 1): string {
  const updates = columns.slice(keep).map((column) => `${column} = excluded.${column}`).join(', ');
  return `${insertSql(table, columns)} ON CONFLICT (id) DO UPDATE SET ${updates}`;
}

/** The row's values in column order; a `<field>_lc` column holds the lower-cased `<field>` (null when that is not text). */
export function columnValues(row: object, columns: readonly string[]): SQLInputValue[] {
  const record = row as Record<string, SQLInputValue | undefined>;
  return columns.map((column) => {
    if (column.endsWith('_lc')) {
      const source = record[column.slice(0, -3)];
      return typeof source === 'string' ? source.toLowerCase() : null;
    }
    return record[column] ?? null;
  });
}

/** Save, find and delete by id for a table keyed by `id`, whose rows carry a field per column. */
export function createTableRows<Row extends object>(db: DatabaseSync, table: string, columns: readonly string[], keep = 1) {
  const upsert = upsertSql(table, columns, keep);
  return {
    save(row: Row): void {
      prepareCached(db, upsert).run(...columnValues(row, columns));
    },
    findById(id: string): Row | undefined {
      return prepareCached(db, `SELECT * FROM ${table} WHERE id = ?`).get(id) as Row | undefined;
    },
    /** The tenant's row whose `column` (a name, title or alias, unique in the tenant) has the value. */
    findInTenant(column: string, tenantId: string, value: string): Row | undefined {
      return prepareCached(db, `SELECT * FROM ${table} WHERE tenant_id = ? AND ${column} = ?`).get(tenantId, value) as
        | Row
        | undefined;
    },
    delete(id: string): void {
      prepareCached(db, `DELETE FROM ${table} WHERE id = ?`).run(id);
    },
    /** Rows of the tenant, for the tenant profile's entity limits (`maxDevices`, `maxCustomers`, ...). */
    countByTenant(tenantId: string): number {
      const row = prepareCached(db, `SELECT count(*) AS n FROM ${table} WHERE tenant_id = ?`).get(tenantId) as { n: number };
      return Number(row.n);
    },
  };
}

/** The same for a table with a `name` unique in the tenant; saving a used name raises SQLite's UNIQUE constraint error. */
export function createNamedRows<Row extends object>(db: DatabaseSync, table: string, columns: readonly string[]) {
  const { findInTenant, ...rows } = createTableRows<Row>(db, table, columns);
  return { ...rows, findByName: (tenantId: string, name: string) => findInTenant('name', tenantId, name) };
}
