import type { PlatformUpdate } from '../../platform/ws/telemetry-commands.ts';
import type { EntityData } from '../../platform/types/entity-query.ts';
import { seriesOf } from '../../../views/dashboard/widgets/charts/series.ts';
import type { ChartPointsEvent } from '../../../views/dashboard/widgets/charts/chart-island-props.ts';
import { dashboardWidgetTile, type LiveWidgetState } from './dashboard-widget.tsx';
import type { LiveTile } from './live-tile.ts';

/** The times each (entity, key) of an update brings. */
function updatedTimes(update: PlatformUpdate): Map<string, Set<number>> {
  const message = update.message as { data?: { data?: unknown } | null; update?: unknown };
  const entities = [...(Array.isArray(message.data?.data) ? message.data.data : []), ...(Array.isArray(message.update) ? message.update : [])] as EntityData[];
  const times = new Map<string, Set<number>>();
  for (const entity of entities) {
    if (!entity?.entityId || typeof entity.entityId.id !== 'string') continue;
    for (const [key, points] of Object.entries(entity.timeseries ?? {})) {
      if (!Array.isArray(points)) continue;
      const set = times.get(`${entity.entityId.id}\u0000${key}`) ?? new Set<number>();
      for (const p of points) if (p && typeof p.ts === 'number') set.add(p.ts);
      times.set(`${entity.entityId.id}\u0000${key}`, set);
    }
  }
  return times;
}

/**
 * A chart's points for the chart island: every point in the window for a snapshot (no update: a first or fresh
 * stream), else the points of this update as the state now holds them, each series in the chart's order.
 */
export function chartPoints(state: LiveWidgetState, update: PlatformUpdate | null): ChartPointsEvent {
  const { widget } = state;
  const window = widget.data.window;
  const startTs = window?.startTs ?? 0;
  const series = seriesOf(widget);
  // seriesOf's order: each row's time-series values; the same walk names each series' entity and key.
  const names = widget.data.rows.flatMap((row) => row.values.filter((v) => v.key.type === 'timeseries').map((v) => `${row.entity?.id.id ?? ''}\u0000${v.key.name}`));
  const times = update ? updatedTimes(update) : null;
  return {
    id: `widget-${widget.index}`,
    startTs,
    endTs: window?.endTs ?? 1,
    full: times === null,
    series: series.map((s, i) => {
      const inWindow = s.points.filter(([ts]) => ts >= startTs);
      const wanted = times?.get(names[i]);
      return times ? (wanted ? inWindow.filter(([ts]) => wanted.has(ts)) : []) : inWindow;
    }),
  };
}

/**
 * A time chart kept live by the chart island (`dashboard-chart:<the argument of a dashboard-widget tile>`): the
 * same subscription as the widget's, but its events carry points (JSON `points` events), not the redrawn widget.
 */
export const dashboardChartTile: LiveTile<LiveWidgetState> = {
  kind: 'dashboard-chart',
  async topic(argument, request) {
    const spec = await dashboardWidgetTile.topic(argument, request);
    return spec ? { ...spec, key: `dashboard-chart:${argument}` } : null;
  },
  render: dashboardWidgetTile.render,
  points: (_argument, state, update) => JSON.stringify(chartPoints(state, update)),
};
