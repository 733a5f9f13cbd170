import type {
  AliasConfig, DashboardConfig, FilterConfig, GridSettings, LayoutConfig, StateConfig, WidgetConfig, WidgetPlacement,
} from '../domain/dashboard/dashboard-config.ts';
import { bool, list, num, optionalNum, optionalText, record, text, type Json } from './json-read.ts';
import { readWidget } from './read-widget.ts';

// Upstream's grid: 24 columns by default, between 10 and 1000.
const DEFAULT_COLUMNS = 24;
const MIN_COLUMNS = 10;
const MAX_COLUMNS = 1000;
const DEFAULT_MARGIN = 10;
const DEFAULT_MOBILE_ROW_HEIGHT = 70;

function grid(value: unknown): GridSettings {
  const g = record(value);
  const margins = list(g.margins);
  const margin = num(g.margin, num(margins[0], DEFAULT_MARGIN));
  return {
    columns: Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, Math.round(num(g.columns, DEFAULT_COLUMNS)))),
    marginX: Math.max(0, margin),
    marginY: Math.max(0, num(g.margin, num(margins[1], margin))),
    outerMargin: bool(g.outerMargin, true),
    backgroundColor: optionalText(g.backgroundColor),
    color: optionalText(g.color),
    backgroundImageUrl: optionalText(g.backgroundImageUrl),
    backgroundSizeMode: text(g.backgroundSizeMode, '100%'),
    autoFillHeight: bool(g.autoFillHeight, false),
    mobileAutoFillHeight: bool(g.mobileAutoFillHeight, false),
    mobileRowHeight: Math.max(1, num(g.mobileRowHeight, DEFAULT_MOBILE_ROW_HEIGHT)),
  };
}

function placement(widgetId: string, value: unknown, widget: WidgetConfig | undefined): WidgetPlacement {
  const p = record(value);
  return {
    widgetId,
    sizeX: Math.max(1, Math.round(num(p.sizeX, 8))),
    sizeY: Math.max(1, Math.round(num(p.sizeY, 6))),
    row: Math.max(0, Math.round(num(p.row, 0))),
    col: Math.max(0, Math.round(num(p.col, 0))),
    mobileOrder: optionalNum(p.mobileOrder) ?? widget?.mobileOrder ?? null,
    mobileHeight: optionalNum(p.mobileHeight) ?? widget?.mobileHeight ?? null,
    mobileHide: bool(p.mobileHide, widget?.mobileHide ?? false),
    desktopHide: bool(p.desktopHide, widget?.desktopHide ?? false),
  };
}

function layout(value: unknown, widgets: Map<string, WidgetConfig>): LayoutConfig {
  const l = record(value);
  const placements = Object.entries(record(l.widgets))
    .filter(([id]) => widgets.has(id))
    .map(([id, p]) => placement(id, p, widgets.get(id)));
  return { placements, grid: grid(l.gridSettings) };
}

/** Widgets by id; very old dashboards keep them in an array with their positions on the widget. */
function widgetsOf(value: unknown): { widgets: Map<string, WidgetConfig>; legacyPositions: Json } {
  const widgets = new Map<string, WidgetConfig>();
  const legacyPositions: Json = {};
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((w, i) => [text(record(w).id, `widget-${i}`), w])
    : Object.entries(record(value));
  for (const [id, w] of entries) {
    widgets.set(id, readWidget(id, w));
    const r = record(w);
    legacyPositions[id] = { sizeX: r.sizeX, sizeY: r.sizeY, row: r.row, col: r.col };
  }
  return { widgets, legacyPositions };
}

function state(id: string, value: unknown, widgets: Map<string, WidgetConfig>): StateConfig {
  const s = record(value);
  const layouts = record(s.layouts);
  return {
    id,
    name: text(s.name, id),
    root: bool(s.root, false),
    main: layout(layouts.main, widgets),
    right: layouts.right ? layout(layouts.right, widgets) : null,
  };
}

/**
 * Reads a dashboard `configuration` as upstream's console does when it opens one: a document without
 * states gets a single `default` root state holding every widget where the widget says it is.
 */
export function readDashboardConfig(configuration: unknown): DashboardConfig {
  const c = record(configuration);
  const { widgets, legacyPositions } = widgetsOf(c.widgets);
  const rawStates = record(c.states);
  const states = Object.keys(rawStates).length
    ? Object.entries(rawStates).map(([id, s]) => state(id, s, widgets))
    : [state('default', { name: 'default', root: true, layouts: { main: { widgets: legacyPositions, gridSettings: c.gridSettings } } }, widgets)];
  const aliases = new Map<string, AliasConfig>();
  for (const [id, a] of Object.entries(record(c.entityAliases ?? c.deviceAliases))) {
    const r = record(a);
    aliases.set(id, { id, alias: text(r.alias, id), filter: record(r.filter) });
  }
  const filters = new Map<string, FilterConfig>();
  for (const [id, f] of Object.entries(record(c.filters))) {
    const r = record(f);
    filters.set(id, { id, filter: text(r.filter, id), keyFilters: list(r.keyFilters) });
  }
  const settings = record(c.settings);
  return {
    widgets,
    states,
    aliases,
    filters,
    timewindow: c.timewindow && typeof c.timewindow === 'object' ? (c.timewindow as Json) : null,
    settings: {
      stateControllerId: text(settings.stateControllerId, 'entity'),
      showTitle: bool(settings.showTitle, false),
      titleColor: optionalText(settings.titleColor),
      hideToolbar: bool(settings.hideToolbar, false),
      showDashboardTimewindow: bool(settings.showDashboardTimewindow, true),
      showDashboardsSelect: bool(settings.showDashboardsSelect, true),
      showEntitiesSelect: bool(settings.showEntitiesSelect, true),
      showFilters: bool(settings.showFilters, true),
      dashboardCss: text(settings.dashboardCss),
    },
  };
}

/** The root state's id: the one marked root, else the first. */
export function rootStateId(config: DashboardConfig): string {
  return (config.states.find((s) => s.root) ?? config.states[0]).id;
}
