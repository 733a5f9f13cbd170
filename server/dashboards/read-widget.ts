import type { ActionConfig, DataKeyConfig, DatasourceConfig, WidgetConfig, WidgetKind } from '../domain/dashboard/dashboard-config.ts';
import { bool, list, optionalNum, optionalText, record, text, type Json } from './json-read.ts';

const KINDS: WidgetKind[] = ['timeseries', 'latest', 'rpc', 'alarm', 'static'];

function dataKey(value: unknown): DataKeyConfig {
  const k = record(value);
  const name = text(k.name);
  return {
    name,
    type: text(k.type, 'timeseries'),
    label: text(k.label) || name,
    color: text(k.color),
    units: text(k.units),
    decimals: optionalNum(k.decimals),
    settings: record(k.settings),
  };
}

/** A datasource; the legacy `device` kind is read as an entity source, as upstream migrates it. */
export function readDatasource(value: unknown): DatasourceConfig {
  const d = record(value);
  const type = text(d.type, 'entity');
  return {
    type: type === 'device' ? 'entity' : type,
    name: text(d.name),
    entityAliasId: optionalText(d.entityAliasId) ?? optionalText(d.deviceAliasId),
    filterId: optionalText(d.filterId),
    dataKeys: list(d.dataKeys).map(dataKey),
  };
}

function action(value: unknown): ActionConfig {
  const a = record(value);
  return {
    id: text(a.id),
    name: text(a.name),
    icon: text(a.icon, 'more_horiz'),
    type: text(a.type),
    targetDashboardStateId: optionalText(a.targetDashboardStateId),
    targetDashboardId: optionalText(a.targetDashboardId),
    setEntityId: bool(a.setEntityId, false),
    stateEntityParamName: optionalText(a.stateEntityParamName),
    url: optionalText(a.url),
    openNewBrowserTab: bool(a.openNewBrowserTab, false),
  };
}

function actions(value: unknown): Record<string, ActionConfig[]> {
  return Object.fromEntries(Object.entries(record(value)).map(([source, items]) => [source, list(items).map(action)]));
}

/** One widget object of `configuration.widgets`; its type's data kind comes from the widget itself, as upstream stores it. */
export function readWidget(id: string, value: unknown): WidgetConfig {
  const w = record(value);
  const c = record(w.config);
  const bundleAlias = text(w.bundleAlias);
  const typeAlias = text(w.typeAlias);
  const kind = KINDS.find((k) => k === w.type) ?? 'static';
  const alarmSource = c.alarmSource === undefined || c.alarmSource === null ? null : readDatasource(c.alarmSource);
  return {
    id,
    bundleAlias,
    typeAlias,
    typeKey: `${bundleAlias}.${typeAlias}`,
    isSystemType: bool(w.isSystemType, true),
    kind,
    title: text(c.title, text(w.title)),
    showTitle: bool(c.showTitle, true),
    titleTooltip: text(c.titleTooltip),
    showTitleIcon: bool(c.showTitleIcon, false),
    titleIcon: optionalText(c.titleIcon),
    dropShadow: bool(c.dropShadow, true),
    backgroundColor: optionalText(c.backgroundColor),
    color: optionalText(c.color),
    padding: optionalText(c.padding),
    margin: optionalText(c.margin),
    titleStyle: record(c.titleStyle),
    widgetStyle: record(c.widgetStyle),
    settings: record(c.settings),
    datasources: list(c.datasources).map(readDatasource),
    alarmSource,
    targetDeviceAliasIds: list(c.targetDeviceAliasIds).filter((a): a is string => typeof a === 'string'),
    useDashboardTimewindow: bool(c.useDashboardTimewindow, true),
    timewindow: c.timewindow && typeof c.timewindow === 'object' ? (c.timewindow as Json) : null,
    units: text(c.units),
    decimals: optionalNum(c.decimals),
    showLegend: bool(c.showLegend, false),
    legendConfig: record(c.legendConfig),
    actions: actions(c.actions),
    mobileHeight: optionalNum(c.mobileHeight),
    mobileOrder: optionalNum(c.mobileOrder),
    mobileHide: bool(c.mobileHide, false),
    desktopHide: bool(c.desktopHide, false),
    raw: c,
  };
}
