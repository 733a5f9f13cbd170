import { createHash } from 'node:crypto';
import { systemWidget } from '../widgets/catalogue.ts';
import { dataKey, widgetConfig } from '../widgets/descriptor.ts';

export type DataKey = ReturnType<typeof dataKey>;
export { dataKey };

/** A UUID derived from a name, so seeded dashboards keep their ids (widgets, aliases, filters, actions) between runs. */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface EntityAlias {
  id: string;
  alias: string;
  filter: Record<string, unknown>;
}

export interface Filter {
  id: string;
  filter: string;
  keyFilters: unknown[];
  editable: boolean;
}

/** The sources of a widget: entities of an alias (optionally narrowed by a filter) or their count. */
export interface Source {
  alias: EntityAlias;
  filter?: Filter;
  count?: true;
  keys: DataKey[];
}

export interface WidgetSpec {
  /** `<bundle alias>.<type alias>` of a system widget type. */
  type: string;
  title: string;
  sources?: Source[];
  alarmSource?: Source;
  /** Settings that differ from the widget type's defaults. */
  settings?: Record<string, unknown>;
  actions?: Record<string, object[]>;
  /** Widget configuration members that differ from ours below (timewindow, legend, colours, ...). */
  config?: Record<string, unknown>;
}

export interface Placement {
  widget: WidgetSpec;
  sizeX: number;
  sizeY: number;
  row: number;
  col: number;
}

export interface StateSpec {
  name: string;
  root: boolean;
  grid: Record<string, unknown>;
  widgets: Placement[];
}

/** The grid settings the upstream demo dashboards share; states override members. */
export const GRID = {
  backgroundColor: '#eeeeee', color: 'rgba(0,0,0,0.870588)', columns: 24, margin: 10, backgroundSizeMode: '100%',
  autoFillHeight: true, mobileAutoFillHeight: false, mobileRowHeight: 70,
};

/** An action opening another dashboard state. */
export function openState(dashboard: string, name: string, icon: string, target: string, setEntityId: boolean) {
  return {
    id: stableUuid(`${dashboard}/action/${name}/${target}`), name, icon, type: 'openDashboardState', targetDashboardStateId: target,
    setEntityId, stateEntityParamName: null, openInSeparateDialog: false, dialogTitle: '', dialogHideDashboardToolbar: true,
    dialogWidth: null, dialogHeight: null, openRightLayout: false,
  };
}

function source(spec: Source) {
  return {
    type: spec.count ? 'entityCount' : 'entity', name: null, entityAliasId: spec.alias.id, filterId: spec.filter?.id ?? null,
    dataKeys: spec.keys,
  };
}

function widgetObject(dashboard: string, stateId: string, placement: Placement) {
  const { widget: spec } = placement;
  const [bundle, alias] = spec.type.split('.');
  const type = systemWidget(bundle, alias);
  const id = stableUuid(`${dashboard}/${stateId}/${spec.type}/${placement.row}/${placement.col}`);
  return {
    id,
    isSystemType: true,
    bundleAlias: bundle,
    typeAlias: alias,
    type: type.type,
    title: spec.title,
    image: null,
    description: null,
    sizeX: placement.sizeX,
    sizeY: placement.sizeY,
    row: placement.row,
    col: placement.col,
    config: {
      datasources: (spec.sources ?? []).map(source),
      ...(spec.alarmSource ? { alarmSource: source(spec.alarmSource) } : {}),
      timewindow: { realtime: { timewindowMs: 60000 } },
      ...widgetConfig(spec.title, { ...structuredClone(type.settings), ...(spec.settings ?? {}) }),
      actions: spec.actions ?? {},
      showTitleIcon: false,
      titleIcon: null,
      iconColor: 'rgba(0, 0, 0, 0.87)',
      iconSize: '24px',
      titleTooltip: '',
      displayTimewindow: true,
      ...(spec.config ?? {}),
    },
  };
}

export interface DashboardSpec {
  title: string;
  aliases: EntityAlias[];
  filters?: Filter[];
  states: Record<string, StateSpec>;
  settings: Record<string, unknown>;
  timewindow: Record<string, unknown>;
}

/** The dashboard `configuration` document: widgets by id, states laying them out, aliases and filters by id. */
export function dashboardConfiguration(spec: DashboardSpec) {
  const widgets: Record<string, ReturnType<typeof widgetObject>> = {};
  const states: Record<string, unknown> = {};
  for (const [stateId, state] of Object.entries(spec.states)) {
    const layout: Record<string, { sizeX: number; sizeY: number; row: number; col: number }> = {};
    for (const placement of state.widgets) {
      const widget = widgetObject(spec.title, stateId, placement);
      widgets[widget.id] = widget;
      layout[widget.id] = { sizeX: placement.sizeX, sizeY: placement.sizeY, row: placement.row, col: placement.col };
    }
    states[stateId] = { name: state.name, root: state.root, layouts: { main: { widgets: layout, gridSettings: state.grid } } };
  }
  return {
    description: '',
    widgets,
    states,
    entityAliases: Object.fromEntries(spec.aliases.map((alias) => [alias.id, alias])),
    filters: Object.fromEntries((spec.filters ?? []).map((filter) => [filter.id, filter])),
    timewindow: spec.timewindow,
    settings: spec.settings,
  };
}

/** The dashboard settings of the upstream demo dashboards; dashboards override members. */
export const DASHBOARD_SETTINGS = {
  stateControllerId: 'entity', showTitle: false, showDashboardsSelect: true, showEntitiesSelect: true,
  showDashboardTimewindow: true, showDashboardExport: true, toolbarAlwaysOpen: true,
};

export const REALTIME_MINUTE = {
  displayValue: '', selectedTab: 0, hideInterval: false, hideAggregation: false, hideAggInterval: false,
  realtime: { interval: 1000, timewindowMs: 60000 },
  history: { historyType: 0, interval: 1000, timewindowMs: 60000 },
  aggregation: { type: 'AVG', limit: 25000 },
};
