import type { KeyValue, SourceRow, WidgetView } from '../domain/dashboard/dashboard-view.ts';
import type { PlatformUpdate, SubscriptionCommand } from '../platform/ws/telemetry-commands.ts';
import type { EntityData, EntityKey } from '../platform/types/entity-query.ts';
import type { StateEntry } from './state-param.ts';
import { keyTypeOf } from './load-entities.ts';
import { isNoValue } from '../platform/no-value.ts';
import { mergedSeries, slidWindow, tsCommandOf } from './live-series.ts';
import { windowParam } from './widget-windows.ts';
import { mergeAlarmUpdate } from './live-alarms.ts';

/**
 * Bundles of latest widgets that stay as the page drew them: a map keeps its tiles and the place the user panned
 * to, an input widget the text being typed.
 */
const NOT_REDRAWN = new Set(['maps_v2', 'input_widgets']);

/**
 * Widgets whose values are kept live on a page: those showing latest values of entities, and time series (charts,
 * time-series tables) of a realtime window; a history window does not change.
 */
export function isLiveWidget(widget: WidgetView): boolean {
  const { kind, bundleAlias } = widget.config;
  if (kind === 'alarm') return widget.data.alarmQuery !== null;
  const live = kind === 'latest' ? !NOT_REDRAWN.has(bundleAlias) : kind === 'timeseries' && widget.data.window?.realtime === true;
  return live && liveWidgetCommand(widget, 0) !== null;
}

/** Address members of the toolbar's choices: an alias's entity (`alias.<id>`), a filter's value (`filter.<id>.<k>.<n>`). */
export const isChoiceMember = (name: string) => name.startsWith('alias.') || name.startsWith('filter.');

/**
 * The tile name of a live widget (`dashboard-widget:<dashboard>:<widget>:<index>:<state>`): the state stack as
 * base64url JSON, empty for the root state without parameters, so the name carries no comma or colon of its own.
 */
export function liveWidgetName(dashboardId: string, widget: WidgetView, stack: StateEntry[], keep: Record<string, string>): string {
  const root = stack.length === 1 && Object.keys(stack[0].params).length === 0;
  const state = root ? '' : Buffer.from(JSON.stringify(stack), 'utf8').toString('base64url');
  const name = `dashboard-widget:${dashboardId}:${widget.config.id}:${widget.index}:${state}`;
  // A chart follows the page's `timewindow` parameter, or its own `window.<id>`, when the address has one.
  const timewindow = widget.config.kind !== 'timeseries' ? undefined : widget.config.useDashboardTimewindow ? keep.timewindow : keep[windowParam(widget.config.id)];
  const windowPart = timewindow ? Buffer.from(timewindow, 'utf8').toString('base64url') : '';
  // The viewer's choices in the toolbar (alias entities, filter values) change what the widget shows.
  const chosen = Object.fromEntries(Object.entries(keep).filter(([k]) => isChoiceMember(k)));
  const choicePart = Object.keys(chosen).length ? Buffer.from(JSON.stringify(chosen), 'utf8').toString('base64url') : '';
  if (choicePart) return `${name}:${windowPart}:${choicePart}`;
  return windowPart ? `${name}:${windowPart}` : name;
}

function seriesKeysOf(widget: WidgetView): string[] {
  return [...new Set(widget.config.datasources.flatMap((ds) => ds.dataKeys.filter((k) => k.type === 'timeseries').map((k) => k.name)))];
}

function latestKeysOf(widget: WidgetView): EntityKey[] {
  const seen = new Set<string>();
  const keys: EntityKey[] = [];
  for (const ds of widget.config.datasources) {
    for (const key of ds.dataKeys) {
      const type = keyTypeOf(key);
      if ((type !== 'ATTRIBUTE' && type !== 'TIME_SERIES') || seen.has(`${type}:${key.name}`)) continue;
      seen.add(`${type}:${key.name}`);
      keys.push({ type, key: key.name });
    }
  }
  return keys;
}

/**
 * The platform subscription of a widget: an alarm widget's alarm data query (contract 6.4 `alarmDataCmds`), else of its shown entities: an entity data query of exactly the entities its rows
 * show (one entity type) with a subscription of its keys (contract 6.4): latest values, or the time series of its
 * realtime window (`tsCmd`). Null when the widget shows no entity, entities of several types, or no key to follow.
 */
export function liveWidgetCommand(widget: WidgetView, now: number): SubscriptionCommand | null {
  if (widget.config.kind === 'alarm') return widget.data.alarmQuery ? { list: 'alarmDataCmds', cmd: { query: { ...widget.data.alarmQuery } } } : null;
  const entities = widget.data.rows.flatMap((row) => (row.entity ? [row.entity.id] : []));
  const types = new Set(entities.map((id) => id.entityType));
  const series = widget.config.kind === 'timeseries' && widget.data.window ? seriesKeysOf(widget) : [];
  const keys = series.length ? [] : latestKeysOf(widget);
  if (entities.length === 0 || types.size !== 1 || keys.length + series.length === 0) return null;
  const ids = [...new Set(entities.map((id) => id.id))];
  const query = {
    entityFilter: { type: 'entityList', entityType: [...types][0], entityList: ids },
    pageLink: { page: 0, pageSize: ids.length },
    entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
    latestValues: keys,
  };
  const subscription = series.length ? { tsCmd: tsCommandOf(widget.data.window!, series, now) } : { latestCmd: { keys } };
  return { list: 'entityDataCmds', cmd: { query, ...subscription } };
}

function entitiesOf(update: PlatformUpdate): EntityData[] {
  const message = update.message as { data?: { data?: unknown } | null; update?: unknown };
  const page = Array.isArray(message.data?.data) ? (message.data.data as EntityData[]) : [];
  const changed = Array.isArray(message.update) ? (message.update as EntityData[]) : [];
  return [...page, ...changed].filter((e) => e && typeof e === 'object' && e.entityId && typeof e.entityId.id === 'string');
}

/**
 * A key's latest value with an update's. No value (a key without data in a page, a deleted key) leaves the widget
 * showing what it shows on its first load for a key without data.
 */
function mergedValue(value: KeyValue, data: EntityData): KeyValue {
  const type = keyTypeOf(value.key);
  const incoming = type ? data.latest?.[type]?.[value.key.name] : undefined;
  if (!incoming || typeof incoming.ts !== 'number') return value;
  if (isNoValue(incoming)) return value.latest ? { ...value, latest: null } : value;
  if (value.latest && value.latest.ts > incoming.ts) return value;
  return { ...value, latest: { ts: incoming.ts, value: String(incoming.value ?? '') } };
}

/**
 * The widget with an entity data update (a page or changed entities) folded into its rows: latest values, or the
 * points of its realtime window, the window moved on to `now`.
 */
export function mergeWidgetUpdate(widget: WidgetView, update: PlatformUpdate, now: number): WidgetView {
  if (update.errorCode !== 0) return widget;
  if (widget.config.kind === 'alarm') return mergeAlarmUpdate(widget, update);
  const byId = new Map(entitiesOf(update).map((e) => [e.entityId.id, e]));
  if (byId.size === 0) return widget;
  const window = widget.data.window && widget.config.kind === 'timeseries' ? slidWindow(widget.data.window, now) : null;
  const rows: SourceRow[] = widget.data.rows.map((row) => {
    const data = row.entity ? byId.get(row.entity.id.id) : undefined;
    if (!data) return row;
    return { ...row, values: row.values.map((v) => (window ? mergedSeries(v, data, window) : mergedValue(v, data))) };
  });
  return { ...widget, data: { ...widget.data, rows, window: window ?? widget.data.window } };
}
