import type { EntityId } from '../platform/types/ids.ts';
import type { DashboardConfig, Json } from '../domain/dashboard/dashboard-config.ts';
import type { WidgetData } from '../domain/dashboard/dashboard-view.ts';
import type { PlatformClient } from '../platform/platform-client.ts';
import type { Viewer } from './alias-filter.ts';
import type { WindowOverride } from './time-window.ts';

/** What every widget loader reads: the platform, the dashboard, the current state's parameters and the clock. */
export interface LoadContext {
  platform: PlatformClient;
  config: DashboardConfig;
  params: Json;
  viewer: Viewer;
  now: number;
  windowOverride: WindowOverride | null;
  /** The history playback's step: the dashboard's window read until this time, in the whole window's buckets. */
  playbackCursor?: number | null;
  /** Entities the viewer chose for single-entity aliases (the toolbar's entity select), by alias id. */
  aliasEntities: Map<string, EntityId>;
  /** The viewer's values of editable filter predicates (the toolbar's filters), by address member. */
  filterValues: Map<string, string | number | boolean>;
  /** Widgets' own windows from the address (`window.<id>`), replacing the ones they store. */
  widgetWindows: Map<string, Json>;
  /** The address's per-widget table state (`<widgetId>.page` ...). */
  query: Record<string, string>;
}

export function emptyData(): WidgetData {
  return { rows: [], alarms: [], page: null, window: null, target: null, controlValue: null, problems: [], functionSources: 0, custom: null, alarmQuery: null };
}
