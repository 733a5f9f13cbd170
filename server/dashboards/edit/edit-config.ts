import { num, record, text, type Json } from '../json-read.ts';

// Changes to a dashboard configuration as the platform stores it (upstream's document), each returning a new one.

export type LayoutId = 'main' | 'right';

export interface Placement {
  col: number;
  row: number;
  sizeX: number;
  sizeY: number;
  mobileOrder: number | null;
  mobileHeight: number | null;
}

/**
 * The document in the shape the editor changes: widgets by id, and states (a legacy document without states gets
 * the `default` root state holding every widget where the widget says it is, as upstream's editor makes it).
 */
export function normalizeConfiguration(configuration: unknown): Json {
  const c: Json = structuredClone(record(configuration));
  if (Array.isArray(c.widgets)) c.widgets = Object.fromEntries(c.widgets.map((w, i) => [text(record(w).id, `widget-${i}`), w]));
  c.widgets = record(c.widgets);
  for (const [id, w] of Object.entries(c.widgets as Json)) if (record(w).id === undefined) (c.widgets as Json)[id] = { ...record(w), id };
  if (!Object.keys(record(c.states)).length) {
    const positions = Object.fromEntries(Object.entries(c.widgets as Json).map(([id, w]) => {
      const r = record(w);
      return [id, { sizeX: num(r.sizeX, 8), sizeY: num(r.sizeY, 6), row: num(r.row, 0), col: num(r.col, 0) }];
    }));
    c.states = { default: { name: 'default', root: true, layouts: { main: { widgets: positions, gridSettings: record(c.gridSettings) } } } };
  }
  c.entityAliases = record(c.entityAliases ?? c.deviceAliases);
  c.filters = record(c.filters);
  c.settings = record(c.settings);
  return c;
}

const states = (c: Json) => record(c.states);
const widgets = (c: Json) => record(c.widgets);

function layoutOf(c: Json, stateId: string, layoutId: LayoutId): Json | null {
  const l = record(record(states(c)[stateId]).layouts)[layoutId];
  return l && typeof l === 'object' ? (l as Json) : null;
}

function withLayout(c: Json, stateId: string, layoutId: LayoutId, change: (layout: Json) => Json): Json {
  const next = structuredClone(c);
  const state = record(states(next)[stateId]);
  const layouts = record(state.layouts);
  layouts[layoutId] = change(structuredClone(record(layouts[layoutId])));
  state.layouts = layouts;
  (next.states as Json)[stateId] = state;
  return next;
}

export function hasLayout(c: Json, stateId: string, layoutId: LayoutId): boolean {
  return layoutOf(c, stateId, layoutId) !== null;
}

/** The widget's place in a layout, or null when it is not there. */
export function placementOf(c: Json, stateId: string, layoutId: LayoutId, widgetId: string): Placement | null {
  const p = record(layoutOf(c, stateId, layoutId)?.widgets)[widgetId];
  if (!p) return null;
  const r = record(p);
  const optional = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return { col: num(r.col, 0), row: num(r.row, 0), sizeX: num(r.sizeX, 8), sizeY: num(r.sizeY, 6), mobileOrder: optional(r.mobileOrder), mobileHeight: optional(r.mobileHeight) };
}

/** Moves or resizes a widget in a layout (mobile order and height: null removes them). */
export function placeWidget(c: Json, stateId: string, layoutId: LayoutId, widgetId: string, p: Placement): Json {
  return withLayout(c, stateId, layoutId, (layout) => {
    const all = record(layout.widgets);
    const entry: Json = { ...record(all[widgetId]), col: p.col, row: p.row, sizeX: p.sizeX, sizeY: p.sizeY };
    for (const key of ['mobileOrder', 'mobileHeight'] as const) {
      if (p[key] === null) delete entry[key];
      else entry[key] = p[key];
    }
    return { ...layout, widgets: { ...all, [widgetId]: entry } };
  });
}

/** The first free row below every widget of the layout. */
export function bottomRow(c: Json, stateId: string, layoutId: LayoutId): number {
  return Object.values(record(layoutOf(c, stateId, layoutId)?.widgets)).reduce<number>((max, p) => Math.max(max, num(record(p).row, 0) + num(record(p).sizeY, 0)), 0);
}

/** Adds a widget (its whole document) to the configuration and places it at the bottom left of the layout. */
export function addWidget(c: Json, stateId: string, layoutId: LayoutId, widget: Json): Json {
  const id = text(widget.id);
  const next = { ...c, widgets: { ...widgets(c), [id]: widget } };
  return placeWidget(next, stateId, layoutId, id, { col: 0, row: bottomRow(c, stateId, layoutId), sizeX: num(widget.sizeX, 8), sizeY: num(widget.sizeY, 6), mobileOrder: null, mobileHeight: null });
}

function placedAnywhere(c: Json, widgetId: string): boolean {
  return Object.values(states(c)).some((s) => Object.values(record(record(s).layouts)).some((l) => widgetId in record(record(l).widgets)));
}

/** Takes a widget out of a layout; a widget no layout shows any more leaves the document. */
export function removeWidget(c: Json, stateId: string, layoutId: LayoutId, widgetId: string): Json {
  const next = withLayout(c, stateId, layoutId, (layout) => {
    const all = { ...record(layout.widgets) };
    delete all[widgetId];
    return { ...layout, widgets: all };
  });
  if (!placedAnywhere(next, widgetId)) {
    const all = { ...widgets(next) };
    delete all[widgetId];
    next.widgets = all;
  }
  return next;
}

/** Replaces a widget's document (its configuration edited). */
export function replaceWidget(c: Json, widgetId: string, widget: Json): Json {
  return { ...c, widgets: { ...widgets(c), [widgetId]: widget } };
}

export function widgetOf(c: Json, widgetId: string): Json | null {
  const w = widgets(c)[widgetId];
  return w && typeof w === 'object' ? (w as Json) : null;
}

/** The states in document order, with their display names. */
export function stateList(c: Json): { id: string; name: string; root: boolean }[] {
  return Object.entries(states(c)).map(([id, s]) => ({ id, name: text(record(s).name, id), root: record(s).root === true }));
}

/** A new empty state with a main layout of the root state's grid. */
export function addState(c: Json, id: string, name: string): Json {
  const root = stateList(c).find((s) => s.root)?.id;
  const grid = root ? record(layoutOf(c, root, 'main')?.gridSettings) : {};
  return { ...c, states: { ...states(c), [id]: { name, root: false, layouts: { main: { widgets: {}, gridSettings: structuredClone(grid) } } } } };
}

export function renameState(c: Json, id: string, name: string): Json {
  return { ...c, states: { ...states(c), [id]: { ...record(states(c)[id]), name } } };
}

/** Makes a state the root one (exactly one state is). */
export function setRootState(c: Json, id: string): Json {
  return { ...c, states: Object.fromEntries(Object.entries(states(c)).map(([sid, s]) => [sid, { ...record(s), root: sid === id }])) };
}

/** Deletes a state that is not the root one; widgets shown nowhere else leave with it. */
export function deleteState(c: Json, id: string): Json {
  const rest = { ...states(c) };
  delete rest[id];
  const next: Json = { ...c, states: rest };
  next.widgets = Object.fromEntries(Object.entries(widgets(c)).filter(([wid]) => placedAnywhere(next, wid)));
  return next;
}

/** Changes a layout's grid settings (members given replace those stored; null removes one). */
export function setGridSettings(c: Json, stateId: string, layoutId: LayoutId, changes: Json): Json {
  return withLayout(c, stateId, layoutId, (layout) => {
    const grid: Json = { ...record(layout.gridSettings) };
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) delete grid[k];
      else grid[k] = v;
    }
    return { widgets: {}, ...layout, gridSettings: grid };
  });
}

/** Adds or removes a state's right layout (upstream's "divider"); removed widgets shown nowhere else leave. */
export function setRightLayout(c: Json, stateId: string, on: boolean): Json {
  if (on === hasLayout(c, stateId, 'right')) return c;
  if (on) return withLayout(c, stateId, 'right', () => ({ widgets: {}, gridSettings: structuredClone(record(layoutOf(c, stateId, 'main')?.gridSettings)) }));
  const next = structuredClone(c);
  delete record(record(states(next)[stateId]).layouts).right;
  next.widgets = Object.fromEntries(Object.entries(widgets(next)).filter(([wid]) => placedAnywhere(next, wid)));
  return next;
}

/** Changes dashboard settings members (null removes one). */
export function setSettings(c: Json, changes: Json): Json {
  const settings: Json = { ...record(c.settings) };
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete settings[k];
    else settings[k] = v;
  }
  return { ...c, settings };
}

/** Ids of the widgets a layout shows, in its document order. */
export function widgetIdsOf(c: Json, stateId: string, layoutId: LayoutId): string[] {
  return Object.keys(record(layoutOf(c, stateId, layoutId)?.widgets)).filter((id) => id in widgets(c));
}

/** Sets (or, with null, deletes) an entity alias or a filter: `member` is `entityAliases` or `filters`. */
export function setNamed(c: Json, member: 'entityAliases' | 'filters', id: string, value: Json | null): Json {
  const all = { ...record(c[member]) };
  if (value === null) delete all[id];
  else all[id] = value;
  return { ...c, [member]: all };
}
