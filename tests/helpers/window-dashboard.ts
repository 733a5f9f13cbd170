import { alias, configuration, entitySource, key, saveDashboard, type TestWidget } from './dashboards.ts';
import type { Session } from './emulator.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** A history window of the last `timewindowMs`, aggregated by `type` in buckets of `interval`. */
export const history = (timewindowMs: number, interval: number, type = 'AVG', extra: Record<string, unknown> = {}) =>
  ({ selectedTab: 1, history: { historyType: 0, timewindowMs, interval }, aggregation: { type, limit: 200 }, ...extra });

/**
 * A device with a point worth 1 every 30 s over the last three hours (a bucket's COUNT tells how many it holds), and
 * a dashboard of the last two hours in 10-minute buckets showing it in a chart of the dashboard's window, a chart
 * of its own last hour in 5-minute buckets (its control shown), and `extra` widgets.
 */
export async function windowDashboard(admin: Session, extra: (source: unknown) => TestWidget[] = () => []) {
  const device = (await admin.post('/api/device', { name: 'Window meter', type: 'meter' })).body;
  const now = Date.now();
  const body = Array.from({ length: 360 }, (_, i) => ({ ts: now - (i + 1) * 30_000, values: { temperature: 1 } }));
  const posted = await admin.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, body);
  if (posted.status !== 200) throw new Error(`posting telemetry: ${posted.status}`);
  const source = entitySource('meter', [key('temperature', 'timeseries')]);
  const { ids, configuration: config } = configuration([
    { type: 'charts.basic_timeseries', kind: 'timeseries', title: 'Follows the dashboard', config: { datasources: [source] } },
    { type: 'charts.basic_timeseries', kind: 'timeseries', title: 'Own hour', config: { datasources: [source], useDashboardTimewindow: false, timewindow: history(HOUR, 5 * MINUTE) } },
    ...extra(source),
  ], alias('meter', { type: 'singleEntity', singleEntity: device.id }), { timewindow: history(2 * HOUR, 10 * MINUTE) });
  const id = await saveDashboard(admin, 'Windows', config);
  return { id, ids, device };
}
