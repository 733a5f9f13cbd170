import type { WidgetConfig } from '../domain/dashboard/dashboard-config.ts';
import { isTimewindowForm } from '../domain/time-window/timewindow-form.ts';
import { timewindowFromQuery, type TimewindowQuery } from '../domain/time-window/timewindow-query.ts';
import { defaultTimewindow, essentials, readTimewindow } from '../domain/time-window/timewindow.ts';
import { CONSOLE_ZONE } from '../domain/time-window/zoned-time.ts';
import type { Json } from '../domain/dashboard/dashboard-config.ts';
import { MAX_DATAPOINTS_LIMIT } from './time-window.ts';

/** The address member holding a widget's own time window (upstream's shape, compact JSON), as `page.<id>` a table's page. */
export const windowParam = (widgetId: string) => `window.${widgetId}`;

/**
 * The hidden field of a widget's time-window form without JavaScript: the widget whose window its `timewindow.*`
 * fields set (the dashboard's own panel sends the same fields without it).
 */
export const WINDOW_OF = 'windowOf';

/**
 * Whether a widget shows its own time-window control, as upstream's dashboard decides `hasTimewindow`: a widget of
 * time series or alarms with its own window, unless `displayTimewindow` is false.
 */
export function showsOwnWindow(widget: WidgetConfig): boolean {
  return !widget.useDashboardTimewindow && (widget.kind === 'timeseries' || widget.kind === 'alarm') && widget.raw.displayTimewindow !== false;
}

/** What the address says of the widgets' own windows. */
export interface WidgetWindows {
  /** Each widget showing its own control: its window (the stored one, or the address's), or its refused form. */
  queries: Map<string, TimewindowQuery>;
  /** The windows that replace the stored ones when the widgets load their data (upstream's shape). */
  overrides: Map<string, Json>;
  /** Where a valid form of a widget's panel leads: the address with the window in the widget's member. */
  redirect: Record<string, string> | null;
}

const isFormField = (name: string) => name.startsWith('timewindow.');

function stringMembers(query: Record<string, unknown>, skip: (name: string) => boolean): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([k, v]) => typeof v === 'string' && !skip(k))) as Record<string, string>;
}

/** The query as the dashboard's own window reads it: a widget panel's form fields are not the dashboard's. */
export function dashboardWindowQuery<Q extends Record<string, unknown>>(query: Q): Q {
  if (typeof query[WINDOW_OF] !== 'string') return query;
  return Object.fromEntries(Object.entries(query).filter(([k]) => !isFormField(k) && k !== WINDOW_OF)) as Q;
}

/**
 * Reads each widget's own window from the address (`window.<id>`), onto the window the widget stores; the panel's
 * form of one widget (`windowOf`) is read by the time-window rules as the dashboard's is, so a valid one leads to
 * its address and a faulty one is shown again with the faults named.
 */
export function readWidgetWindows(query: Record<string, unknown>, widgets: Iterable<WidgetConfig>, now: number): WidgetWindows {
  const out: WidgetWindows = { queries: new Map(), overrides: new Map(), redirect: null };
  const target = query[WINDOW_OF];
  const ctx = { now, viewerZone: CONSOLE_ZONE, maxPoints: MAX_DATAPOINTS_LIMIT };
  for (const widget of widgets) {
    if (!showsOwnWindow(widget)) continue;
    const param = windowParam(widget.id);
    const base = readTimewindow(widget.timewindow, defaultTimewindow(now, MAX_DATAPOINTS_LIMIT), MAX_DATAPOINTS_LIMIT);
    const own: Record<string, unknown> = { timewindow: query[param] };
    if (target === widget.id && isTimewindowForm(query)) Object.assign(own, stringMembers(query, (k) => !isFormField(k)));
    const read = timewindowFromQuery(own, base, ctx);
    if (read.kind === 'redirect') {
      out.redirect = { ...stringMembers(query, (k) => isFormField(k) || k === WINDOW_OF), [param]: read.query.timewindow };
      continue;
    }
    out.queries.set(widget.id, read);
    if (typeof query[param] === 'string' || read.kind === 'refused') out.overrides.set(widget.id, essentials(read.timewindow));
  }
  return out;
}
