import type { ResolvedWindow, SeriesPoint, SourceRow } from '../domain/dashboard/dashboard-view.ts';
import { telemetryApi } from '../platform/api/telemetry.ts';
import type { LoadContext } from './load-context.ts';

// Entities read at once per widget: enough to overlap the calls, few enough not to flood the platform.
const PARALLEL_ENTITIES = 8;

/**
 * Fills the time-series keys of each row with the points of the window (`GET .../values/timeseries`): raw points
 * up to the limit, newest first and then put in time order, or one point per non-empty bucket when aggregated.
 */
export async function loadSeries(ctx: LoadContext, rows: SourceRow[], window: ResolvedWindow): Promise<void> {
  const pending = rows.filter((row) => row.entity && row.values.some((v) => v.key.type === 'timeseries'));
  for (let i = 0; i < pending.length; i += PARALLEL_ENTITIES) {
    await Promise.all(pending.slice(i, i + PARALLEL_ENTITIES).map((row) => loadRow(ctx, row, window)));
  }
}

async function loadRow(ctx: LoadContext, row: SourceRow, window: ResolvedWindow): Promise<void> {
  const keys = [...new Set(row.values.filter((v) => v.key.type === 'timeseries').map((v) => v.key.name))];
  const data = await telemetryApi.getTimeseries(ctx.platform, row.entity!.id, {
    keys,
    startTs: window.startTs,
    endTs: window.endTs,
    interval: window.interval,
    agg: window.agg,
    limit: window.limit,
    orderBy: window.agg === 'NONE' ? 'DESC' : undefined,
  });
  for (const value of row.values) {
    if (value.key.type !== 'timeseries') continue;
    const points: SeriesPoint[] = (data[value.key.name] ?? [])
      .filter((p) => p.value !== null)
      .map((p) => [p.ts, String(p.value)]);
    value.series = points.sort((a, b) => a[0] - b[0]);
  }
}
