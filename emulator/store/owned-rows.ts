import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import { NULL_UUID } from '../lib/ids.ts';
import type { OwnedRow } from './owned-entities.ts';
import { createNamedRows } from './table-rows.ts';

/** Row reads and writes every customer-ownable entity table (device, asset, entity_view, edge) shares. */
export function createOwnedRows<Row extends OwnedRow>(db: DatabaseSync, table: string, columns: readonly string[]) {
  return {
    ...createNamedRows<Row>(db, table, columns),
    findByIds(tenantId: string, customerId: string | undefined, ids: string[]): Row[] {
      const byCustomer = customerId === undefined ? '' : 'AND customer_id = ?';
      const params = customerId === undefined ? [tenantId] : [tenantId, customerId];
      return prepareCached(
        db,
        `SELECT * FROM ${table} WHERE tenant_id = ? ${byCustomer} AND id IN (SELECT value FROM json_each(?))`,
      ).all(...params, JSON.stringify(ids)) as unknown as Row[];
    },
    setCustomer(id: string, customerId: string): void {
      prepareCached(db, `UPDATE ${table} SET customer_id = ? WHERE id = ?`).run(customerId, id);
    },
    unassignCustomer(customerId: string): void {
      prepareCached(db, `UPDATE ${table} SET customer_id = ? WHERE customer_id = ?`).run(NULL_UUID, customerId);
    },
    types(tenantId: string): string[] {
      const rows = prepareCached(db, `SELECT DISTINCT type FROM ${table} WHERE tenant_id = ? ORDER BY type`).all(tenantId);
      return rows.map((row) => String(row.type));
    },
  };
}
