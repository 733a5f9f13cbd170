import type { PlatformClient } from '../platform-client.ts';
import type { EntityId } from '../types/ids.ts';
import type { PageData, PageLink } from '../types/page-data.ts';
import type { AlarmInfo, AlarmSearchStatus } from '../types/alarm-info.ts';

/** The alarms tab's calls (contract 4.16). */
export const entityAlarmsApi = {
  /** Alarms originated by or propagated to the entity, in a time range, with their originators' names. */
  list(client: PlatformClient, entity: EntityId, link: PageLink, searchStatus: AlarmSearchStatus, range: [number, number]): Promise<PageData<AlarmInfo>> {
    return client.get<PageData<AlarmInfo>>(`/api/alarm/${encodeURIComponent(entity.entityType)}/${encodeURIComponent(entity.id)}`, {
      query: { ...link, searchStatus: searchStatus === 'ANY' ? undefined : searchStatus, startTime: range[0], endTime: range[1], fetchOriginator: true },
    });
  },

  info(client: PlatformClient, alarmId: string): Promise<AlarmInfo> {
    return client.get<AlarmInfo>(`/api/alarm/info/${encodeURIComponent(alarmId)}`);
  },
};
