import type { PlatformClient } from '../platform-client.ts';

export function acknowledgeAlarm(platform: PlatformClient, alarmId: string): Promise<void> {
  return platform.post<void>(`/api/alarm/${encodeURIComponent(alarmId)}/ack`);
}

export function clearAlarm(platform: PlatformClient, alarmId: string): Promise<void> {
  return platform.post<void>(`/api/alarm/${encodeURIComponent(alarmId)}/clear`);
}
