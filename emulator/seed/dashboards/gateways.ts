import { DASHBOARD_SETTINGS, GRID, dashboardConfiguration, dataKey, openState, stableUuid } from './builder.ts';
import type { EntityAlias, WidgetSpec } from './builder.ts';
import { deleteDeviceAction, deviceFormAction, removeLocationAction } from './custom-actions.ts';

const TITLE = 'Gateways';
const CONFIG_STATE = '__entityname__config';
const DETAILS_STATE = '__entityname_grafic';

const alias = (name: string, filter: Record<string, unknown>): EntityAlias => ({ id: stableUuid(`${TITLE}/alias/${name}`), alias: name, filter });
const gateways = alias('Gateways', { type: 'deviceType', resolveMultiple: true, deviceType: 'gateway', deviceNameFilter: '' });
const current = alias('Current Gateway', { type: 'stateEntity', resolveMultiple: false, stateEntityParamName: '', defaultStateEntity: null });

const attr = (name: string, label: string, color: string, settings: object = {}) => dataKey(name, 'attribute', label, color, { settings });
const ts = (name: string, label: string, color: string, settings: object = {}) => dataKey(name, 'timeseries', label, color, { settings });
const column = (extra: object = {}) => ({ columnWidth: '0px', useCellStyleFunction: false, useCellContentFunction: false, ...extra });
const DAY = { realtime: { interval: 1000, timewindowMs: 86400000 }, aggregation: { type: 'NONE', limit: 200 } };
const LEGEND_RIGHT = { direction: 'column', position: 'right', showMin: true, showMax: true, showAvg: true, showTotal: true };
const CHART_SETTINGS = { shadowSize: 4, fontColor: '#545454', fontSize: 10, stack: false, tooltipIndividual: false };

const list: WidgetSpec = {
  type: 'entity_admin_widgets.device_admin_table', title: 'Devices gateway table',
  sources: [{ alias: gateways, keys: [
    attr('active', 'Active', '#2196f3', column({
      useCellStyleFunction: true, useCellContentFunction: true,
      cellContentFunction: "return value === 'true' ? 'online' : 'offline';",
      cellStyleFunction: "return { color: value === 'true' ? '#2e7d32' : '#c62828' };",
    })),
    ts('eventsSent', 'Sent', '#4caf50', column()), ts('eventsProduced', 'Events', '#f44336', column()),
    ts('LOGS', 'Latest log', '#ffc107', column()), attr('RemoteLoggingLevel', 'Log level', '#607d8b', column()),
  ] }],
  settings: {
    enableSearch: true, displayPagination: true, defaultPageSize: 10, defaultSortOrder: 'entityName', displayEntityName: true,
    displayEntityType: false, entitiesTitle: 'List of gateways', enableSelectColumnDisplay: true, displayEntityLabel: false,
    entityNameColumnTitle: 'Gateway Name',
  },
  actions: {
    headerButton: [deviceFormAction(TITLE, 'Add device', 'add', 'gateway', true)],
    actionCellButton: [
      openState(TITLE, 'Configuration', 'settings', CONFIG_STATE, true), openState(TITLE, 'Graphs', 'show_chart', DETAILS_STATE, true),
      deviceFormAction(TITLE, 'Edit device', 'edit', 'gateway', false), deleteDeviceAction(TITLE, 'Delete device'),
    ],
    rowClick: [openState(TITLE, 'to_entityname__config', 'more_horiz', CONFIG_STATE, true)],
  },
  config: {
    timewindow: DAY, backgroundColor: 'rgb(255, 255, 255)', padding: '4px', useDashboardTimewindow: false,
    titleStyle: { fontSize: '16px', fontWeight: 400, padding: '5px 10px 5px 10px' },
  },
};

const rpcButton = (method: string, text: string): WidgetSpec => ({
  type: 'control_widgets.rpcbutton', title: 'New RPC Button',
  settings: { requestTimeout: 5000, oneWayElseTwoWay: true, styleButton: { isRaised: true, isPrimary: false }, methodName: method, methodParams: '{}', buttonText: text },
  config: {
    targetDeviceAliases: [], targetDeviceAliasIds: [current.id], showTitle: false, backgroundColor: '#e6e7e8', padding: '0px',
    enableFullscreen: false,
  },
});

const chart = (title: string, keys: ReturnType<typeof ts>[], config: object): WidgetSpec => ({
  type: 'charts.basic_timeseries', title, sources: [{ alias: current, keys }], settings: CHART_SETTINGS,
  config: { showLegend: true, legendConfig: LEGEND_RIGHT, ...config },
});

const lines = (a: string, b: string) => [ts(a, a, '#2196f3', { showLines: true, fillLines: false }), ts(b, b, '#4caf50', { showLines: true, fillLines: false })];

/** The upstream Gateways dashboard: the gateway list, a configuration state and a details state per gateway. */
export function gatewaysDashboard() {
  return dashboardConfiguration({
    title: TITLE,
    aliases: [gateways, current],
    states: {
      main_gateway: { name: 'Gateways', root: true, grid: GRID, widgets: [{ widget: list, sizeX: 24, sizeY: 12, row: 0, col: 0 }] },
      [CONFIG_STATE]: { name: '${entityName} Configuration', root: false, grid: GRID, widgets: [
        { widget: {
          type: 'gateway_widgets.config_form_latest', title: 'New Gateway configuration (Single device)', sources: [{ alias: current, keys: [] }],
          settings: { gatewayTitle: 'Gateway configuration (Single device)', readOnly: false },
        }, sizeX: 10, sizeY: 9, row: 0, col: 0 },
        { widget: {
          type: 'cards.timeseries_table', title: 'Debug events (logs)', sources: [{ alias: current, keys: [ts('LOGS', 'LOGS', '#2196f3', column())] }],
          settings: { showTimestamp: true, displayPagination: true, defaultPageSize: 10 },
          config: { timewindow: { ...DAY, realtime: { interval: 1000, timewindowMs: 2592000000 } }, backgroundColor: 'rgb(255, 255, 255)', useDashboardTimewindow: false },
        }, sizeX: 14, sizeY: 13, row: 0, col: 10 },
        { widget: rpcButton('gateway_reboot', 'GATEWAY REBOOT'), sizeX: 4, sizeY: 2, row: 9, col: 0 },
        { widget: rpcButton('gateway_restart', 'GATEWAY RESTART'), sizeX: 4, sizeY: 2, row: 11, col: 0 },
        { widget: {
          type: 'input_widgets.markers_placement_openstreetmap', title: 'Gateway Location',
          sources: [{ alias: current, keys: [attr('latitude', 'latitude', '#2196f3'), attr('longitude', 'longitude', '#4caf50')] }],
          settings: {
            fitMapBounds: true, latKeyName: 'latitude', lngKeyName: 'longitude', showLabel: true, label: '${entityName}',
            markerImageSize: 34, useColorFunction: false, useMarkerImageFunction: false, color: '#fe7569',
            mapProvider: 'OpenStreetMap.Mapnik', defaultCenterPosition: [0, 0], defaultZoomLevel: 5,
          },
          actions: { tooltipAction: [removeLocationAction(TITLE)] },
          config: { showTitle: false, enableFullscreen: false },
        }, sizeX: 6, sizeY: 4, row: 9, col: 4 },
      ] },
      [DETAILS_STATE]: { name: '${entityName} Details', root: false, grid: { ...GRID, backgroundSizeMode: 'auto 100%', mobileAutoFillHeight: true }, widgets: [
        { widget: {
          type: 'gateway_widgets.attributes_card', title: 'Gateway events', sources: [{ alias: current, keys: [] }],
          settings: { eventsTitle: 'Gateway Events Form', eventsReg: ['EventsProduced', 'EventsSent'] },
        }, sizeX: 7, sizeY: 5, row: 0, col: 0 },
        { widget: {
          type: 'cards.timeseries_table', title: 'Total Messages',
          sources: [{ alias: current, keys: [ts('eventsSent', 'Events', '#2196f3', column()), ts('eventsProduced', 'Produced', '#4caf50', column())] }],
          settings: { showTimestamp: true, displayPagination: true, defaultPageSize: 6, hideEmptyLines: true },
          config: { timewindow: { ...DAY, realtime: { interval: 1000, timewindowMs: 604800000 } }, backgroundColor: 'rgb(255, 255, 255)', useDashboardTimewindow: false },
        }, sizeX: 7, sizeY: 7, row: 5, col: 0 },
        { widget: chart('History information', lines('eventsSent', 'eventsProduced'), {}), sizeX: 17, sizeY: 4, row: 0, col: 7 },
        { widget: chart('Real time information', lines('opcuaEventsProduced', 'opcuaEventsSent'), {
          timewindow: { realtime: { interval: 1000, timewindowMs: 120000 }, aggregation: { type: 'NONE', limit: 25000 } }, useDashboardTimewindow: false,
        }), sizeX: 17, sizeY: 4, row: 4, col: 7 },
        { widget: chart('Real time information', lines('bleEventsProduced', 'bleEventsSent'), {
          timewindow: { realtime: { interval: 5000, timewindowMs: 120000 }, aggregation: { type: 'AVG', limit: 25000 } }, useDashboardTimewindow: false,
        }), sizeX: 17, sizeY: 4, row: 8, col: 7 },
      ] },
    },
    settings: { ...DASHBOARD_SETTINGS, showTitle: true, titleColor: 'rgba(0,0,0,0.870588)' },
    timewindow: {
      realtime: { interval: 1000, timewindowMs: 86400000 }, aggregation: { type: 'NONE', limit: 25000 },
      hideInterval: false, hideAggregation: false, hideAggInterval: false,
    },
  });
}
