import t from 'tap';
import { withEmulator } from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';

// The 97 system widget types of ThingsBoard 3.4.4 (issue 16), by bundle.
const UPSTREAM: Record<string, string[]> = {
  alarm_widgets: ['alarms_table'],
  analogue_gauges: ['analogue_compass', 'radial_gauge_canvas_gauges', 'speed_gauge_canvas_gauges', 'temperature_gauge_canvas_gauges', 'temperature_radial_gauge_canvas_gauges'],
  cards: ['attributes_card', 'dashboard_state_widget', 'entities_hierarchy', 'entities_table', 'html_card', 'html_value_card', 'label_widget', 'markdown_card', 'qr_code', 'simple_card', 'timeseries_table'],
  charts: ['bars', 'basic_timeseries', 'doughnut_chart_js', 'pie', 'pie_chart_js', 'polar_area_chart_js', 'radar_chart_js', 'state_chart', 'timeseries_bars_flot'],
  control_widgets: ['knob_control', 'led_indicator', 'persistent_table', 'round_switch', 'rpc_debug_terminal', 'rpc_remote_shell', 'rpcbutton', 'slide_toggle_control', 'switch_control', 'update_attributes'],
  date: ['date_range_navigator'],
  digital_gauges: ['digital_bar', 'digital_speedometer', 'digital_thermometer', 'digital_vertical_bar', 'gauge_justgage', 'horizontal_bar_justgage', 'lcd_bar_gauge', 'lcd_gauge', 'mini_gauge_justgage', 'neon_gauge_justgage', 'simple_gauge_justgage', 'simple_neon_gauge_justgage', 'vertical_bar_justgage'],
  edge_widgets: ['edges_overview'],
  entity_admin_widgets: ['asset_admin_table', 'device_admin_table'],
  gateway_widgets: ['attributes_card', 'config_form_latest', 'gateway_configuration'],
  gpio_widgets: ['basic_gpio_control', 'gpio_panel', 'raspberry_pi_gpio_control', 'raspberry_pi_gpio_panel'],
  input_widgets: ['device_claiming_widget', 'markers_placement_google_maps', 'markers_placement_image_map', 'markers_placement_openstreetmap', 'update_boolean_timeseries', 'update_double_timeseries', 'update_integer_timeseries', 'update_json_attribute', 'update_location_timeseries', 'update_multiple_attributes', 'update_server_boolean_attribute', 'update_server_date_attribute', 'update_server_double_attribute', 'update_server_image_attribute', 'update_server_integer_attribute', 'update_server_location_attribute', 'update_server_string_attribute', 'update_shared_boolean_attribute', 'update_shared_date_attribute', 'update_shared_double_attribute', 'update_shared_image_attribute', 'update_shared_integer_attribute', 'update_shared_location_attribute', 'update_shared_string_attribute', 'update_string_timeseries', 'web_camera_input'],
  maps_v2: ['google_maps', 'here_map', 'image_map', 'openstreetmap', 'route_map', 'route_map_openstreetmap', 'route_map_tencent_maps', 'tencent_maps', 'test'],
  navigation_widgets: ['navigation_card', 'navigation_cards'],
};

const properties = (schema: string) => JSON.parse(schema).schema?.properties ?? {};
const defaults = (schema: string) => Object.fromEntries(Object.entries(properties(schema)).map(([name, p]: [string, any]) => [name, p.default]));

t.test('the 3.4.4 system widget types', async (t) => {
  const { url } = await withEmulator(t);
  const { tenant: admin } = await demoSessions(url, 'tenant');
  const types: Record<string, any> = {};
  for (const bundle of Object.keys(UPSTREAM)) {
    const list = (await admin.get(`/api/widgetTypesDetails?isSystem=true&bundleAlias=${bundle}`)).body;
    t.same(list.map((w: any) => w.alias).sort(), UPSTREAM[bundle], `${bundle}: the upstream types and no others`);
    for (const w of list) types[`${bundle}.${w.alias}`] = w;
  }
  t.equal(Object.keys(types).length, 97);

  const facts = (key: string) => {
    const { name, descriptor: d } = types[key];
    return [name, d.type, d.sizeX, d.sizeY];
  };
  t.same(facts('analogue_gauges.radial_gauge_canvas_gauges'), ['Radial gauge', 'latest', 6, 5]);
  t.same(facts('alarm_widgets.alarms_table'), ['Alarms table', 'alarm', 10.5, 6.5]);
  t.same(facts('charts.basic_timeseries'), ['Timeseries Line Chart', 'timeseries', 8, 5]);
  t.same(facts('control_widgets.rpcbutton'), ['RPC Button', 'rpc', 4, 2]);
  t.same(facts('cards.html_card'), ['HTML Card', 'static', 7.5, 3]);
  t.same(facts('gateway_widgets.attributes_card'), ['Gateway events', 'latest', 7.5, 8]);
  t.same(facts('maps_v2.test'), ['Trip Animation', 'timeseries', 10, 6.5]);

  const alarms = types['alarm_widgets.alarms_table'].descriptor;
  t.match(defaults(alarms.settingsSchema), { enableSelection: true, defaultSortOrder: '-createdTime', allowAcknowledgment: true, defaultPageSize: 10 });
  t.match(defaults(alarms.dataKeySettingsSchema), { columnWidth: '0px', defaultColumnVisibility: 'visible' });
  t.same([alarms.settingsDirective, alarms.dataKeySettingsDirective], ['tb-alarms-table-widget-settings', 'tb-alarms-table-key-settings']);
  const chart = types['charts.basic_timeseries'].descriptor;
  t.match(defaults(chart.dataKeySettingsSchema), { showLines: true, fillLines: false, axisPosition: 'left' });
  t.same(defaults(chart.latestDataKeySettingsSchema), { useAsThreshold: false, thresholdLineWidth: null, thresholdColor: null });
  t.same(properties(chart.latestDataKeySettingsSchema).thresholdLineWidth.type, 'number', 'members unset everywhere are typed by their name');
  t.match(defaults(types['input_widgets.update_integer_timeseries'].descriptor.settingsSchema),
    { showLabel: true, isRequired: true, showResultMessage: true, minValue: null, maxValue: null });
  t.match(defaults(types['analogue_gauges.radial_gauge_canvas_gauges'].descriptor.settingsSchema),
    { startAngle: 45, ticksAngle: 270, minValue: -100, maxValue: 100 });
  t.match(defaults(types['control_widgets.round_switch'].descriptor.settingsSchema), { getValueMethod: 'getValue', setValueMethod: 'setValue', requestTimeout: 500 });
  t.same(properties(alarms.settingsSchema).defaultPageSize, { title: 'Default page size', type: 'number', default: 10 });

  for (const [key, { descriptor: d }] of Object.entries(types)) {
    const config = JSON.parse(d.defaultConfig);
    t.same(config.settings, defaults(d.settingsSchema), `${key}: a new widget starts from the schema's defaults`);
  }
  const everything = JSON.stringify(Object.values(types).map((w: any) => w.descriptor));
  t.notOk(/AIza|data:image\/png/.test(everything), 'no upstream API keys or images in the settings');
  t.equal((await admin.get('/api/widgetType?isSystem=true&bundleAlias=analogue_gauges&alias=radial_gauge')).status, 404,
    'the placeholder types are gone');
});
