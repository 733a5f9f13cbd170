import { DAY } from '../../domain/time-window/time-units.ts';
import { defaultTimewindow, HISTORY, LAST_INTERVAL, windowRange, type Timewindow } from '../../domain/time-window/timewindow.ts';
import { queryWithoutTimewindow, timewindowFromQuery, type TimewindowQuery } from '../../domain/time-window/timewindow-query.ts';
import { CONSOLE_ZONE } from '../../domain/time-window/zoned-time.ts';
import type { TimeWindowPartProps } from '../../../views/parts/time-window/time-window.tsx';

/** The query members of a tab's dialogs (what is open over the tab). */
const OVERLAY = ['dialog', 'alarm', 'log', 'version', 'request', 'key', 'keys', 'event'];

/** The data points a tab's window offers (its panel's limit field; tables ignore it). */
const MAX_POINTS = 50_000;

/** A tab's time window (alarms: the last 30 days; events, audit logs: the last day), as the history's last interval. */
export function lastDays(now: number, days: number): Timewindow {
  const base = defaultTimewindow(now, MAX_POINTS);
  return { ...base, selectedTab: HISTORY, history: { ...base.history, historyType: LAST_INTERVAL, timewindowMs: days * DAY } };
}

export type TabWindow =
  | { kind: 'redirect'; query: Record<string, string> }
  | { kind: 'window'; range: [number, number]; part: TimeWindowPartProps };

/** The window a tab's query names (`timewindow=`, or the panel's form without JavaScript), its range, and its control. */
export function tabWindow(path: string, query: Record<string, unknown>, days: number): TabWindow {
  const now = Date.now();
  const read: TimewindowQuery = timewindowFromQuery(query, lastDays(now, days), { now, viewerZone: CONSOLE_ZONE, maxPoints: MAX_POINTS });
  if (read.kind === 'redirect') return { kind: 'redirect', query: read.query };
  // The panel's form keeps the tab's state, not what is open over it.
  const keep = queryWithoutTimewindow(query);
  for (const overlay of OVERLAY) delete keep[overlay];
  return { kind: 'window', range: windowRange(read.timewindow, now, CONSOLE_ZONE), part: { id: 'tab-timewindow', path, keep, query: read, now, maxPoints: MAX_POINTS } };
}
