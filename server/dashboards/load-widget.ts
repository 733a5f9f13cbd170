import type { WidgetConfig } from '../domain/dashboard/dashboard-config.ts';
import type { WidgetData } from '../domain/dashboard/dashboard-view.ts';
import { isPlatformError } from '../platform/platform-error.ts';
import type { EntityDataPageLink, EntityKey } from '../platform/types/entity-query.ts';
import { num, text } from './json-read.ts';
import { loadAlarms } from './load-alarms.ts';
import { emptyData, type LoadContext } from './load-context.ts';
import { loadControlValue, loadTarget } from './load-control.ts';
import { loadCustomWidget } from './load-custom-widget.ts';
import { keyTypeOf, loadDatasource } from './load-entities.ts';
import { loadSeries } from './load-series.ts';
import { pageOf } from './table-params.ts';
import { resolveWindow, windowUntil } from './time-window.ts';

/** Widgets that page their entities through the query, as upstream's entity tables do. */
const ENTITY_TABLES = new Set(['cards.entities_table', 'entity_admin_widgets.device_admin_table', 'entity_admin_widgets.asset_admin_table']);
const WINDOWED_STATIC = new Set(['date.date_range_navigator']);
const ENTITY_SORT_FIELDS: Record<string, string> = { entityName: 'name', entityLabel: 'label', entityType: 'type' };

export function widgetWindow(ctx: LoadContext, widget: WidgetConfig) {
  return widget.useDashboardTimewindow
    ? windowUntil(resolveWindow(ctx.config.timewindow, ctx.now, ctx.windowOverride), ctx.playbackCursor ?? null)
    : resolveWindow(widget.timewindow, ctx.now, ctx.widgetWindows.get(widget.id) ?? null);
}

/** An entity table's page link: its page size, the page from the address, its default sort order. */
function tablePageLink(ctx: LoadContext, widget: WidgetConfig): Partial<EntityDataPageLink> {
  const pageSize = Math.max(1, Math.round(num(widget.settings.defaultPageSize, 10)));
  const order = text(widget.settings.defaultSortOrder, 'entityName');
  const name = order.replace(/^[-+]/, '');
  const direction = order.startsWith('-') ? 'DESC' : 'ASC';
  let key: EntityKey | null = ENTITY_SORT_FIELDS[name] ? { type: 'ENTITY_FIELD', key: ENTITY_SORT_FIELDS[name] } : null;
  if (!key) {
    const dataKey = widget.datasources.flatMap((d) => d.dataKeys).find((k) => k.label === name || k.name === name);
    const type = dataKey && keyTypeOf(dataKey);
    key = type && dataKey ? { type, key: dataKey.name } : { type: 'ENTITY_FIELD', key: 'name' };
  }
  return { page: pageOf(ctx.query, widget.id), pageSize, sortOrder: { key, direction } };
}

async function fill(ctx: LoadContext, widget: WidgetConfig, data: WidgetData): Promise<void> {
  if (widget.kind === 'rpc') {
    data.target = await loadTarget(ctx, widget);
    if (data.target) data.controlValue = await loadControlValue(ctx, widget, data.target);
    return;
  }
  if (widget.kind === 'alarm') {
    data.window = widgetWindow(ctx, widget);
    Object.assign(data, await loadAlarms(ctx, widget, data.window, pageOf(ctx.query, widget.id)));
    return;
  }
  if (widget.kind === 'static') {
    if (WINDOWED_STATIC.has(widget.typeKey)) data.window = widgetWindow(ctx, widget);
    return;
  }
  const pageLink = ENTITY_TABLES.has(widget.typeKey) ? tablePageLink(ctx, widget) : undefined;
  const pages = await Promise.all(widget.datasources.map((ds, i) => loadDatasource(ctx, ds, i, { pageLink, withLatest: true })));
  data.rows = pages.flatMap((p) => p.rows);
  data.page = pageLink ? (pages.find((p) => p.page)?.page ?? null) : null;
  data.functionSources = widget.datasources.filter((d) => d.type === 'function').length;
  if (widget.kind === 'timeseries') {
    data.window = widgetWindow(ctx, widget);
    await loadSeries(ctx, data.rows, data.window);
  }
}

/**
 * Everything a widget shows, read on the server before the page is sent. A platform failure becomes a
 * problem shown in the widget; the rest of the dashboard still renders.
 */
export async function loadWidget(ctx: LoadContext, widget: WidgetConfig): Promise<WidgetData> {
  const data = emptyData();
  try {
    await fill(ctx, widget, data);
    if (!widget.isSystemType) data.custom = await loadCustomWidget(ctx, widget);
  } catch (err) {
    if (!isPlatformError(err)) throw err;
    data.problems.push({ key: err.status === 403 ? 'widget.data-forbidden' : 'widget.data-load-failed', values: { message: err.message } });
  }
  return data;
}
