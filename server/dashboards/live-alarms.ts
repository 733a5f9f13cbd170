import type { WidgetView } from '../domain/dashboard/dashboard-view.ts';
import type { PlatformUpdate } from '../platform/ws/telemetry-commands.ts';
import type { AlarmData } from '../platform/types/entity-query.ts';
import { alarmRow } from './load-alarms.ts';

const isAlarm = (a: unknown): a is AlarmData => !!a && typeof a === 'object' && typeof (a as AlarmData).id?.id === 'string' && typeof (a as AlarmData).status === 'string';

/**
 * An alarm widget with a push of its alarm data subscription (contract 6.4, `ALARM_DATA`): a whole page (the first
 * reply, or the page now holds other alarms: one raised, one gone) replaces its rows and counts; changed alarms
 * (acknowledged, cleared) replace their rows.
 */
export function mergeAlarmUpdate(widget: WidgetView, update: PlatformUpdate): WidgetView {
  const message = update.message as { data?: { data?: unknown; totalPages?: unknown; totalElements?: unknown } | null; update?: unknown };
  const data = widget.data;
  if (message.data && Array.isArray(message.data.data)) {
    const alarms = message.data.data.filter(isAlarm).map(alarmRow);
    const total = (n: unknown, fallback: number) => (typeof n === 'number' && Number.isFinite(n) ? n : fallback);
    const page = data.page && { ...data.page, totalPages: total(message.data.totalPages, data.page.totalPages), totalElements: total(message.data.totalElements, data.page.totalElements) };
    return { ...widget, data: { ...data, alarms, page } };
  }
  if (!Array.isArray(message.update)) return widget;
  const changed = new Map(message.update.filter(isAlarm).map((a) => [a.id.id, alarmRow(a)]));
  if (changed.size === 0) return widget;
  return { ...widget, data: { ...data, alarms: data.alarms.map((row) => changed.get(row.id) ?? row) } };
}
