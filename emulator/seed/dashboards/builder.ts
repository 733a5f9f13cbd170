import { randomUUID } from 'node:crypto';
import { SYSTEM_WIDGETS } from '../widgets/catalogue.ts';
import type { CatalogueWidget } from '../widgets/catalogue.ts';
import { dataKey } from '../widgets/templates.ts';

export type DataKey = ReturnType<typeof dataKey>;

export interface EntityAlias {
  id: string;
  alias: string;
  filter: Record<string, unknown>;
}

export function entityAlias(alias: string, filter: Record<string, unknown>): EntityAlias {
  return { id: randomUUID(), alias, filter: { resolveMultiple: true, ...filter } };
}

/** A widget placed on a state's grid, referring to a system widget type by bundle and type alias. */
export interface Placement {
  bundle: string;
  widget: string;
  title: string;
  col: number;
  row: number;
  sizeX?: number;
  sizeY?: number;
  alias?: EntityAlias;
  keys?: DataKey[];
  settings?: Record<string, unknown>;
  /** Extra configuration members (actions, alarm options, ...). */
  config?: Record<string, unknown>;
}

export interface StateSpec {
  name: string;
  root: boolean;
  widgets: Placement[];
}

function catalogued(bundle: string, widget: string): CatalogueWidget {
  const found = SYSTEM_WIDGETS.find((b) => b.alias === bundle)?.widgets.find((w) => w.alias === widget);
  if (!found) throw new Error(`demo dashboard refers to unknown widget ${bundle}.${widget}`);
  return found;
}

function widgetObject(placement: Placement) {
  const type = catalogued(placement.bundle, placement.widget);
  const sizeX = placement.sizeX ?? type.sizeX;
  const sizeY = placement.sizeY ?? type.sizeY;
  const datasource =
    placement.alias === undefined
      ? []
      : [{ type: 'entity', name: null, entityAliasId: placement.alias.id, filterId: null, dataKeys: placement.keys ?? [] }];
  const alarmSource = type.type === 'alarm' && placement.alias !== undefined
    ? { alarmSource: { type: 'entity', entityAliasId: placement.alias.id, filterId: null, dataKeys: placement.keys ?? [] } }
    : {};
  return {
    id: randomUUID(),
    isSystemType: true,
    bundleAlias: placement.bundle,
    typeAlias: placement.widget,
    type: type.type,
    title: placement.title,
    image: null,
    description: null,
    sizeX,
    sizeY,
    row: placement.row,
    col: placement.col,
    config: {
      datasources: type.type === 'alarm' || type.type === 'static' ? [] : datasource,
      ...alarmSource,
      timewindow: { realtime: { timewindowMs: 3600000 }, aggregation: { type: 'AVG', limit: 200 } },
      showTitle: true,
      title: placement.title,
      backgroundColor: '#fff',
      color: 'rgba(0, 0, 0, 0.87)',
      padding: '8px',
      dropShadow: true,
      enableFullscreen: true,
      settings: { ...(type.settings ?? {}), ...(placement.settings ?? {}) },
      actions: {},
      ...(placement.config ?? {}),
    },
  };
}

const GRID = { backgroundColor: '#eeeeee', columns: 24, margin: 10, backgroundSizeMode: '100%' };

/** The dashboard `configuration` document: widgets by id, states laying them out, aliases by id. */
export function dashboardConfiguration(description: string, aliases: EntityAlias[], states: Record<string, StateSpec>) {
  const widgets: Record<string, ReturnType<typeof widgetObject>> = {};
  const stateDocs: Record<string, unknown> = {};
  for (const [stateId, state] of Object.entries(states)) {
    const layout: Record<string, { sizeX: number; sizeY: number; row: number; col: number }> = {};
    for (const placement of state.widgets) {
      const widget = widgetObject(placement);
      widgets[widget.id] = widget;
      layout[widget.id] = { sizeX: widget.sizeX, sizeY: widget.sizeY, row: widget.row, col: widget.col };
    }
    stateDocs[stateId] = { name: state.name, root: state.root, layouts: { main: { widgets: layout, gridSettings: GRID } } };
  }
  return {
    description,
    widgets,
    states: stateDocs,
    entityAliases: Object.fromEntries(aliases.map((alias) => [alias.id, alias])),
    filters: {},
    timewindow: {
      displayValue: '',
      selectedTab: 0,
      realtime: { realtimeType: 0, interval: 1000, timewindowMs: 3600000, quickInterval: 'CURRENT_DAY' },
      history: { historyType: 0, interval: 1000, timewindowMs: 86400000 },
      aggregation: { type: 'AVG', limit: 25000 },
    },
    settings: {
      stateControllerId: 'entity',
      showTitle: false,
      showDashboardsSelect: true,
      showEntitiesSelect: true,
      showDashboardTimewindow: true,
      showDashboardExport: true,
      toolbarAlwaysOpen: true,
    },
  };
}

export { dataKey };
