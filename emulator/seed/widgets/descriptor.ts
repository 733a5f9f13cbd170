import { SYSTEM_WIDGETS } from './catalogue.ts';
import type { CatalogueWidget } from './catalogue.ts';
import { KIND_TEMPLATES } from './kind-templates.ts';
import { settingsSchema, typeHints } from './settings-schema.ts';

/** A data key as widget configurations carry it. */
export function dataKey(name: string, type: 'timeseries' | 'attribute' | 'alarm' | 'entityField' | 'function' | 'count', label: string, color: string, extra: object = {}) {
  return { name, type, label, color, settings: {}, ...extra };
}

const HINTS = typeHints(SYSTEM_WIDGETS.flatMap((bundle) =>
  bundle.widgets.flatMap((w) => [w.settings, w.dataKeySettings, w.latestDataKeySettings])));

// Our preview data: a function source that needs no entity.
const WAVE = dataKey('f(x)', 'function', 'Wave', '#2196f3', { funcBody: 'return Math.round(1000 * Math.sin(time / 5000)) / 10;' });
const ALARM_COLUMNS = [
  dataKey('createdTime', 'alarm', 'Created time', '#2196f3'),
  dataKey('originator', 'alarm', 'Originator', '#4caf50'),
  dataKey('type', 'alarm', 'Type', '#f44336'),
  dataKey('severity', 'alarm', 'Severity', '#ffc107'),
  dataKey('status', 'alarm', 'Status', '#607d8b'),
];

/** The configuration members every widget starts from (ours); dashboards add their sources and differences. */
export function widgetConfig(title: string, settings: Record<string, unknown>) {
  return {
    showTitle: true,
    backgroundColor: '#fff',
    color: 'rgba(0, 0, 0, 0.87)',
    padding: '8px',
    settings,
    title,
    dropShadow: true,
    enableFullscreen: true,
    titleStyle: { fontSize: '16px', fontWeight: 400 },
    useDashboardTimewindow: true,
    showLegend: false,
    widgetStyle: {},
    actions: {},
  };
}

/** The widget type's default configuration (ours, with the upstream settings defaults). */
function defaultConfig(widget: CatalogueWidget) {
  const sources = (() => {
    switch (widget.type) {
      case 'static': return { datasources: [] };
      case 'rpc': return { targetDeviceAliases: [] };
      case 'alarm': return {
        datasources: [], alarmSource: { type: 'function', name: 'alarms', dataKeys: ALARM_COLUMNS },
        alarmSearchStatus: 'ANY', alarmsPollingInterval: 5,
      };
      default: return {
        datasources: [{ type: 'function', name: 'function', dataKeys: [{ ...WAVE, settings: structuredClone(widget.dataKeySettings ?? {}) }] }],
        timewindow: { realtime: { timewindowMs: 60000 } },
      };
    }
  })();
  return { ...sources, ...widgetConfig(widget.name, structuredClone(widget.settings)) };
}

/** The widget descriptor: schemas and default configuration are JSON text, as the platform stores them. */
export function descriptorOf(widget: CatalogueWidget) {
  const template = KIND_TEMPLATES[widget.kind];
  const directives = Object.fromEntries(
    (['settingsDirective', 'dataKeySettingsDirective', 'latestDataKeySettingsDirective'] as const)
      .filter((name) => widget[name] !== '').map((name) => [name, widget[name]]),
  );
  return {
    type: widget.type,
    sizeX: widget.sizeX,
    sizeY: widget.sizeY,
    resources: [],
    templateHtml: template.templateHtml,
    templateCss: template.templateCss,
    controllerScript: template.controllerScript,
    settingsSchema: settingsSchema('Settings', widget.settings, HINTS),
    dataKeySettingsSchema: settingsSchema('Data key settings', widget.dataKeySettings, HINTS),
    ...(widget.latestDataKeySettings ? { latestDataKeySettingsSchema: settingsSchema('Latest data key settings', widget.latestDataKeySettings, HINTS) } : {}),
    ...directives,
    defaultConfig: JSON.stringify(defaultConfig(widget)),
  };
}
