import type { FoundEntity } from './entity-filters.ts';
import type { AttributeScope, LatestValues, StoredValue } from './latest-values.ts';
import type { EntityKey } from './query-types.ts';

export interface TsValue {
  ts: number;
  value: string;
}

const SCOPES: Partial<Record<EntityKey['type'], AttributeScope | null>> = {
  ATTRIBUTE: null,
  CLIENT_ATTRIBUTE: 'CLIENT_SCOPE',
  SHARED_ATTRIBUTE: 'SHARED_SCOPE',
  SERVER_ATTRIBUTE: 'SERVER_SCOPE',
};

function fieldValue(entity: FoundEntity, key: string, now: number): StoredValue | undefined {
  const reader = Object.hasOwn(entity.table.fields, key) ? entity.table.fields[key] : undefined;
  if (!reader) return undefined;
  const raw = reader(entity.row);
  if (raw === null || raw === undefined) return { ts: now, value: null, text: '' };
  // additionalInfo is stored as JSON text already; it is reported as that text.
  return { ts: now, value: raw, text: String(raw) };
}

const cacheKey = (key: EntityKey) => `${key.type}\u0000${key.key}`;

/** Reads entity fields and latest values of found entities; `now` is the ts of entity fields. */
export function createValueReader(values: LatestValues, now: number) {
  const prefetched = new Map<string, Map<string, StoredValue>>();
  return {
    /** Loads one latest key for many entities in one query; later reads of that key use the result. */
    prefetch(entities: FoundEntity[], keys: EntityKey[]): void {
      const ids = entities.map((entity) => entity.id);
      for (const key of keys) {
        if (prefetched.has(cacheKey(key)) || ids.length < 2) continue;
        if (key.type === 'TIME_SERIES') prefetched.set(cacheKey(key), values.timeseriesOfMany(ids, key.key));
        else if (Object.hasOwn(SCOPES, key.type)) {
          prefetched.set(cacheKey(key), values.attributeOfMany(ids, SCOPES[key.type] ?? null, key.key));
        }
      }
    },
    stored(entity: FoundEntity, key: EntityKey): StoredValue | undefined {
      if (key.type === 'ENTITY_FIELD') return fieldValue(entity, key.key, now);
      const cached = prefetched.get(cacheKey(key));
      if (cached) return cached.get(entity.id);
      if (key.type === 'TIME_SERIES') return values.timeseries(entity.id, key.key);
      if (Object.hasOwn(SCOPES, key.type)) return values.attribute(entity.id, SCOPES[key.type] ?? null, key.key);
      return undefined;
    },
    /** The API form: strings only, `{ts: 0, value: ""}` for a latest key without data. */
    tsValue(entity: FoundEntity, key: EntityKey): TsValue | undefined {
      const stored = this.stored(entity, key);
      if (stored) return { ts: stored.ts, value: stored.text };
      if (key.type === 'ENTITY_FIELD') return undefined;
      return { ts: 0, value: '' };
    },
  };
}

export type ValueReader = ReturnType<typeof createValueReader>;
