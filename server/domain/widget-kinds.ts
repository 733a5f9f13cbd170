import type { WidgetDescriptor } from '../platform/types/widgets-bundle.ts';

/** The five widget types, in upstream's order (`widgetTypesData`). */
export const WIDGET_KINDS = ['timeseries', 'latest', 'rpc', 'alarm', 'static'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

export const isWidgetKind = (value: unknown): value is WidgetKind => WIDGET_KINDS.includes(value as WidgetKind);

/** Translation keys of the types' names. */
export const KIND_LABELS: Record<WidgetKind, string> = {
  timeseries: 'widget.timeseries',
  latest: 'widget.latest',
  rpc: 'widget.rpc',
  alarm: 'widget.alarm',
  static: 'widget.static',
};

/** The system widget a new type of each kind starts from (upstream's `widgetTypesData[type].template`). */
export const KIND_TEMPLATES: Record<WidgetKind, { bundleAlias: string; alias: string }> = {
  timeseries: { bundleAlias: 'charts', alias: 'basic_timeseries' },
  latest: { bundleAlias: 'cards', alias: 'attributes_card' },
  rpc: { bundleAlias: 'gpio_widgets', alias: 'basic_gpio_control' },
  alarm: { bundleAlias: 'alarm_widgets', alias: 'alarms_table' },
  static: { bundleAlias: 'cards', alias: 'html_card' },
};

/** The descriptor's own kind, `latest` when it names none the console knows. */
export const kindOf = (descriptor: WidgetDescriptor | undefined): WidgetKind => (isWidgetKind(descriptor?.type) ? descriptor.type : 'latest');
