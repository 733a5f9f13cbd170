import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import { fromColumns, toColumns } from './values.ts';
import type { KvColumns, KvValue } from './values.ts';

export const SCOPES = ['CLIENT_SCOPE', 'SHARED_SCOPE', 'SERVER_SCOPE'] as const;
export type Scope = (typeof SCOPES)[number];

export interface Attribute {
  scope: string;
  key: string;
  lastUpdateTs: number;
  value: KvValue;
}

interface AttributeRow extends KvColumns {
  scope: string;
  key: string;
  last_update_ts: number;
}

// Client, shared, server: the order in which the platform lists keys over all scopes.
const SCOPE_ORDER = "CASE scope WHEN 'CLIENT_SCOPE' THEN 0 WHEN 'SHARED_SCOPE' THEN 1 ELSE 2 END";

const toAttribute = (row: AttributeRow): Attribute => ({
  scope: row.scope, key: row.key, lastUpdateTs: row.last_update_ts, value: fromColumns(row),
});

export function createAttributeStore(db: DatabaseSync) {
  return {
    save(entityId: string, scope: string, entries: Array<{ key: string; value: KvValue }>, ts: number): void {
      const insert = prepareCached(
        db,
        `INSERT INTO attribute_kv (entity_id, scope, key, bool_v, long_v, dbl_v, str_v, json_v, last_update_ts)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (entity_id, scope, key) DO UPDATE SET bool_v = excluded.bool_v, long_v = excluded.long_v,
           dbl_v = excluded.dbl_v, str_v = excluded.str_v, json_v = excluded.json_v, last_update_ts = excluded.last_update_ts`,
      );
      for (const entry of entries) insert.run(entityId, scope, entry.key, ...toColumns(entry.value), ts);
    },
    /** Attributes of one scope (or all scopes when null), optionally only the given keys. */
    find(entityId: string, scope: string | null, keys: string[] | null): Attribute[] {
      const where = ['entity_id = ?'];
      const params: string[] = [entityId];
      if (scope !== null) {
        where.push('scope = ?');
        params.push(scope);
      }
      if (keys !== null) {
        where.push('key IN (SELECT value FROM json_each(?))');
        params.push(JSON.stringify(keys));
      }
      const sql = `SELECT * FROM attribute_kv WHERE ${where.join(' AND ')} ORDER BY ${SCOPE_ORDER}, key`;
      return (prepareCached(db, sql).all(...params) as unknown as AttributeRow[]).map(toAttribute);
    },
    get(entityId: string, scope: string, key: string): Attribute | undefined {
      const row = prepareCached(db, 'SELECT * FROM attribute_kv WHERE entity_id = ? AND scope = ? AND key = ?').get(
        entityId, scope, key,
      ) as AttributeRow | undefined;
      return row && toAttribute(row);
    },
    keys(entityId: string, scope: string | null): string[] {
      const rows = scope === null
        ? prepareCached(db, `SELECT key FROM attribute_kv WHERE entity_id = ? ORDER BY ${SCOPE_ORDER}, key`).all(entityId)
        : prepareCached(db, 'SELECT key FROM attribute_kv WHERE entity_id = ? AND scope = ? ORDER BY key').all(entityId, scope);
      return rows.map((row) => String(row.key));
    },
    /** Deletes the keys of one scope; returns the keys that existed. */
    delete(entityId: string, scope: string, keys: string[]): string[] {
      const existing = this.find(entityId, scope, keys).map((attribute) => attribute.key);
      prepareCached(db, 'DELETE FROM attribute_kv WHERE entity_id = ? AND scope = ? AND key IN (SELECT value FROM json_each(?))')
        .run(entityId, scope, JSON.stringify(keys));
      return existing;
    },
    deleteEntity(entityId: string): void {
      prepareCached(db, 'DELETE FROM attribute_kv WHERE entity_id = ?').run(entityId);
    },
  };
}

export type AttributeStore = ReturnType<typeof createAttributeStore>;
