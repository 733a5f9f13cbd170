import type { DashboardConfig, LayoutConfig, StateConfig } from '../domain/dashboard/dashboard-config.ts';
import type { LayoutView, WidgetFormResult, WidgetView } from '../domain/dashboard/dashboard-view.ts';
import type { Dashboard } from '../platform/types/dashboard.ts';
import { entityQueryApi } from '../platform/api/entity-query.ts';
import { stateEntityId } from './alias-filter.ts';
import { record, text } from './json-read.ts';
import type { LoadContext } from './load-context.ts';
import { loadWidget } from './load-widget.ts';
import { aliasesOf, chosenEntities, loadAliasChoices, type AliasChoice } from './alias-choices.ts';
import { readDashboardConfig } from './read-dashboard.ts';
import type { StateEntry } from './state-param.ts';
import { parseStateParam } from './state-param.ts';
import { stateTitle } from './state-names.ts';
import { dashboardStylesheet } from './dashboard-style.ts';

export interface DashboardModel {
  dashboard: { id: string; title: string };
  config: DashboardConfig;
  /** The state stack from the address; the last entry is the state shown. */
  stack: StateEntry[];
  state: StateConfig;
  /** Names of the stack's states with their entity names filled in. */
  stackTitles: string[];
  layouts: LayoutView[];
  stylesheet: string;
  /** Single-entity aliases the viewer may point at another of their entities (the toolbar's entity select). */
  aliasChoices: AliasChoice[];
}

export type ContextBase = Omit<LoadContext, 'config' | 'params' | 'aliasEntities'>;

/** Fills in `entityName` / `entityLabel` of state parameters that only carry an entity id (links made elsewhere). */
async function withEntityNames(ctx: ContextBase, stack: StateEntry[]): Promise<void> {
  for (const entry of stack) {
    const id = stateEntityId(entry.params, null);
    if (!id || text(entry.params.entityName)) continue;
    const found = await entityQueryApi.findEntityData(ctx.platform, {
      entityFilter: { type: 'singleEntity', singleEntity: id },
      pageLink: { page: 0, pageSize: 1 },
      entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }, { type: 'ENTITY_FIELD', key: 'label' }],
    }).catch(() => null);
    const fields = found?.data[0]?.latest.ENTITY_FIELD;
    if (fields) entry.params = { ...entry.params, entityName: fields.name?.value ?? '', entityLabel: fields.label?.value ?? '' };
  }
}

interface Builder {
  ctx: LoadContext;
  next: number;
  form: WidgetFormResult | null;
}

async function layoutView(b: Builder, id: string, layout: LayoutConfig, depth: number): Promise<LayoutView> {
  const className = `l${b.next++}`;
  const widgets = await Promise.all(layout.placements.map(async (placement): Promise<WidgetView> => {
    const config = b.ctx.config.widgets.get(placement.widgetId)!;
    const index = b.next++;
    const [data, nested] = await Promise.all([loadWidget(b.ctx, config), nestedState(b, config.settings, config.typeKey, depth)]);
    return { config, placement, index, data, form: b.form?.widgetId === config.id ? b.form : null, nested };
  }));
  return { id, grid: layout.grid, widgets, className };
}

/** dashboard_state_widget shows another state's main layout inside it (one level deep, never itself). */
async function nestedState(b: Builder, settings: Record<string, unknown>, typeKey: string, depth: number): Promise<LayoutView | null> {
  if (typeKey !== 'cards.dashboard_state_widget' || depth > 0) return null;
  const state = b.ctx.config.states.find((s) => s.id === text(settings.stateId));
  return state ? layoutView(b, 'nested', state.main, depth + 1) : null;
}

/**
 * Reads a dashboard for one state of the address: the state stack (`?state=`), the entity names of its
 * parameters, every widget's data in parallel, and the stylesheet of its layouts.
 */
export async function loadDashboard(
  base: ContextBase,
  dashboard: Dashboard,
  stateParam: unknown,
  form: WidgetFormResult | null,
  config: DashboardConfig = readDashboardConfig(dashboard.configuration),
): Promise<DashboardModel> {
  const stack = parseStateParam(stateParam, config);
  await withEntityNames(base, stack);
  const current = stack[stack.length - 1];
  const state = config.states.find((s) => s.id === current.id)!;
  // Only the aliases this state's widgets read: the others change nothing shown, and each costs a query.
  const shown = [state.main, state.right].flatMap((layout) => layout?.placements ?? []).map((p) => config.widgets.get(p.widgetId)!).filter(Boolean);
  const aliasChoices = await loadAliasChoices({ ...base, config, params: record(current.params) }, base.query, aliasesOf(shown));
  const ctx: LoadContext = { ...base, config, params: record(current.params), aliasEntities: chosenEntities(aliasChoices, base.query) };
  const b: Builder = { ctx, next: 0, form };
  const layouts = [await layoutView(b, 'main', state.main, 0)];
  if (state.right && state.right.placements.length) layouts.push(await layoutView(b, 'right', state.right, 0));
  return {
    dashboard: { id: dashboard.id.id, title: dashboard.title },
    config,
    stack,
    state,
    stackTitles: stack.map((entry) => stateTitle(config.states.find((s) => s.id === entry.id)!.name, entry.params)),
    layouts,
    aliasChoices,
    stylesheet: dashboardStylesheet(layouts, config.settings.dashboardCss),
  };
}
