import table from './system-widget-types.json' with { type: 'json' };
import { BUNDLE_DESCRIPTIONS, widgetDescription } from './descriptions.ts';
import type { WidgetKind } from './kind-templates.ts';
import type { Settings } from './settings-schema.ts';

export type WidgetTypeName = 'latest' | 'timeseries' | 'rpc' | 'alarm' | 'static';

/** One system widget type: the upstream facts of system-widget-types.json, our description and drawing kind. */
export interface CatalogueWidget {
  bundle: string;
  alias: string;
  name: string;
  description: string;
  kind: WidgetKind;
  type: WidgetTypeName;
  sizeX: number;
  sizeY: number;
  settingsDirective: string;
  dataKeySettingsDirective: string;
  latestDataKeySettingsDirective: string;
  settings: Settings;
  dataKeySettings: Settings | null;
  latestDataKeySettings: Settings | null;
}

export interface CatalogueBundle {
  alias: string;
  title: string;
  description: string;
  color: string;
  widgets: CatalogueWidget[];
}

type TableType = Omit<CatalogueWidget, 'bundle' | 'description' | 'kind' | 'type' | 'settings'> & { type: string; settings: Settings | null };

/** Preview colour and drawing kind per bundle (ours), and the widget types drawn differently from their bundle. */
const BUNDLE_LOOK: Record<string, { color: string; kind: WidgetKind }> = {
  alarm_widgets: { color: '#c62828', kind: 'alarms' },
  analogue_gauges: { color: '#1565c0', kind: 'gauge' },
  cards: { color: '#2e7d32', kind: 'value' },
  charts: { color: '#ef6c00', kind: 'chart' },
  control_widgets: { color: '#00838f', kind: 'control' },
  date: { color: '#5d4037', kind: 'static' },
  digital_gauges: { color: '#283593', kind: 'gauge' },
  edge_widgets: { color: '#455a64', kind: 'table' },
  entity_admin_widgets: { color: '#4e342e', kind: 'table' },
  gateway_widgets: { color: '#6a1b9a', kind: 'input' },
  gpio_widgets: { color: '#558b2f', kind: 'control' },
  input_widgets: { color: '#ad1457', kind: 'input' },
  maps_v2: { color: '#0277bd', kind: 'map' },
  navigation_widgets: { color: '#37474f', kind: 'static' },
};
const KIND_OF_TYPE: Record<string, WidgetKind> = {
  'cards.attributes_card': 'table', 'cards.timeseries_table': 'table', 'cards.entities_table': 'table',
  'cards.entities_hierarchy': 'table', 'cards.html_card': 'static', 'cards.html_value_card': 'static',
  'cards.markdown_card': 'static', 'cards.dashboard_state_widget': 'static', 'control_widgets.persistent_table': 'table',
  'gateway_widgets.attributes_card': 'table', 'gpio_widgets.gpio_panel': 'table', 'gpio_widgets.raspberry_pi_gpio_panel': 'table',
  'input_widgets.markers_placement_openstreetmap': 'map', 'input_widgets.markers_placement_image_map': 'map',
  'input_widgets.markers_placement_google_maps': 'map',
};

/** The 14 system widgets bundles of ThingsBoard 3.4.4 and their 97 widget types (contract 10.1). */
export const SYSTEM_WIDGETS: CatalogueBundle[] = table.bundles.map((bundle) => ({
  alias: bundle.alias,
  title: bundle.title,
  description: BUNDLE_DESCRIPTIONS[bundle.alias],
  color: BUNDLE_LOOK[bundle.alias].color,
  widgets: (bundle.types as TableType[]).map((type) => ({
    ...type,
    bundle: bundle.alias,
    type: type.type as WidgetTypeName,
    settings: type.settings ?? {},
    description: widgetDescription(bundle.alias, type.alias),
    kind: KIND_OF_TYPE[`${bundle.alias}.${type.alias}`] ?? BUNDLE_LOOK[bundle.alias].kind,
  })),
}));

export function systemWidget(bundle: string, alias: string): CatalogueWidget {
  const found = SYSTEM_WIDGETS.find((b) => b.alias === bundle)?.widgets.find((w) => w.alias === alias);
  if (!found) throw new Error(`unknown system widget type ${bundle}.${alias}`);
  return found;
}
