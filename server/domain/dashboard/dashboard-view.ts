import type { AlarmDataQuery } from '../../platform/types/entity-query.ts';
import type { EntityId } from '../../platform/types/ids.ts';
import type { Aggregation } from '../../platform/types/telemetry.ts';
import type { DataKeyConfig, GridSettings, WidgetConfig, WidgetPlacement } from './dashboard-config.ts';

/** The query window a widget's data was read for. */
export interface ResolvedWindow {
  startTs: number;
  endTs: number;
  /** Bucket size in ms; 0 when not aggregated. */
  interval: number;
  agg: Aggregation;
  limit: number;
  realtime: boolean;
  timeZone: string;
}

export interface EntityInfo {
  id: EntityId;
  name: string;
  label: string;
  type: string;
}

/** A point as the platform answers it: time and the value as text. */
export type SeriesPoint = [ts: number, value: string];

export interface KeyValue {
  key: DataKeyConfig;
  /** The latest value (latest widgets); null when the entity has none. */
  latest: { ts: number; value: string } | null;
  /** Points in ascending time (time-series widgets). */
  series: SeriesPoint[];
}

/** One entity of one datasource (or the datasource itself, for function and count sources). */
export interface SourceRow {
  datasourceIndex: number;
  entity: EntityInfo | null;
  values: KeyValue[];
}

export interface AlarmRow {
  id: string;
  createdTime: number;
  type: string;
  severity: string;
  status: string;
  originatorName: string;
  originator: EntityId;
  entity: EntityInfo | null;
  /** `ack`, `clear`: what the alarm's state allows. */
  canAck: boolean;
  canClear: boolean;
}

export interface TablePage {
  page: number;
  pageSize: number;
  totalPages: number;
  totalElements: number;
}

/** What a widget failed to read, as a translation key with its values. */
export interface WidgetProblem {
  key: string;
  values?: Record<string, string>;
}

/** A widget form's answer kept for the next page: the fields as typed, their errors, or the platform's error. */
export interface WidgetFormResult {
  widgetId: string;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  error: string | null;
}

/** A tenant widget type's own code (its descriptor's HTML, CSS and controller script), run in a sandboxed frame. */
export interface CustomWidgetCode {
  html: string;
  css: string;
  js: string;
}

export interface WidgetData {
  rows: SourceRow[];
  alarms: AlarmRow[];
  page: TablePage | null;
  window: ResolvedWindow | null;
  /** The device an RPC widget talks to. */
  target: EntityInfo | null;
  /** The value an RPC or switch widget read from its device, as text; null: unknown. */
  controlValue: string | null;
  problems: WidgetProblem[];
  /** Data sources the console cannot evaluate (function sources run the author's code). */
  functionSources: number;
  /** A tenant widget type's code, for the sandboxed frame; null for the system's types. */
  custom: CustomWidgetCode | null;
  /** An alarm widget's alarm data query, as read: its live subscription asks the same. */
  alarmQuery: AlarmDataQuery | null;
}

export interface WidgetView {
  config: WidgetConfig;
  placement: WidgetPlacement;
  /** Index of the widget in its state: its classes in the dashboard's stylesheet are `w<index>`. */
  index: number;
  data: WidgetData;
  form: WidgetFormResult | null;
  /** dashboard_state_widget: the state it shows, rendered as a nested layout. */
  nested: LayoutView | null;
}

export interface LayoutView {
  /** main or right. */
  id: string;
  grid: GridSettings;
  widgets: WidgetView[];
  /** Class of the layout in the dashboard's stylesheet. */
  className: string;
}
