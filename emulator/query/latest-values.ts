import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import { fromColumns, valueText } from '../telemetry/values.ts';
import type { KvColumns } from '../telemetry/values.ts';

export type AttributeScope = 'CLIENT_SCOPE' | 'SHARED_SCOPE' | 'SERVER_SCOPE';

/** One value with its native type (`value`) and the platform's string form (`text`). */
export interface StoredValue {
  ts: number;
  value: unknown;
  text: string;
}

/** What the query engine reads from the telemetry tables: latest values per key, and key names. */
export interface LatestValues {
  /** scope null = any scope (the most recently updated one wins). */
  attribute(entityId: string, scope: AttributeScope | null, key: string): StoredValue | undefined;
  timeseries(entityId: string, key: string): StoredValue | undefined;
  /** The same for many entities at once (entity id → value; entities without one are absent). */
  attributeOfMany(entityIds: string[], scope: AttributeScope | null, key: string): Map<string, StoredValue>;
  timeseriesOfMany(entityIds: string[], key: string): Map<string, StoredValue>;
  attributeKeys(entityIds: string[]): string[];
  timeseriesKeys(entityIds: string[]): string[];
}

type KvRow = KvColumns & { ts: number };

function stored(row: KvRow | undefined): StoredValue | undefined {
  if (!row) return undefined;
  const kv = fromColumns(row);
  return { ts: Number(row.ts), value: kv.value, text: valueText(kv) };
}

function distinctKeys(db: DatabaseSync, table: string, entityIds: string[]): string[] {
  if (entityIds.length === 0) return [];
  const sql = `SELECT DISTINCT key FROM ${table} WHERE entity_id IN (SELECT value FROM json_each(?)) ORDER BY key`;
  return (prepareCached(db, sql).all(JSON.stringify(entityIds)) as { key: string }[]).map((row) => row.key);
}

const COLUMNS = 'bool_v, long_v, dbl_v, str_v, json_v';

/** Reads attribute_kv and ts_kv_latest (tables of the telemetry area). */
export function latestValuesOf(db: DatabaseSync): LatestValues {
  return {
    attribute(entityId, scope, key) {
      const row = scope === null
        ? prepareCached(
            db,
            `SELECT ${COLUMNS}, last_update_ts AS ts FROM attribute_kv WHERE entity_id = ? AND key = ?
             ORDER BY last_update_ts DESC LIMIT 1`,
          ).get(entityId, key)
        : prepareCached(
            db,
            `SELECT ${COLUMNS}, last_update_ts AS ts FROM attribute_kv WHERE entity_id = ? AND scope = ? AND key = ?`,
          ).get(entityId, scope, key);
      return stored(row as KvRow | undefined);
    },
    timeseries(entityId, key) {
      const row = prepareCached(db, `SELECT ${COLUMNS}, ts FROM ts_kv_latest WHERE entity_id = ? AND key = ?`).get(entityId, key);
      return stored(row as KvRow | undefined);
    },
    attributeOfMany(entityIds, scope, key) {
      const rows = prepareCached(
        db,
        `SELECT entity_id, scope, ${COLUMNS}, last_update_ts AS ts FROM attribute_kv
         WHERE key = ? AND entity_id IN (SELECT value FROM json_each(?))`,
      ).all(key, JSON.stringify(entityIds)) as unknown as (KvRow & { entity_id: string; scope: string })[];
      const found = new Map<string, StoredValue>();
      for (const row of rows) {
        if (scope !== null && row.scope !== scope) continue;
        const value = stored(row) as StoredValue;
        const known = found.get(row.entity_id);
        if (!known || value.ts > known.ts) found.set(row.entity_id, value);
      }
      return found;
    },
    timeseriesOfMany(entityIds, key) {
      const rows = prepareCached(
        db,
        `SELECT entity_id, ${COLUMNS}, ts FROM ts_kv_latest WHERE key = ? AND entity_id IN (SELECT value FROM json_each(?))`,
      ).all(key, JSON.stringify(entityIds)) as unknown as (KvRow & { entity_id: string })[];
      return new Map(rows.map((row) => [row.entity_id, stored(row) as StoredValue]));
    },
    attributeKeys: (entityIds) => distinctKeys(db, 'attribute_kv', entityIds),
    timeseriesKeys: (entityIds) => distinctKeys(db, 'ts_kv_latest', entityIds),
  };
}
