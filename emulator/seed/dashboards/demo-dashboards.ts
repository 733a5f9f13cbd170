import { dashboardConfiguration, dataKey, entityAlias } from './builder.ts';

const ts = (name: string, label: string, color: string, extra: object = {}) => dataKey(name, 'timeseries', label, color, extra);
const attr = (name: string, label: string, color: string, extra: object = {}) => dataKey(name, 'attribute', label, color, extra);
const alarmColumns = () => [
  dataKey('createdTime', 'alarm', 'Created time', '#2196f3'),
  dataKey('originator', 'alarm', 'Originator', '#4caf50'),
  dataKey('type', 'alarm', 'Type', '#f44336'),
  dataKey('severity', 'alarm', 'Severity', '#ffc107'),
  dataKey('status', 'alarm', 'Status', '#607d8b'),
];
const openState = (name: string, targetDashboardStateId: string) => ({
  actions: {
    rowClick: [{ id: `${targetDashboardStateId}-open`, name, icon: 'more_horiz', type: 'openDashboardState', targetDashboardStateId, setEntityId: true, stateEntityParamName: null }],
  },
});
const ALARM_OPTIONS = { alarmSearchStatus: 'ANY', alarmsPollingInterval: 5, alarmsMaxCountLoad: 0, alarmsFetchSize: 100 };

function thermostats() {
  const all = entityAlias('Thermostats', { type: 'deviceType', deviceType: 'thermostat', deviceTypes: ['thermostat'], deviceNameFilter: '' });
  const selected = entityAlias('Thermostat', { type: 'stateEntity', stateEntityParamName: null, defaultStateEntity: null, resolveMultiple: false });
  const temperature = () => ts('temperature', 'Temperature', '#ef5350', { units: '°C', decimals: 1 });
  const humidity = () => ts('humidity', 'Humidity', '#42a5f5', { units: '%', decimals: 0 });
  return dashboardConfiguration('Temperature, humidity and alarms of the demo thermostats.', [all, selected], {
    default: {
      name: 'Thermostats', root: true,
      widgets: [
        { bundle: 'cards', widget: 'entities_table', title: 'Thermostats', col: 0, row: 0, sizeX: 12, sizeY: 6, alias: all,
          keys: [temperature(), humidity(), attr('active', 'Active', '#8bc34a')], config: openState('Open thermostat', 'thermostat') },
        { bundle: 'maps_v2', widget: 'openstreetmap', title: 'Locations', col: 12, row: 0, sizeX: 12, sizeY: 6, alias: all,
          keys: [attr('latitude', 'latitude', '#607d8b'), attr('longitude', 'longitude', '#9e9e9e'), temperature()] },
        { bundle: 'alarm_widgets', widget: 'alarms_table', title: 'Alarms', col: 0, row: 6, sizeX: 24, sizeY: 5, alias: all,
          keys: alarmColumns(), config: ALARM_OPTIONS },
        { bundle: 'charts', widget: 'basic_timeseries', title: 'Temperature and humidity', col: 0, row: 11, sizeX: 24, sizeY: 6,
          alias: all, keys: [temperature(), humidity()] },
      ],
    },
    thermostat: {
      name: '${entityName}', root: false,
      widgets: [
        { bundle: 'digital_gauges', widget: 'digital_thermometer', title: 'Temperature', col: 0, row: 0, sizeX: 4, sizeY: 5,
          alias: selected, keys: [temperature()] },
        { bundle: 'digital_gauges', widget: 'humidity_gauge', title: 'Humidity', col: 4, row: 0, sizeX: 8, sizeY: 5,
          alias: selected, keys: [humidity()] },
        { bundle: 'input_widgets', widget: 'update_multiple_attributes', title: 'Alarm settings', col: 12, row: 0, sizeX: 12, sizeY: 5,
          alias: selected, settings: { attributeScope: 'SERVER_SCOPE' },
          keys: [
            attr('temperatureAlarmFlag', 'High temperature alarm', '#ef5350', { settings: { dataKeyType: 'booleanSwitch' } }),
            attr('temperatureAlarmThreshold', 'High temperature threshold, °C', '#ef5350', { settings: { dataKeyType: 'double' } }),
            attr('humidityAlarmFlag', 'Low humidity alarm', '#42a5f5', { settings: { dataKeyType: 'booleanSwitch' } }),
            attr('humidityAlarmThreshold', 'Low humidity threshold, %', '#42a5f5', { settings: { dataKeyType: 'double' } }),
          ] },
        { bundle: 'charts', widget: 'basic_timeseries', title: 'History', col: 0, row: 5, sizeX: 24, sizeY: 6,
          alias: selected, keys: [temperature(), humidity()] },
        { bundle: 'alarm_widgets', widget: 'alarms_table', title: 'Alarms', col: 0, row: 11, sizeX: 24, sizeY: 5,
          alias: selected, keys: alarmColumns(), config: ALARM_OPTIONS },
      ],
    },
  });
}

/** Firmware and Software share a layout: every device with its current and target package and update state. */
function otaDashboard(prefix: 'fw' | 'sw', what: string) {
  const devices = entityAlias('All devices', { type: 'entityType', entityType: 'DEVICE' });
  const selected = entityAlias('Selected device', { type: 'stateEntity', stateEntityParamName: null, defaultStateEntity: null, resolveMultiple: false });
  const keys = () => [
    attr(`current_${prefix}_title`, `Current ${what} title`, '#2196f3'),
    attr(`current_${prefix}_version`, `Current ${what} version`, '#4caf50'),
    attr(`target_${prefix}_title`, `Target ${what} title`, '#ff9800'),
    attr(`target_${prefix}_version`, `Target ${what} version`, '#9c27b0'),
    ts(`${prefix}_state`, 'Update state', '#607d8b'),
  ];
  return dashboardConfiguration(`${what[0].toUpperCase()}${what.slice(1)} versions and update progress of all devices.`, [devices, selected], {
    default: {
      name: `${what[0].toUpperCase()}${what.slice(1)}`, root: true,
      widgets: [
        { bundle: 'cards', widget: 'entities_table', title: 'Devices', col: 0, row: 0, sizeX: 24, sizeY: 9, alias: devices,
          keys: keys(), config: openState('Update history', 'history') },
      ],
    },
    history: {
      name: '${entityName}', root: false,
      widgets: [
        { bundle: 'cards', widget: 'timeseries_table', title: 'Update history', col: 0, row: 0, sizeX: 24, sizeY: 9,
          alias: selected, keys: [ts(`${prefix}_state`, 'Update state', '#607d8b'), ts(`${prefix}_error`, 'Error', '#f44336')] },
      ],
    },
  });
}

function gateways() {
  const all = entityAlias('Gateways', { type: 'deviceType', deviceType: 'gateway', deviceTypes: ['gateway'], deviceNameFilter: '' });
  const selected = entityAlias('Gateway', { type: 'stateEntity', stateEntityParamName: null, defaultStateEntity: null, resolveMultiple: false });
  return dashboardConfiguration('Gateways, their connectors and events.', [all, selected], {
    default: {
      name: 'Gateways', root: true,
      widgets: [
        { bundle: 'cards', widget: 'entities_table', title: 'Gateways', col: 0, row: 0, sizeX: 24, sizeY: 8, alias: all,
          keys: [attr('active', 'Active', '#8bc34a'), attr('lastConnectTime', 'Last connected', '#2196f3'),
            attr('lastDisconnectTime', 'Last disconnected', '#9e9e9e')],
          config: openState('Gateway details', 'gateway') },
      ],
    },
    gateway: {
      name: '${entityName}', root: false,
      widgets: [
        { bundle: 'gateway_widgets', widget: 'gateway_connectors', title: 'Connectors', col: 0, row: 0, sizeX: 10, sizeY: 6,
          alias: selected, keys: [attr('active_connectors', 'Active connectors', '#4caf50'), attr('inactive_connectors', 'Inactive connectors', '#9e9e9e')] },
        { bundle: 'gateway_widgets', widget: 'gateway_configuration', title: 'Configuration', col: 10, row: 0, sizeX: 14, sizeY: 6,
          alias: selected, keys: [attr('configuration', 'Configuration', '#2196f3')] },
        { bundle: 'gateway_widgets', widget: 'gateway_events', title: 'Events', col: 0, row: 6, sizeX: 24, sizeY: 6,
          alias: selected, keys: [ts('LOGS', 'Log', '#607d8b')] },
      ],
    },
  });
}

function ruleEngineStatistics() {
  const queues = entityAlias('Rule engine queues', { type: 'assetType', assetType: 'TbServiceQueue', assetTypes: ['TbServiceQueue'], assetNameFilter: '' });
  const counters = () => [
    ts('successfulMsgs', 'Successful', '#4caf50'),
    ts('failedMsgs', 'Failed', '#f44336'),
    ts('tmpFailed', 'Failed, retried', '#ff9800'),
    ts('timeoutMsgs', 'Timed out', '#9c27b0'),
    ts('tmpTimeout', 'Timed out, retried', '#03a9f4'),
  ];
  return dashboardConfiguration('Messages the rule engine processed per queue, and its exceptions.', [queues], {
    default: {
      name: 'Rule Engine Statistics', root: true,
      widgets: [
        { bundle: 'charts', widget: 'basic_timeseries', title: 'Queue stats', col: 0, row: 0, sizeX: 24, sizeY: 7, alias: queues, keys: counters() },
        { bundle: 'charts', widget: 'timeseries_bars', title: 'Processing failures and timeouts', col: 0, row: 7, sizeX: 12, sizeY: 6,
          alias: queues, keys: counters().slice(1) },
        { bundle: 'cards', widget: 'timeseries_table', title: 'Exceptions', col: 12, row: 7, sizeX: 12, sizeY: 6, alias: queues,
          keys: [ts('ruleEngineException', 'Rule engine exception', '#f44336')] },
      ],
    },
  });
}

/** The five demo dashboards (contract 10.2), by title; configurations are ours. */
export function demoDashboards(): Array<{ title: string; configuration: unknown }> {
  return [
    { title: 'Firmware', configuration: otaDashboard('fw', 'firmware') },
    { title: 'Gateways', configuration: gateways() },
    { title: 'Rule Engine Statistics', configuration: ruleEngineStatistics() },
    { title: 'Software', configuration: otaDashboard('sw', 'software') },
    { title: 'Thermostats', configuration: thermostats() },
  ];
}
