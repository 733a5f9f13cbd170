import type { ActionConfig, Json } from '../domain/dashboard/dashboard-config.ts';
import type { EntityInfo } from '../domain/dashboard/dashboard-view.ts';
import { safeHref } from '../help/markdown.ts';
import { encodeStateParam, type StateEntry } from './state-param.ts';

/** Where the dashboard page is and what its links keep (the mobile app's flags, a time window from the address). */
export interface DashboardNav {
  /** `/dashboards/{id}`, `/dashboard/{id}`, `/customers/{cid}/dashboards/{id}` ... */
  path: string;
  /** Fullscreen pages open other dashboards fullscreen too. */
  dashboardsPrefix: '/dashboards' | '/dashboard';
  stack: StateEntry[];
  /** `default` keeps one state; `entity` (upstream's default controller) stacks states, each with its parameters. */
  stateControllerId: string;
  keep: Record<string, string>;
}

export type ActionTarget =
  | { kind: 'link'; path: string; query: Record<string, string> }
  | { kind: 'url'; href: string; newTab: boolean }
  | { kind: 'unsupported' };

/** upstream's updateEntityParams: the entity goes in the state parameters, under its parameter name if the action names one. */
function paramsWith(params: Json, action: ActionConfig, entity: EntityInfo | null): Json {
  const next = structuredClone(params);
  if (!action.setEntityId || !entity) return next;
  const value = { entityId: entity.id, entityName: entity.name, entityLabel: entity.label };
  if (action.stateEntityParamName) next[action.stateEntityParamName] = value;
  else Object.assign(next, value);
  return next;
}

/**
 * The link an action of a widget makes, from the current state and the entity it was used on: a state to open or
 * to switch to, another dashboard, a URL. Custom actions run the author's code in upstream's browser console
 * and are not supported.
 */
export function actionTarget(action: ActionConfig, nav: DashboardNav, entity: EntityInfo | null): ActionTarget {
  const current = nav.stack[nav.stack.length - 1];
  switch (action.type) {
    case 'openDashboardState':
    case 'updateDashboardState': {
      const entry = { id: action.targetDashboardStateId ?? current.id, params: paramsWith(current.params, action, entity) };
      const replace = action.type === 'updateDashboardState' || nav.stateControllerId === 'default';
      const stack = replace ? [...nav.stack.slice(0, -1), entry] : [...nav.stack, entry];
      return { kind: 'link', path: nav.path, query: { ...nav.keep, state: encodeStateParam(nav.stateControllerId === 'default' ? [entry] : stack) } };
    }
    case 'openDashboard': {
      if (!action.targetDashboardId) return { kind: 'unsupported' };
      const params = paramsWith({}, action, entity);
      const state = action.targetDashboardStateId || Object.keys(params).length ? encodeStateParam([{ id: action.targetDashboardStateId ?? '', params }]) : undefined;
      const query: Record<string, string> = { ...nav.keep };
      if (state) query.state = state;
      return { kind: 'link', path: `${nav.dashboardsPrefix}/${encodeURIComponent(action.targetDashboardId)}`, query };
    }
    case 'openURL': {
      const href = action.url ? safeHref(action.url) : null;
      return href ? { kind: 'url', href, newTab: action.openNewBrowserTab } : { kind: 'unsupported' };
    }
    default:
      return { kind: 'unsupported' };
  }
}

/** A link to a state of the stack (the state breadcrumb): the stack cut after it. */
export function stackLink(nav: DashboardNav, depth: number): { path: string; query: Record<string, string> } {
  return { path: nav.path, query: { ...nav.keep, state: encodeStateParam(nav.stack.slice(0, depth + 1)) } };
}
