import type { Aggregation, TimeseriesStore, TsValue } from './timeseries-store.ts';
import type { TsPoint } from './values.ts';

/** The bucket grid of an aggregated live subscription: `interval` ms buckets counted from `startTs`. */
export interface BucketGrid {
  startTs: number;
  interval: number;
  agg: Aggregation;
}

/**
 * What an aggregated subscription pushes for new points: per key, each bucket the points fell into,
 * re-aggregated over everything stored in it (stamped at the bucket's middle like history reads),
 * instead of the raw points. Points before the grid's start belong to no bucket of the subscription.
 */
export function reaggregatedBuckets(
  store: TimeseriesStore, entityId: string, points: TsPoint[], grid: BucketGrid, wanted: (key: string) => boolean,
): Map<string, TsValue[]> {
  const buckets = new Map<string, Set<number>>();
  for (const point of points) {
    if (!wanted(point.key) || point.ts < grid.startTs) continue;
    const index = Math.floor((point.ts - grid.startTs) / grid.interval);
    let indexes = buckets.get(point.key);
    if (!indexes) buckets.set(point.key, (indexes = new Set()));
    indexes.add(index);
  }
  const out = new Map<string, TsValue[]>();
  for (const [key, indexes] of [...buckets].sort(([a], [b]) => a.localeCompare(b))) {
    const values: TsValue[] = [];
    for (const index of [...indexes].sort((a, b) => a - b)) {
      const bucketStart = grid.startTs + index * grid.interval;
      values.push(...store.aggregate(entityId, key, bucketStart, bucketStart + grid.interval, grid.interval, grid.agg));
    }
    if (values.length > 0) out.set(key, values);
  }
  return out;
}
