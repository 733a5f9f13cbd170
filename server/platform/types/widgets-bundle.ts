import type { EntityId } from './ids.ts';

/** The platform's WidgetsBundle (contract 4.13); system bundles have the null tenant. */
export interface WidgetsBundle {
  id: EntityId;
  createdTime: number;
  tenantId: EntityId;
  alias: string;
  title: string;
  image: string | null;
  description: string | null;
  [member: string]: unknown;
}

/** `WidgetTypeInfo`: what the bundle's browse page shows of a widget type. */
export interface WidgetTypeInfo {
  id: EntityId;
  alias: string;
  name: string;
  image: string | null;
  description: string | null;
  widgetType: string;
}

/** `WidgetType`: a type with its descriptor (sizes, default configuration, settings schemas as JSON text). */
export interface WidgetType {
  id: EntityId;
  bundleAlias: string;
  alias: string;
  name: string;
  descriptor: {
    type?: string;
    sizeX?: number;
    sizeY?: number;
    defaultConfig?: string;
    settingsSchema?: string;
    dataKeySettingsSchema?: string;
    [member: string]: unknown;
  };
}
