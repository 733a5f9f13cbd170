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

/** Past this many entities one pass over the key's rows beats looking every entity up through json_each. */
const SCAN_ABOVE = 1000;

/**
 * Rows of one key for many entities, as arrays: entity_id, the `leading` columns (ending with the timestamp), then
 * the typed value columns. Arrays rather than objects: on a large tenant this reads one row per entity.
 */
function keyRows(db: DatabaseSync, table: string, leading: string, key: string, entityIds: string[]): unknown[][] {
  const select = `SELECT entity_id, ${leading}, ${COLUMNS} FROM ${table} WHERE key = ?`;
  if (entityIds.length <= SCAN_ABOVE) {
    const statement = prepareCached(db, `${select} AND entity_id IN (SELECT value FROM json_each(?))`);
    statement.setReturnArrays(true);
    return statement.all(key, JSON.stringify(entityIds)) as unknown as unknown[][];
  }
  const statement = prepareCached(db, select);
  statement.setReturnArrays(true);
  const wanted = new Set(entityIds);
  return (statement.all(key) as unknown as unknown[][]).filter((row) => wanted.has(row[0] as string));
}

/** A value row read by keyRows: the timestamp at `tsIndex`, the five typed columns after it. */
function storedOfArray(row: unknown[], tsIndex: number): StoredValue {
  const [bool_v, long_v, dbl_v, str_v, json_v] = row.slice(tsIndex + 1) as [number | null, number | null, number | null, string | null, string | null];
  const kv = fromColumns({ bool_v, long_v, dbl_v, str_v, json_v });
  return { ts: Number(row[tsIndex]), value: kv.value, text: valueText(kv) };
}

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
      const found = new Map<string, StoredValue>();
      for (const row of keyRows(db, 'attribute_kv', 'scope, last_update_ts', key, entityIds)) {
        if (scope !== null && row[1] !== scope) continue;
        const value = storedOfArray(row, 2);
        const known = found.get(row[0] as string);
        if (!known || value.ts > known.ts) found.set(row[0] as string, value);
      }
      return found;
    },
    timeseriesOfMany(entityIds, key) {
      const found = new Map<string, StoredValue>();
      for (const row of keyRows(db, 'ts_kv_latest', 'ts', key, entityIds)) found.set(row[0] as string, storedOfArray(row, 1));
      return found;
    },
    attributeKeys: (entityIds) => distinctKeys(db, 'attribute_kv', entityIds),
    timeseriesKeys: (entityIds) => distinctKeys(db, 'ts_kv_latest', entityIds),
  };
}
