import type { PlatformClient } from '../platform-client.ts';
import type { AlarmData, AlarmDataQuery, EntityData, EntityDataQuery, EntityFilter, KeyFilter } from '../types/entity-query.ts';
import type { PageData } from '../types/page-data.ts';

/** The entity and alarm data queries (contract 7). */
export const entityQueryApi = {
  findEntityData(client: PlatformClient, query: EntityDataQuery): Promise<PageData<EntityData>> {
    return client.post<PageData<EntityData>>('/api/entitiesQuery/find', { body: query });
  },

  countEntities(client: PlatformClient, query: { entityFilter: EntityFilter; keyFilters?: KeyFilter[] }): Promise<number> {
    return client.post<number>('/api/entitiesQuery/count', { body: query });
  },

  /** The time-series and attribute keys of the entities a query finds (its first page, at most 100). */
  findEntityKeys(client: PlatformClient, query: EntityDataQuery): Promise<{ timeseries: string[]; attribute: string[] }> {
    return client.post<{ timeseries: string[]; attribute: string[] }>('/api/entitiesQuery/find/keys', { body: query, query: { timeseries: 'true', attributes: 'true' } });
  },

  findAlarmData(client: PlatformClient, query: AlarmDataQuery): Promise<PageData<AlarmData>> {
    return client.post<PageData<AlarmData>>('/api/alarmsQuery/find', { body: query });
  },
};
