import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import { fromColumns, toColumns } from './values.ts';
import type { KvColumns, KvValue, TsPoint } from './values.ts';

export type Aggregation = 'NONE' | 'AVG' | 'MIN' | 'MAX' | 'SUM' | 'COUNT';
export const AGGREGATIONS: Aggregation[] = ['NONE', 'AVG', 'MIN', 'MAX', 'SUM', 'COUNT'];

export interface TsValue {
  ts: number;
  value: KvValue;
}

interface PointRow extends KvColumns {
  key: string;
  ts: number;
}

interface BucketRow {
  bucket: number;
  cnt: number;
  long_cnt: number;
  dbl_cnt: number;
  long_sum: number | null;
  dbl_sum: number | null;
  num_min: number | null;
  num_max: number | null;
  str_min: string | null;
  str_max: string | null;
}

export interface HistoryQuery {
  startTs: number;
  endTs: number;
  interval: number;
  limit: number;
  agg: Aggregation;
  orderBy: 'ASC' | 'DESC';
}

/** One bucket's aggregate the way SQL storage computes it (contract 5.4); null when there is nothing to report. */
function bucketValue(row: BucketRow, agg: Aggregation): KvValue | null {
  const numeric = row.long_cnt + row.dbl_cnt;
  const numType = row.dbl_cnt > 0 ? 'DOUBLE' : 'LONG';
  const sum = (row.long_sum ?? 0) + (row.dbl_sum ?? 0);
  switch (agg) {
    case 'COUNT': return { type: 'LONG', value: row.cnt };
    case 'AVG': return numeric > 0 ? { type: 'DOUBLE', value: sum / numeric } : null;
    case 'SUM': return numeric > 0 ? { type: numType, value: sum } : null;
    case 'MIN':
      if (numeric > 0) return { type: numType, value: row.num_min };
      return row.str_min === null ? null : { type: 'STRING', value: row.str_min };
    case 'MAX':
      if (numeric > 0) return { type: numType, value: row.num_max };
      return row.str_max === null ? null : { type: 'STRING', value: row.str_max };
    default: return null;
  }
}

export function createTimeseriesStore(db: DatabaseSync) {
  const point = (row: PointRow): TsValue => ({ ts: Number(row.ts), value: fromColumns(row) });
  return {
    /** Stores points and moves each key's latest value forward (never backwards in time). */
    save(entityId: string, points: TsPoint[]): void {
      const insert = prepareCached(
        db,
        `INSERT OR REPLACE INTO ts_kv (entity_id, key, ts, bool_v, long_v, dbl_v, str_v, json_v) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const latest = prepareCached(
        db,
        `INSERT INTO ts_kv_latest (entity_id, key, ts, bool_v, long_v, dbl_v, str_v, json_v) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (entity_id, key) DO UPDATE SET ts = excluded.ts, bool_v = excluded.bool_v, long_v = excluded.long_v,
           dbl_v = excluded.dbl_v, str_v = excluded.str_v, json_v = excluded.json_v
         WHERE excluded.ts >= ts_kv_latest.ts`,
      );
      // The latest value is written once per key (the newest point; of equal times the last one), not per point.
      const newest = new Map<string, TsPoint>();
      for (const p of points) {
        insert.run(entityId, p.key, p.ts, ...toColumns(p.value));
        const known = newest.get(p.key);
        if (!known || p.ts >= known.ts) newest.set(p.key, p);
      }
      for (const p of newest.values()) latest.run(entityId, p.key, p.ts, ...toColumns(p.value));
    },
    latest(entityId: string, keys: string[] | null): Map<string, TsValue> {
      const rows = keys === null
        ? prepareCached(db, 'SELECT * FROM ts_kv_latest WHERE entity_id = ? ORDER BY key').all(entityId)
        : prepareCached(db, 'SELECT * FROM ts_kv_latest WHERE entity_id = ? AND key IN (SELECT value FROM json_each(?))')
          .all(entityId, JSON.stringify(keys));
      return new Map((rows as unknown as PointRow[]).map((row) => [row.key, point(row)]));
    },
    latestKeys(entityId: string): string[] {
      return prepareCached(db, 'SELECT key FROM ts_kv_latest WHERE entity_id = ? ORDER BY key').all(entityId).map((row) => String(row.key));
    },
    /** Raw points in [startTs, endTs), at most `limit`, ordered by ts. */
    raw(entityId: string, key: string, startTs: number, endTs: number, limit: number, orderBy: 'ASC' | 'DESC'): TsValue[] {
      const sql = `SELECT * FROM ts_kv WHERE entity_id = ? AND key = ? AND ts >= ? AND ts < ? ORDER BY ts ${orderBy} LIMIT ?`;
      return (prepareCached(db, sql).all(entityId, key, startTs, endTs, limit) as unknown as PointRow[]).map(point);
    },
    /** One point per non-empty bucket of `interval` ms from startTs, stamped at the bucket's middle, ascending. */
    aggregate(entityId: string, key: string, startTs: number, endTs: number, interval: number, agg: Aggregation): TsValue[] {
      const rows = prepareCached(
        db,
        `SELECT CAST((ts - ?) / ? AS INTEGER) AS bucket, count(*) AS cnt, count(long_v) AS long_cnt, count(dbl_v) AS dbl_cnt,
           sum(long_v) AS long_sum, sum(dbl_v) AS dbl_sum,
           min(coalesce(long_v, dbl_v)) AS num_min, max(coalesce(long_v, dbl_v)) AS num_max,
           min(str_v) AS str_min, max(str_v) AS str_max
         FROM ts_kv WHERE entity_id = ? AND key = ? AND ts >= ? AND ts < ?
         GROUP BY bucket ORDER BY bucket`,
      ).all(startTs, interval, entityId, key, startTs, endTs) as unknown as BucketRow[];
      const out: TsValue[] = [];
      for (const row of rows) {
        const value = bucketValue(row, agg);
        if (value === null) continue;
        const bucketStart = startTs + Number(row.bucket) * interval;
        const bucketEnd = Math.min(bucketStart + interval, endTs);
        out.push({ ts: bucketStart + Math.floor((bucketEnd - bucketStart) / 2), value });
      }
      return out;
    },
    history(entityId: string, key: string, query: HistoryQuery): TsValue[] {
      if (query.agg === 'NONE') return this.raw(entityId, key, query.startTs, query.endTs, query.limit, query.orderBy);
      return this.aggregate(entityId, key, query.startTs, query.endTs, query.interval, query.agg);
    },
    /**
     * Deletes points in [startTs, endTs); a latest value inside the range is dropped or, with rewriteLatest,
     * replaced by the newest remaining point. Returns the keys whose latest value was removed, and the points that
     * became the latest in their place.
     */
    deleteRange(entityId: string, keys: string[], startTs: number, endTs: number, rewriteLatest: boolean): { removed: string[]; rewritten: TsPoint[] } {
      const removed: string[] = [];
      const rewritten: TsPoint[] = [];
      for (const key of keys) {
        prepareCached(db, 'DELETE FROM ts_kv WHERE entity_id = ? AND key = ? AND ts >= ? AND ts < ?').run(entityId, key, startTs, endTs);
        const current = prepareCached(db, 'SELECT ts FROM ts_kv_latest WHERE entity_id = ? AND key = ?').get(entityId, key);
        if (!current || Number(current.ts) < startTs || Number(current.ts) >= endTs) continue;
        prepareCached(db, 'DELETE FROM ts_kv_latest WHERE entity_id = ? AND key = ?').run(entityId, key);
        const newest = rewriteLatest ? this.raw(entityId, key, 0, Number.MAX_SAFE_INTEGER, 1, 'DESC')[0] : undefined;
        if (!newest) {
          removed.push(key);
          continue;
        }
        const latest = { key, ts: newest.ts, value: newest.value };
        this.save(entityId, [latest]);
        rewritten.push(latest);
      }
      return { removed, rewritten };
    },
    deleteEntity(entityId: string): void {
      prepareCached(db, 'DELETE FROM ts_kv WHERE entity_id = ?').run(entityId);
      prepareCached(db, 'DELETE FROM ts_kv_latest WHERE entity_id = ?').run(entityId);
    },
  };
}

export type TimeseriesStore = ReturnType<typeof createTimeseriesStore>;
