import type { ComponentType } from 'react';
import { AlarmsTable } from './alarms-table.tsx';
import { EntitiesTable } from './cards/entities-table.tsx';
import { LabelWidget } from './cards/label-widget.tsx';
import { QrCodeCard } from './cards/qr-code-card.tsx';
import { TimeseriesTable } from './cards/timeseries-table.tsx';
import { AttributesCard, HtmlCard, HtmlValueCard, MarkdownCard, SimpleCard } from './cards/value-cards.tsx';
import { LatestBars, PieChart, RadarChart } from './charts/latest-charts.tsx';
import { TimeChart } from './charts/time-chart.tsx';
import { KnobControl, LedIndicator, RpcButton, SwitchControl, UpdateAttributesButton } from './controls/rpc-controls.tsx';
import { DashboardStateWidget } from './dashboard-state.tsx';
import { DateRangeNavigator } from './date-range-navigator.tsx';
import { Compass, LinearGauge, RadialGauge } from './gauges/analogue-gauges.tsx';
import { DigitalGauge } from './gauges/digital-gauge.tsx';
import { AttributeForm } from './inputs/attribute-form.tsx';
import { GeoMap, VendorMap } from './maps/geo-map.tsx';
import { ImageMap } from './maps/image-map.tsx';
import { NavigationCard, NavigationCards } from './navigation.tsx';
import type { WidgetProps } from './widget-props.ts';

type Renderer = ComponentType<WidgetProps>;

const line: Renderer = (p) => <TimeChart {...p} style="line" />;
const bars: Renderer = (p) => <TimeChart {...p} style="bars" />;
const steps: Renderer = (p) => <TimeChart {...p} style="steps" />;
const pie: Renderer = (p) => <PieChart {...p} variant="pie" />;
const doughnut: Renderer = (p) => <PieChart {...p} variant="doughnut" />;
const polar: Renderer = (p) => <PieChart {...p} variant="polar" />;

const DIGITAL = ['digital_bar', 'digital_speedometer', 'digital_thermometer', 'digital_vertical_bar', 'gauge_justgage', 'horizontal_bar_justgage', 'lcd_bar_gauge', 'lcd_gauge', 'mini_gauge_justgage', 'neon_gauge_justgage', 'simple_gauge_justgage', 'simple_neon_gauge_justgage', 'vertical_bar_justgage'];
const INPUTS = [
  'update_server_string_attribute', 'update_server_integer_attribute', 'update_server_double_attribute', 'update_server_boolean_attribute', 'update_server_date_attribute',
  'update_shared_string_attribute', 'update_shared_integer_attribute', 'update_shared_double_attribute', 'update_shared_boolean_attribute', 'update_shared_date_attribute',
  'update_string_timeseries', 'update_integer_timeseries', 'update_double_timeseries', 'update_boolean_timeseries',
  'update_server_location_attribute', 'update_shared_location_attribute', 'update_location_timeseries', 'update_json_attribute', 'update_multiple_attributes',
];
const routeMap: Renderer = (p) => <GeoMap {...p} routes />;
// Maps that need a vendor's key and script (Google, HERE, Tencent): not drawn.
const VENDOR_MAPS = [
  'maps_v2.google_maps', 'maps_v2.here_map', 'maps_v2.tencent_maps', 'maps_v2.route_map', 'maps_v2.route_map_tencent_maps',
  'input_widgets.markers_placement_google_maps',
];

/** Renderers by upstream widget type (`bundleAlias.typeAlias`); a type missing here gets the "not supported yet" tile. */
const RENDERERS = new Map<string, Renderer>([
  ['charts.basic_timeseries', line],
  ['charts.timeseries_bars_flot', bars],
  ['charts.state_chart', steps],
  ['charts.bars', LatestBars],
  ['charts.pie', pie],
  ['charts.pie_chart_js', pie],
  ['charts.doughnut_chart_js', doughnut],
  ['charts.polar_area_chart_js', polar],
  ['charts.radar_chart_js', RadarChart],
  ['cards.simple_card', SimpleCard],
  ['cards.label_widget', LabelWidget],
  ['cards.html_card', HtmlCard],
  ['cards.html_value_card', HtmlValueCard],
  ['cards.markdown_card', MarkdownCard],
  ['cards.attributes_card', AttributesCard],
  ['cards.entities_table', EntitiesTable],
  ['cards.timeseries_table', TimeseriesTable],
  ['cards.qr_code', QrCodeCard],
  ['cards.dashboard_state_widget', DashboardStateWidget],
  ['entity_admin_widgets.device_admin_table', EntitiesTable],
  ['entity_admin_widgets.asset_admin_table', EntitiesTable],
  ['gateway_widgets.attributes_card', AttributesCard],
  ['alarm_widgets.alarms_table', AlarmsTable],
  ['analogue_gauges.radial_gauge_canvas_gauges', RadialGauge],
  ['analogue_gauges.speed_gauge_canvas_gauges', RadialGauge],
  ['analogue_gauges.temperature_radial_gauge_canvas_gauges', RadialGauge],
  ['analogue_gauges.temperature_gauge_canvas_gauges', LinearGauge],
  ['analogue_gauges.analogue_compass', Compass],
  ...DIGITAL.map((alias): [string, Renderer] => [`digital_gauges.${alias}`, DigitalGauge]),
  ['navigation_widgets.navigation_card', NavigationCard],
  ['navigation_widgets.navigation_cards', NavigationCards],
  ['control_widgets.round_switch', SwitchControl],
  ['control_widgets.switch_control', SwitchControl],
  ['control_widgets.slide_toggle_control', SwitchControl],
  ['control_widgets.rpcbutton', RpcButton],
  ['control_widgets.knob_control', KnobControl],
  ['control_widgets.led_indicator', LedIndicator],
  ['control_widgets.update_attributes', UpdateAttributesButton],
  ...INPUTS.map((alias): [string, Renderer] => [`input_widgets.${alias}`, AttributeForm]),
  ['date.date_range_navigator', DateRangeNavigator],
  ['maps_v2.openstreetmap', GeoMap],
  ['input_widgets.markers_placement_openstreetmap', GeoMap],
  ['maps_v2.route_map_openstreetmap', routeMap],
  ['maps_v2.image_map', ImageMap],
  ['input_widgets.markers_placement_image_map', ImageMap],
  ...VENDOR_MAPS.map((type): [string, Renderer] => [type, VendorMap]),
]);

export function rendererFor(typeKey: string): Renderer | null {
  return RENDERERS.get(typeKey) ?? null;
}

export function supportedTypes(): string[] {
  return [...RENDERERS.keys()];
}
