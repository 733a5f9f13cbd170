import { dataKey } from './templates.ts';
import type { WidgetDefaults } from './templates.ts';

export interface CatalogueWidget extends WidgetDefaults {
  alias: string;
  name: string;
  description: string;
}

export interface CatalogueBundle {
  alias: string;
  title: string;
  description: string;
  color: string;
  widgets: CatalogueWidget[];
}

const temperature = dataKey('temperature', 'timeseries', 'Temperature', '#ef5350', { units: '°C', decimals: 1 });
const humidity = dataKey('humidity', 'timeseries', 'Humidity', '#42a5f5', { units: '%', decimals: 0 });
const alarmColumns = [
  dataKey('createdTime', 'alarm', 'Created time', '#2196f3'),
  dataKey('originator', 'alarm', 'Originator', '#4caf50'),
  dataKey('type', 'alarm', 'Type', '#f44336'),
  dataKey('severity', 'alarm', 'Severity', '#ffc107'),
  dataKey('status', 'alarm', 'Status', '#607d8b'),
];

const w = (
  alias: string, name: string, description: string, defaults: WidgetDefaults,
): CatalogueWidget => ({ alias, name, description, ...defaults });

/** The 14 system widgets bundles (contract 10.1) and the widget types we ship in each. */
export const SYSTEM_WIDGETS: CatalogueBundle[] = [
  {
    alias: 'alarm_widgets', title: 'Alarm widgets', description: 'Tables that list and manage alarms.', color: '#c62828',
    widgets: [
      w('alarms_table', 'Alarms table', 'Alarms of the entities of a datasource, with acknowledge and clear actions.',
        { kind: 'alarms', type: 'alarm', sizeX: 12, sizeY: 6, keys: alarmColumns }),
      w('alarm_count', 'Alarm count', 'Number of active alarms of the entities of a datasource.',
        { kind: 'value', type: 'latest', sizeX: 4, sizeY: 3, settings: { units: '', decimals: 0 } }),
    ],
  },
  {
    alias: 'analogue_gauges', title: 'Analogue gauges', description: 'Dial gauges for a single latest value.', color: '#1565c0',
    widgets: [
      w('radial_gauge', 'Radial gauge', 'A 270-degree dial for any numeric value.',
        { kind: 'gauge', type: 'latest', sizeX: 6, sizeY: 5, settings: { minValue: 0, maxValue: 100, barColor: '#1565c0' } }),
      w('temperature_gauge', 'Temperature gauge', 'A thermometer dial from -40 to 60 °C.',
        { kind: 'gauge', type: 'latest', sizeX: 6, sizeY: 5, settings: { minValue: -40, maxValue: 60, barColor: '#ef5350', units: '°C' }, keys: [temperature] }),
      w('speed_gauge', 'Speed gauge', 'A speedometer dial from 0 to 180 km/h.',
        { kind: 'gauge', type: 'latest', sizeX: 6, sizeY: 5, settings: { minValue: 0, maxValue: 180, barColor: '#6a1b9a', units: 'km/h' } }),
      w('compass', 'Compass', 'A compass rose showing a heading in degrees.',
        { kind: 'gauge', type: 'latest', sizeX: 5, sizeY: 5, settings: { minValue: 0, maxValue: 360, barColor: '#37474f', units: '°' } }),
    ],
  },
  {
    alias: 'cards', title: 'Cards', description: 'Cards and tables that show values as text.', color: '#2e7d32',
    widgets: [
      w('simple_card', 'Simple card', 'One latest value with its label.', { kind: 'value', type: 'latest', sizeX: 5, sizeY: 3 }),
      w('entities_table', 'Entities table', 'Entities of a datasource with their latest values in columns.',
        { kind: 'table', type: 'latest', sizeX: 12, sizeY: 6 }),
      w('timeseries_table', 'Timeseries table', 'Rows of timestamped values of each entity.',
        { kind: 'table', type: 'timeseries', sizeX: 12, sizeY: 6 }),
      w('attributes_card', 'Attributes card', 'Attributes of an entity as name and value pairs.',
        { kind: 'table', type: 'latest', sizeX: 7, sizeY: 4 }),
      w('html_card', 'HTML card', 'Static HTML content.', { kind: 'static', type: 'static', sizeX: 7, sizeY: 3, settings: { html: '<p>HTML card</p>' } }),
      w('markdown_card', 'Markdown card', 'Markdown text with values of the datasource substituted.',
        { kind: 'static', type: 'latest', sizeX: 7, sizeY: 4, settings: { html: '' } }),
    ],
  },
  {
    alias: 'charts', title: 'Charts', description: 'Line, bar and pie charts.', color: '#ef6c00',
    widgets: [
      w('basic_timeseries', 'Timeseries line chart', 'Values over time as lines.',
        { kind: 'chart', type: 'timeseries', sizeX: 12, sizeY: 6 }),
      w('timeseries_bars', 'Timeseries bar chart', 'Values over time as bars.',
        { kind: 'chart', type: 'timeseries', sizeX: 12, sizeY: 6, settings: { stack: false, shadowSize: 0 } }),
      w('state_chart', 'State chart', 'Discrete states over time as steps.',
        { kind: 'chart', type: 'timeseries', sizeX: 12, sizeY: 5, settings: { smoothLines: false } }),
      w('pie', 'Pie chart', 'Latest values as slices of a pie.', { kind: 'chart', type: 'latest', sizeX: 6, sizeY: 6 }),
      w('doughnut', 'Doughnut chart', 'Latest values as a ring.', { kind: 'chart', type: 'latest', sizeX: 6, sizeY: 6 }),
      w('bars', 'Bar chart', 'Latest values as bars side by side.', { kind: 'chart', type: 'latest', sizeX: 8, sizeY: 6 }),
    ],
  },
  {
    alias: 'control_widgets', title: 'Control widgets', description: 'Widgets that send RPC commands to devices.', color: '#00838f',
    widgets: [
      w('switch_control', 'Switch control', 'Turns a device function on and off.',
        { kind: 'control', type: 'rpc', sizeX: 4, sizeY: 2, settings: { getValueMethod: 'getValue', setValueMethod: 'setValue', requestTimeout: 500 } }),
      w('round_switch', 'Round switch', 'A round on/off switch.',
        { kind: 'control', type: 'rpc', sizeX: 4, sizeY: 4, settings: { getValueMethod: 'getValue', setValueMethod: 'setValue', requestTimeout: 500 } }),
      w('knob_control', 'Knob control', 'Sets a numeric value by turning a knob.',
        { kind: 'control', type: 'rpc', sizeX: 5, sizeY: 5, settings: { getValueMethod: 'getValue', setValueMethod: 'setValue', requestTimeout: 500 } }),
      w('led_indicator', 'LED indicator', 'Shows a device state as a coloured light.',
        { kind: 'control', type: 'rpc', sizeX: 4, sizeY: 3, settings: { getValueMethod: 'checkStatus', setValueMethod: '', requestTimeout: 500 } }),
      w('rpc_debug_terminal', 'RPC debug terminal', 'Types RPC commands and shows the answers.',
        { kind: 'control', type: 'rpc', sizeX: 9, sizeY: 5, settings: { requestTimeout: 500 } }),
      w('persistent_rpc_table', 'Persistent RPC table', 'Persistent RPC requests of a device and their states.',
        { kind: 'table', type: 'rpc', sizeX: 12, sizeY: 6 }),
    ],
  },
  {
    alias: 'date', title: 'Date', description: 'Widgets that move the dashboard time window.', color: '#5d4037',
    widgets: [
      w('date_range_navigator', 'Date range navigator', 'Steps the dashboard time window by day, week or month.',
        { kind: 'static', type: 'static', sizeX: 8, sizeY: 2, settings: { html: '' } }),
    ],
  },
  {
    alias: 'digital_gauges', title: 'Digital gauges', description: 'Gauges drawn as flat digital bars and arcs.', color: '#283593',
    widgets: [
      w('digital_thermometer', 'Digital thermometer', 'A vertical thermometer bar.',
        { kind: 'gauge', type: 'latest', sizeX: 3, sizeY: 5, settings: { minValue: -40, maxValue: 60, barColor: '#ef5350', units: '°C' }, keys: [temperature] }),
      w('simple_gauge', 'Simple gauge', 'A half-circle arc with the value in the middle.',
        { kind: 'gauge', type: 'latest', sizeX: 5, sizeY: 4, settings: { minValue: 0, maxValue: 100, barColor: '#283593' } }),
      w('humidity_gauge', 'Humidity gauge', 'A half-circle arc for relative humidity.',
        { kind: 'gauge', type: 'latest', sizeX: 5, sizeY: 4, settings: { minValue: 0, maxValue: 100, barColor: '#42a5f5', units: '%' }, keys: [humidity] }),
      w('vertical_bar', 'Vertical bar', 'A vertical level bar.',
        { kind: 'gauge', type: 'latest', sizeX: 3, sizeY: 5, settings: { minValue: 0, maxValue: 100, barColor: '#00897b' } }),
      w('horizontal_bar', 'Horizontal bar', 'A horizontal level bar.',
        { kind: 'gauge', type: 'latest', sizeX: 7, sizeY: 2, settings: { minValue: 0, maxValue: 100, barColor: '#00897b' } }),
    ],
  },
  {
    alias: 'edge_widgets', title: 'Edge widgets', description: 'Overviews of edge instances.', color: '#455a64',
    widgets: [
      w('edge_quick_overview', 'Edge quick overview', 'Entities an edge instance synchronises, grouped by type.',
        { kind: 'table', type: 'latest', sizeX: 8, sizeY: 5 }),
    ],
  },
  {
    alias: 'entity_admin_widgets', title: 'Entity admin widgets', description: 'Tables that create, edit and delete entities.', color: '#4e342e',
    widgets: [
      w('device_admin_table', 'Device admin table', 'Devices of a datasource with add, edit and delete actions.',
        { kind: 'table', type: 'latest', sizeX: 12, sizeY: 6 }),
      w('asset_admin_table', 'Asset admin table', 'Assets of a datasource with add, edit and delete actions.',
        { kind: 'table', type: 'latest', sizeX: 12, sizeY: 6 }),
    ],
  },
  {
    alias: 'gateway_widgets', title: 'Gateway widgets', description: 'Configuration and monitoring of IoT gateways.', color: '#6a1b9a',
    widgets: [
      w('gateway_configuration', 'Gateway configuration', 'Edits the connectors of a gateway stored in shared attributes.',
        { kind: 'input', type: 'latest', sizeX: 10, sizeY: 8, settings: { attributeScope: 'SHARED_SCOPE' } }),
      w('gateway_events', 'Gateway events', 'Log lines a gateway reports as telemetry.',
        { kind: 'table', type: 'timeseries', sizeX: 12, sizeY: 6 }),
      w('gateway_connectors', 'Gateway connectors', 'Connectors of a gateway and whether each is enabled.',
        { kind: 'table', type: 'latest', sizeX: 8, sizeY: 5 }),
    ],
  },
  {
    alias: 'gpio_widgets', title: 'GPIO widgets', description: 'Pins of single-board computers.', color: '#558b2f',
    widgets: [
      w('raspberry_pi_gpio_control', 'Raspberry Pi GPIO control', 'Switches the GPIO pins of a Raspberry Pi through RPC.',
        { kind: 'control', type: 'rpc', sizeX: 7, sizeY: 10, settings: { getValueMethod: 'getGpioStatus', setValueMethod: 'setGpioStatus', requestTimeout: 500 } }),
      w('raspberry_pi_gpio_panel', 'Raspberry Pi GPIO panel', 'Shows the GPIO pin states a Raspberry Pi reports.',
        { kind: 'table', type: 'latest', sizeX: 7, sizeY: 10 }),
    ],
  },
  {
    alias: 'input_widgets', title: 'Input widgets', description: 'Forms that write attributes.', color: '#ad1457',
    widgets: [
      w('update_server_attribute', 'Update server attribute', 'Writes one server-side attribute of an entity.',
        { kind: 'input', type: 'latest', sizeX: 6, sizeY: 2, settings: { attributeScope: 'SERVER_SCOPE' } }),
      w('update_shared_attribute', 'Update shared attribute', 'Writes one shared attribute of a device.',
        { kind: 'input', type: 'latest', sizeX: 6, sizeY: 2, settings: { attributeScope: 'SHARED_SCOPE' } }),
      w('update_multiple_attributes', 'Update multiple attributes', 'A form writing several attributes at once.',
        { kind: 'input', type: 'latest', sizeX: 6, sizeY: 5, settings: { attributeScope: 'SERVER_SCOPE' } }),
      w('location_input', 'Location input', 'Writes latitude and longitude attributes.',
        { kind: 'input', type: 'latest', sizeX: 6, sizeY: 3, settings: { attributeScope: 'SERVER_SCOPE' } }),
    ],
  },
  {
    alias: 'maps_v2', title: 'Maps', description: 'Entities placed on maps by their coordinates.', color: '#0277bd',
    widgets: [
      w('openstreetmap', 'OpenStreetMap', 'Markers on an OpenStreetMap layer from latitude and longitude keys.',
        { kind: 'map', type: 'latest', sizeX: 8.5, sizeY: 6 }),
      w('image_map', 'Image map', 'Markers on a floor plan image from relative x and y keys.',
        { kind: 'map', type: 'latest', sizeX: 8.5, sizeY: 6, settings: { latKeyName: 'xPos', lngKeyName: 'yPos' } }),
      w('route_map', 'Route map', 'The path an entity took, from timeseries coordinates.',
        { kind: 'map', type: 'timeseries', sizeX: 8.5, sizeY: 6 }),
    ],
  },
  {
    alias: 'navigation_widgets', title: 'Navigation widgets', description: 'Cards that link to console pages.', color: '#37474f',
    widgets: [
      w('navigation_cards', 'Navigation cards', 'A grid of cards, each opening a console page.',
        { kind: 'static', type: 'static', sizeX: 12, sizeY: 6, settings: { html: '' } }),
      w('navigation_card', 'Navigation card', 'One card opening a console page.',
        { kind: 'static', type: 'static', sizeX: 3, sizeY: 3, settings: { html: '' } }),
    ],
  },
];
