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

  findAlarmData(client: PlatformClient, query: AlarmDataQuery): Promise<PageData<AlarmData>> {
    return client.post<PageData<AlarmData>>('/api/alarmsQuery/find', { body: query });
  },
};
