import { DASHBOARD_SETTINGS, GRID, REALTIME_MINUTE, dashboardConfiguration, dataKey, openState, stableUuid } from './builder.ts';
import type { EntityAlias, WidgetSpec } from './builder.ts';
import { deleteDeviceAction, deviceFormAction, removeLocationAction } from './custom-actions.ts';

const TITLE = 'Thermostats';

// Our own cell and marker scripts; the layout, keys, settings values and actions follow the upstream dashboard.
const ACTIVE_DOT = "return value === 'true' ? '&#9679;' : '&#9675;';";
const ACTIVE_COLOUR = "return { color: value === 'true' ? '#2e7d32' : '#9e9e9e', 'font-size': '18px' };";
const MARKER_LABEL = "return '<span>' + dsData[dsIndex].entityName + '</span>';";
const TOOLTIP = '<b>${entityName}</b><br/>Temperature: ${temperature:1} °C<br/>Humidity: ${humidity:0} %' +
  "<br/><link-act name='navigate_to_details'>Details</link-act>";

const attr = (name: string, label: string, color: string, settings: object = {}) => dataKey(name, 'attribute', label, color, { settings });
const ts = (name: string, label: string, color: string, extra: object = {}) => dataKey(name, 'timeseries', label, color, extra);
const column = (extra: object = {}) => ({ columnWidth: '0px', useCellStyleFunction: false, useCellContentFunction: false, ...extra });

const alias = (name: string, filter: Record<string, unknown>): EntityAlias => ({ id: stableUuid(`${TITLE}/alias/${name}`), alias: name, filter });
const thermostats = alias('Thermostats', { type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' });
const current = alias('Thermostat', { type: 'stateEntity', resolveMultiple: false, stateEntityParamName: null, defaultStateEntity: null });

const locationKeys = () => [
  attr('longitude', 'longitude', '#2196f3'), attr('latitude', 'latitude', '#4caf50'), ts('temperature', 'temperature', '#f44336'),
  ts('humidity', 'humidity', '#ffc107'), attr('active', 'active', '#607d8b'),
];
const MAP_SETTINGS = {
  fitMapBounds: true, latKeyName: 'latitude', lngKeyName: 'longitude', showLabel: true, label: '${entityName}', markerImageSize: 34,
  useColorFunction: false, useMarkerImageFunction: false, color: '#fe7569', mapProvider: 'OpenStreetMap.HOT', showTooltip: true,
  autocloseTooltip: true, showTooltipAction: 'click', useLabelFunction: true, labelFunction: MARKER_LABEL, provider: 'openstreet-map',
};
const FLAT = { showTitle: false, enableFullscreen: false };

const table: WidgetSpec = {
  type: 'cards.entities_table', title: 'Thermostats',
  sources: [{ alias: thermostats, keys: [
    attr('active', 'Active', '#2196f3', column({ useCellStyleFunction: true, useCellContentFunction: true, cellContentFunction: ACTIVE_DOT, cellStyleFunction: ACTIVE_COLOUR })),
    ts('temperature', 'Temperature', '#4caf50', { settings: column(), units: '°C', decimals: 1 }),
    ts('humidity', 'Humidity', '#f44336', { settings: column(), units: '%', decimals: 0 }),
    attr('latitude', 'latitude', '#ffc107', column()), attr('longitude', 'longitude', '#607d8b', column()),
  ] }],
  settings: {
    enableSearch: true, displayPagination: true, defaultPageSize: 10, defaultSortOrder: 'entityName', displayEntityName: true,
    displayEntityType: false, enableSelectColumnDisplay: false, entitiesTitle: 'Thermostats', displayEntityLabel: false,
    entityNameColumnTitle: 'Thermostat name',
  },
  actions: {
    headerButton: [openState(TITLE, 'Edit location', 'map', 'map', false), deviceFormAction(TITLE, 'Add', 'add', 'thermostat', true)],
    actionCellButton: [
      openState(TITLE, 'Chart', 'show_chart', 'chart', true), deviceFormAction(TITLE, 'Edit', 'edit', 'thermostat', false),
      deleteDeviceAction(TITLE, 'Delete'),
    ],
    rowClick: [],
  },
  config: {
    timewindow: { realtime: { interval: 1000, timewindowMs: 86400000 }, aggregation: { type: 'NONE', limit: 200 } },
    backgroundColor: 'rgb(255, 255, 255)', padding: '4px', enableFullscreen: false, useDashboardTimewindow: false,
    titleStyle: { fontSize: '16px', fontWeight: 400, padding: '5px 10px 5px 10px' },
  },
};

const alarms: WidgetSpec = {
  type: 'alarm_widgets.alarms_table', title: 'New Alarms table',
  alarmSource: { alias: thermostats, keys: [
    dataKey('createdTime', 'alarm', 'Created time', '#2196f3'), dataKey('originator', 'alarm', 'Originator', '#4caf50'),
    dataKey('type', 'alarm', 'Type', '#f44336'), dataKey('severity', 'alarm', 'Severity', '#ffc107'),
    dataKey('status', 'alarm', 'Status', '#607d8b'),
  ] },
  settings: {
    enableSelection: true, enableSearch: true, displayDetails: true, allowAcknowledgment: true, allowClear: true,
    displayPagination: true, defaultPageSize: 10, defaultSortOrder: '-createdTime', enableSelectColumnDisplay: false,
    alarmsTitle: 'Alarms', enableFilter: true,
  },
  config: {
    timewindow: { realtime: { interval: 1000, timewindowMs: 86400000 }, aggregation: { type: 'NONE', limit: 200 } },
    backgroundColor: 'rgb(255, 255, 255)', padding: '4px', enableFullscreen: false, useDashboardTimewindow: false,
    titleStyle: { fontSize: '16px', fontWeight: 400, padding: '5px 10px 5px 10px' },
    alarmSearchStatus: 'ANY', alarmsPollingInterval: 5, alarmsMaxCountLoad: 0, alarmsFetchSize: 100,
  },
};

const map: WidgetSpec = {
  type: 'maps_v2.openstreetmap', title: 'Thermostat maps',
  sources: [{ alias: thermostats, keys: [
    ts('temperature', 'temperature', '#2196f3', { decimals: 1 }), ts('humidity', 'humidity', '#4caf50', { decimals: 0 }),
    attr('longitude', 'longitude', '#f44336'), attr('latitude', 'latitude', '#ffc107'), attr('active', 'active', '#607d8b'),
  ] }],
  settings: { ...MAP_SETTINGS, markerImageSize: 48, tooltipPattern: TOOLTIP, defaultZoomLevel: 14, defaultCenterPosition: [0, 0] },
  actions: { headerButton: [], tooltipAction: [openState(TITLE, 'navigate_to_details', 'more_horiz', 'chart', true)] },
  config: FLAT,
};

const placement = (defaultZoomLevel: number, entities: EntityAlias, extra: object = {}): WidgetSpec => ({
  type: 'input_widgets.markers_placement_openstreetmap', title: 'New Markers Placement - OpenStreetMap',
  sources: [{ alias: entities, keys: locationKeys() }],
  settings: { ...MAP_SETTINGS, defaultZoomLevel, defaultCenterPosition: '0,0', draggableMarker: true, ...extra },
  actions: { tooltipAction: [removeLocationAction(TITLE)] },
  config: FLAT,
});

const chart = (name: string, label: string, color: string, units: string, decimals: number): WidgetSpec => ({
  type: 'charts.basic_timeseries', title: label,
  sources: [{ alias: current, keys: [ts(name, label, color, { settings: { showLines: true, fillLines: true, showPoints: false }, units, decimals })] }],
  settings: { shadowSize: 4, fontColor: '#545454', fontSize: 10, stack: false, tooltipIndividual: false, smoothLines: true },
  config: {
    timewindow: { realtime: { interval: 30000, timewindowMs: 3600000 }, aggregation: { type: 'AVG', limit: 25000 } },
    useDashboardTimewindow: false, showLegend: true,
    legendConfig: { direction: 'column', position: 'bottom', showMin: true, showMax: true, showAvg: true, showTotal: false },
  },
});

const settingsForm: WidgetSpec = {
  type: 'input_widgets.update_multiple_attributes', title: 'New Update Multiple Attributes',
  sources: [{ alias: current, keys: [
    attr('temperatureAlarmFlag', 'High temperature alarm', '#4caf50', { dataKeyType: 'server', dataKeyValueType: 'booleanCheckbox', required: false, isEditable: 'editable', dataKeyHidden: false, step: 1 }),
    attr('temperatureAlarmThreshold', 'High temperature threshold, °C', '#f44336', { dataKeyType: 'server', dataKeyValueType: 'double', required: false, isEditable: 'editable', dataKeyHidden: false, step: 1, disabledOnDataKey: 'temperatureAlarmFlag' }),
    attr('humidityAlarmFlag', 'Low humidity alarm', '#ffc107', { dataKeyType: 'server', dataKeyValueType: 'booleanCheckbox', required: false, isEditable: 'editable', dataKeyHidden: false, step: 1 }),
    attr('humidityAlarmThreshold', 'Low humidity threshold, %', '#607d8b', { dataKeyType: 'server', dataKeyValueType: 'double', required: false, isEditable: 'editable', dataKeyHidden: false, step: 1, disabledOnDataKey: 'humidityAlarmFlag' }),
  ] }],
  settings: {
    showActionButtons: false, showResultMessage: true, fieldsAlignment: 'column', fieldsInRow: 2, groupTitle: '${entityName}',
    widgetTitle: 'Thermostat settings',
  },
  config: { enableFullscreen: false, enableDataExport: false },
};

/** The upstream Thermostats dashboard: the list with alarms and a map; a location editor; a chart state per thermostat. */
export function thermostatsDashboard() {
  return dashboardConfiguration({
    title: TITLE,
    aliases: [thermostats, current],
    states: {
      default: { name: 'Thermostats', root: true, grid: GRID, widgets: [
        { widget: table, sizeX: 11, sizeY: 11, row: 0, col: 0 },
        { widget: alarms, sizeX: 13, sizeY: 5, row: 0, col: 11 },
        { widget: map, sizeX: 13, sizeY: 6, row: 5, col: 11 },
      ] },
      map: { name: 'Edit location', root: false, grid: GRID, widgets: [
        { widget: placement(12, thermostats), sizeX: 24, sizeY: 12, row: 0, col: 0 },
      ] },
      chart: { name: '${entityName}', root: false, grid: GRID, widgets: [
        { widget: chart('temperature', 'Temperature', '#ef5350', '°C', 1), sizeX: 18, sizeY: 6, row: 0, col: 6 },
        { widget: chart('humidity', 'Humidity', '#2196f3', '%', 0), sizeX: 18, sizeY: 6, row: 6, col: 6 },
        { widget: settingsForm, sizeX: 6, sizeY: 6, row: 0, col: 0 },
        { widget: placement(5, current, { editablePolygon: true }), sizeX: 6, sizeY: 6, row: 6, col: 0 },
      ] },
    },
    settings: DASHBOARD_SETTINGS,
    timewindow: REALTIME_MINUTE,
  });
}
