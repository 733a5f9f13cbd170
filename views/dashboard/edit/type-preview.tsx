import { readWidget } from '../../../server/dashboards/read-widget.ts';
import type { EntityInfo, KeyValue, SeriesPoint, WidgetView } from '../../../server/domain/dashboard/dashboard-view.ts';
import type { ViewContext } from '../../view-context.tsx';
import type { DashboardContextValue } from '../dashboard-context.tsx';
import { renderWidgetBody } from '../widget-bodies.tsx';
import type { Json } from '../../../server/dashboards/json-read.ts';

const SAMPLE: EntityInfo = { id: { entityType: 'DEVICE', id: '00000000-0000-4000-8000-000000000000' }, name: 'Sample', label: '', type: 'default' };
const POINTS = 24;
const MINUTE = 60_000;

/** A smooth made-up series ending at `now`, the same for every preview. */
function sampleSeries(now: number, phase: number): SeriesPoint[] {
  return Array.from({ length: POINTS }, (_, i) => [now - (POINTS - 1 - i) * MINUTE, (20 + 5 * Math.sin(i / 3 + phase)).toFixed(1)] as SeriesPoint);
}

/**
 * A widget type's preview for the add-widget dialog: the type's own renderer drawing its default configuration on
 * sample data (one sample entity, each key a made-up series and its last value), as markup; null when the renderer
 * cannot draw it.
 */
export function typePreviewHtml(widget: Json, view: ViewContext, dashboardId: string, now: number): string | null {
  const config = readWidget(String(widget.id), widget);
  const keys = config.datasources.flatMap((d) => d.dataKeys);
  const values: KeyValue[] = keys.map((key, i) => {
    const series = sampleSeries(now, i);
    return { key, latest: { ts: now, value: series[series.length - 1][1] }, series };
  });
  const preview: WidgetView = {
    config,
    placement: { widgetId: config.id, sizeX: typeof widget.sizeX === 'number' ? widget.sizeX : 8, sizeY: typeof widget.sizeY === 'number' ? widget.sizeY : 6, row: 0, col: 0, mobileOrder: null, mobileHeight: null, mobileHide: false, desktopHide: false },
    index: 0,
    data: {
      rows: config.kind === 'latest' || config.kind === 'timeseries' ? [{ datasourceIndex: 0, entity: SAMPLE, values }] : [],
      alarms: [],
      page: null,
      window: { startTs: now - POINTS * MINUTE, endTs: now, interval: 0, agg: 'NONE', limit: POINTS, realtime: true, timeZone: 'UTC' },
      target: config.kind === 'rpc' ? SAMPLE : null,
      controlValue: null,
      problems: [],
      functionSources: 0,
      custom: null,
      alarmQuery: null,
    },
    form: null,
    nested: null,
  };
  const context: DashboardContextValue = {
    dashboardId,
    here: `/dashboards/${dashboardId}/edit`,
    bodies: new Map(),
    nav: { path: `/dashboards/${dashboardId}/edit`, dashboardsPrefix: '/dashboards', stack: [{ id: 'default', params: {} }], stateControllerId: 'entity', keep: {} },
    editing: true,
  };
  const body = renderWidgetBody(preview, view, context);
  return body.failed ? null : body.html;
}
