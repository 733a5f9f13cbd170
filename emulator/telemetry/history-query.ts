import { AGGREGATIONS } from './timeseries-store.ts';
import type { Aggregation, HistoryQuery, TimeseriesStore, TsValue } from './timeseries-store.ts';
import { nativeValue, valueText } from './values.ts';
import type { KvValue } from './values.ts';
import type { Attribute } from './attribute-store.ts';

/** `database.ts_max_intervals`. */
export const MAX_INTERVALS = 700;
export const DEFAULT_LIMIT = 100;

/** An illegal query argument; REST answers it as plain-text 400, WebSocket as an error update. */
export class IllegalQueryError extends Error {}

export interface HistoryInput {
  startTs: number;
  endTs: number;
  interval?: number;
  limit?: number;
  agg?: string;
  orderBy?: string;
}

/** Validates a history query the way the platform does: interval 0 forces NONE; at most 700 buckets. */
export function historyQuery(input: HistoryInput): HistoryQuery {
  const interval = input.interval ?? 0;
  let agg: Aggregation = 'NONE';
  if (interval !== 0) {
    const name = input.agg ?? 'NONE';
    if (!(AGGREGATIONS as string[]).includes(name)) {
      throw new IllegalQueryError(`No enum constant org.thingsboard.server.common.data.kv.Aggregation.${name}`);
    }
    agg = name as Aggregation;
  }
  if (agg !== 'NONE') {
    const intervals = Math.trunc((input.endTs - input.startTs) / Math.max(interval, 1000));
    if (intervals > MAX_INTERVALS) {
      throw new IllegalQueryError(
        `Incorrect TsKvQuery. Number of intervals is to high - ${intervals}. ` +
          `Please increase 'interval' parameter for your query or reduce the time range of the query.`,
      );
    }
  }
  const limit = input.limit !== undefined && input.limit > 0 ? input.limit : DEFAULT_LIMIT;
  const orderBy = (input.orderBy ?? 'DESC').toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
  return { startTs: input.startTs, endTs: input.endTs, interval, limit, agg, orderBy };
}

/** Each key's points; keys without points are left out. */
export function readHistory(store: TimeseriesStore, entityId: string, keys: string[], query: HistoryQuery): Map<string, TsValue[]> {
  const result = new Map<string, TsValue[]>();
  for (const key of keys) {
    const points = store.history(entityId, key, query);
    if (points.length > 0) result.set(key, points);
  }
  return result;
}

const output = (value: KvValue, strict: boolean) => (strict ? nativeValue(value) : valueText(value));

/** REST time-series map: key → [{ts, value}], values as strings unless strict types were asked for. */
export function timeseriesJson(series: Map<string, TsValue[]>, strict: boolean): Record<string, Array<{ ts: number; value: unknown }>> {
  const out: Record<string, Array<{ ts: number; value: unknown }>> = {};
  for (const [key, points] of series) out[key] = points.map((p) => ({ ts: p.ts, value: output(p.value, strict) }));
  return out;
}

export function attributeJson(attribute: Attribute) {
  return { lastUpdateTs: attribute.lastUpdateTs, key: attribute.key, value: nativeValue(attribute.value) };
}
