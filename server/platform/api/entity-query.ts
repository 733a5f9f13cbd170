import type { PlatformClient } from '../platform-client.ts';
import type { AlarmData, AlarmDataQuery, EntityData, EntityDataQuery, EntityFilter, KeyFilter } from '../types/entity-query.ts';
import type { PageData } from '../types/page-data.ts';

export function findEntityData(platform: PlatformClient, query: EntityDataQuery): Promise<PageData<EntityData>> {
  return platform.post<PageData<EntityData>>('/api/entitiesQuery/find', { body: query });
}

export function countEntities(platform: PlatformClient, query: { entityFilter: EntityFilter; keyFilters?: KeyFilter[] }): Promise<number> {
  return platform.post<number>('/api/entitiesQuery/count', { body: query });
}

export function findAlarmData(platform: PlatformClient, query: AlarmDataQuery): Promise<PageData<AlarmData>> {
  return platform.post<PageData<AlarmData>>('/api/alarmsQuery/find', { body: query });
}
