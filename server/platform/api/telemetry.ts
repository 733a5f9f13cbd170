import type { PlatformClient } from '../platform-client.ts';
import type { EntityId } from '../types/ids.ts';
import type { AttributeScope, AttributeValue, TimeseriesData, TimeseriesQuery } from '../types/telemetry.ts';

const base = (entity: EntityId) =>
  `/api/plugins/telemetry/${encodeURIComponent(entity.entityType)}/${encodeURIComponent(entity.id)}`;

/** Telemetry: time series and attributes of any entity (contract 5). */
export const telemetryApi = {
  /** Historical time series of one entity (contract 5.4); keys without points are absent. */
  async getTimeseries(client: PlatformClient, entity: EntityId, query: TimeseriesQuery): Promise<TimeseriesData> {
    const data = await client.get<TimeseriesData | undefined>(`${base(entity)}/values/timeseries`, {
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
  },

  async getAttributes(client: PlatformClient, entity: EntityId, scope: AttributeScope, keys: string[]): Promise<AttributeValue[]> {
    return (await client.get<AttributeValue[] | undefined>(`${base(entity)}/values/attributes/${scope}`, { query: { keys: keys.join(',') } })) ?? [];
  },

  saveAttributes(client: PlatformClient, entity: EntityId, scope: 'SERVER_SCOPE' | 'SHARED_SCOPE', values: Record<string, unknown>): Promise<void> {
    return client.post<void>(`${base(entity)}/attributes/${scope}`, { body: values });
  },

  /** Saves latest values as time series at the platform's current time. */
  saveTimeseries(client: PlatformClient, entity: EntityId, values: Record<string, unknown>): Promise<void> {
    return client.post<void>(`${base(entity)}/timeseries/ANY`, { body: values });
  },

  /** The latest value of every time-series key of an entity (contract 5.3, no keys named). */
  async getLatestTimeseries(client: PlatformClient, entity: EntityId): Promise<TimeseriesData> {
    return (await client.get<TimeseriesData | undefined>(`${base(entity)}/values/timeseries`, { query: { useStrictDataTypes: false } })) ?? {};
  },

  /** The address of the telemetry WebSocket (contract 6.1), which takes the access token in its query. */
  socketUrl(platformUrl: string, token: string): URL {
    const url = new URL('/api/ws/plugins/telemetry', platformUrl);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('token', token);
    return url;
  },
};
