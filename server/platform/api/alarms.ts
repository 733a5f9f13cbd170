import type { PlatformClient } from '../platform-client.ts';

/** Alarms (contract 4.12). */
export const alarmsApi = {
  acknowledgeAlarm(client: PlatformClient, alarmId: string): Promise<void> {
    return client.post<void>(`/api/alarm/${encodeURIComponent(alarmId)}/ack`);
  },

  clearAlarm(client: PlatformClient, alarmId: string): Promise<void> {
    return client.post<void>(`/api/alarm/${encodeURIComponent(alarmId)}/clear`);
  },
};
