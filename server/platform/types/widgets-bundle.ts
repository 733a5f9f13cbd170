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

/** A widget type's descriptor (contract 4.13): its code and schemas as text, as the platform stores them. */
export interface WidgetDescriptor {
  type: 'timeseries' | 'latest' | 'rpc' | 'alarm' | 'static';
  sizeX?: number;
  sizeY?: number;
  resources?: unknown[];
  templateHtml?: string;
  templateCss?: string;
  controllerScript?: string;
  settingsSchema?: string;
  dataKeySettingsSchema?: string;
  defaultConfig?: string;
  [member: string]: unknown;
}

/** `WidgetTypeDetails`: a widget type whole, with its preview image and description. */
export interface WidgetTypeDetails {
  id?: EntityId;
  createdTime?: number;
  tenantId?: EntityId;
  bundleAlias: string;
  alias?: string;
  name: string;
  descriptor: WidgetDescriptor;
  image?: string | null;
  description?: string | null;
  [member: string]: unknown;
}
