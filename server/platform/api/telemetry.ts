import type { PlatformClient } from '../platform-client.ts';
import type { EntityId } from '../types/entity-query.ts';
import type { AttributeScope, AttributeValue, TimeseriesData, TimeseriesQuery } from '../types/telemetry.ts';

const base = (entity: EntityId) =>
  `/api/plugins/telemetry/${encodeURIComponent(entity.entityType)}/${encodeURIComponent(entity.id)}`;

/** Historical time series of one entity (contract 5.4); keys without points are absent. */
export async function getTimeseries(platform: PlatformClient, entity: EntityId, query: TimeseriesQuery): Promise<TimeseriesData> {
  const data = await platform.get<TimeseriesData | undefined>(`${base(entity)}/values/timeseries`, {
    query: {
      keys: query.keys.join(','),
      startTs: query.startTs,
      endTs: query.endTs,
      interval: query.interval,
      agg: query.agg,
      limit: query.limit,
      orderBy: query.orderBy,
      useStrictDataTypes: false,
    },
  });
  return data ?? {};
}

export async function getAttributes(platform: PlatformClient, entity: EntityId, scope: AttributeScope, keys: string[]): Promise<AttributeValue[]> {
  return (await platform.get<AttributeValue[] | undefined>(`${base(entity)}/values/attributes/${scope}`, { query: { keys: keys.join(',') } })) ?? [];
}

export function saveAttributes(platform: PlatformClient, entity: EntityId, scope: 'SERVER_SCOPE' | 'SHARED_SCOPE', values: Record<string, unknown>): Promise<void> {
  return platform.post<void>(`${base(entity)}/attributes/${scope}`, { body: values });
}

/** Saves latest values as time series at the platform's current time. */
export function saveTimeseries(platform: PlatformClient, entity: EntityId, values: Record<string, unknown>): Promise<void> {
  return platform.post<void>(`${base(entity)}/timeseries/ANY`, { body: values });
}

/** The latest value of every time-series key of an entity (contract 5.3, no keys named). */
export async function getLatestTimeseries(platform: PlatformClient, entity: EntityId): Promise<TimeseriesData> {
  return (await platform.get<TimeseriesData | undefined>(`${base(entity)}/values/timeseries`, { query: { useStrictDataTypes: false } })) ?? {};
}
