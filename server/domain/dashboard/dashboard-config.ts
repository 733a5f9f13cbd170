/** The dashboard configuration as the console reads it: upstream's document, with defaults filled in. */

export type Json = Record<string, unknown>;

export type WidgetKind = 'timeseries' | 'latest' | 'rpc' | 'alarm' | 'static';

export interface DataKeyConfig {
  name: string;
  /** timeseries, attribute, entityField, alarm, function or count. */
  type: string;
  label: string;
  color: string;
  units: string;
  /** null: the widget's decimals (or the default 2) apply. */
  decimals: number | null;
  settings: Json;
}

export interface DatasourceConfig {
  /** entity, entityCount or function (legacy `device` sources are read as entity ones). */
  type: string;
  name: string;
  entityAliasId: string | null;
  filterId: string | null;
  dataKeys: DataKeyConfig[];
}

export interface ActionConfig {
  id: string;
  name: string;
  icon: string;
  /** openDashboardState, updateDashboardState, openDashboard, openURL, custom, customPretty, mobileAction. */
  type: string;
  targetDashboardStateId: string | null;
  targetDashboardId: string | null;
  setEntityId: boolean;
  stateEntityParamName: string | null;
  url: string | null;
  openNewBrowserTab: boolean;
}

export interface WidgetConfig {
  id: string;
  bundleAlias: string;
  typeAlias: string;
  /** `bundleAlias.typeAlias`, the key of the renderer. */
  typeKey: string;
  /** False for a tenant's own widget type: its code runs in a sandboxed frame. */
  isSystemType: boolean;
  kind: WidgetKind;
  title: string;
  showTitle: boolean;
  titleTooltip: string;
  showTitleIcon: boolean;
  titleIcon: string | null;
  dropShadow: boolean;
  backgroundColor: string | null;
  color: string | null;
  padding: string | null;
  margin: string | null;
  titleStyle: Json;
  widgetStyle: Json;
  settings: Json;
  datasources: DatasourceConfig[];
  alarmSource: DatasourceConfig | null;
  targetDeviceAliasIds: string[];
  useDashboardTimewindow: boolean;
  timewindow: Json | null;
  units: string;
  decimals: number | null;
  showLegend: boolean;
  legendConfig: Json;
  /** Action source id (headerButton, actionCellButton, rowClick, elementClick, ...) → actions. */
  actions: Record<string, ActionConfig[]>;
  mobileHeight: number | null;
  mobileOrder: number | null;
  mobileHide: boolean;
  desktopHide: boolean;
  /** The whole widget configuration, for members only some renderers read. */
  raw: Json;
}

export interface WidgetPlacement {
  widgetId: string;
  sizeX: number;
  sizeY: number;
  row: number;
  col: number;
  mobileOrder: number | null;
  mobileHeight: number | null;
  mobileHide: boolean;
  desktopHide: boolean;
}

export interface GridSettings {
  columns: number;
  marginX: number;
  marginY: number;
  outerMargin: boolean;
  backgroundColor: string | null;
  color: string | null;
  backgroundImageUrl: string | null;
  backgroundSizeMode: string;
  autoFillHeight: boolean;
  mobileAutoFillHeight: boolean;
  mobileRowHeight: number;
}

export interface LayoutConfig {
  placements: WidgetPlacement[];
  grid: GridSettings;
}

export interface StateConfig {
  id: string;
  name: string;
  root: boolean;
  main: LayoutConfig;
  right: LayoutConfig | null;
}

export interface AliasConfig {
  id: string;
  alias: string;
  filter: Json;
}

export interface FilterConfig {
  id: string;
  filter: string;
  keyFilters: unknown[];
}

export interface DashboardSettings {
  stateControllerId: string;
  showTitle: boolean;
  titleColor: string | null;
  hideToolbar: boolean;
  showDashboardTimewindow: boolean;
  /** The toolbar's select of the user's dashboards (upstream's showDashboardsSelect, on by default). */
  showDashboardsSelect: boolean;
  /** The toolbar's entity select of single-entity aliases (upstream's showEntitiesSelect, on by default). */
  showEntitiesSelect: boolean;
  /** The toolbar's filters with predicates the viewer may change (upstream's showFilters, on by default). */
  showFilters: boolean;
  dashboardCss: string;
}

export interface DashboardConfig {
  widgets: Map<string, WidgetConfig>;
  /** In document order; the root state first is not guaranteed (see rootStateId). */
  states: StateConfig[];
  aliases: Map<string, AliasConfig>;
  filters: Map<string, FilterConfig>;
  timewindow: Json | null;
  settings: DashboardSettings;
}
