import type { FastifyRequest } from 'fastify';
import type { WidgetConfig } from '../domain/dashboard/dashboard-config.ts';
import { dashboardsApi } from '../platform/api/dashboards.ts';
import { record } from './json-read.ts';
import { aliasEntitiesOf } from './alias-choices.ts';
import { editablePredicates, filterValues } from './filter-values.ts';
import type { LoadContext } from './load-context.ts';
import { readDashboardConfig } from './read-dashboard.ts';
import { parseStateParam } from './state-param.ts';

export class UnknownWidgetError extends Error {
  override name = 'UnknownWidgetError';
}

/**
 * What a widget form post acts on, worked out again on the server from the stored dashboard and the state stack
 * the page had: the widget's settings say which method, keys and scope, the alias says which entity. Nothing of
 * that is taken from the form.
 */
export async function widgetPostContext(request: FastifyRequest, dashboardId: string, widgetId: string, stateParam: unknown, back: unknown): Promise<{ ctx: LoadContext; widget: WidgetConfig }> {
  const dashboard = await dashboardsApi.getDashboard(request.platform, dashboardId);
  const config = readDashboardConfig(dashboard.configuration);
  const widget = config.widgets.get(widgetId);
  if (!widget) throw new UnknownWidgetError(widgetId);
  const stack = parseStateParam(stateParam, config);
  const user = request.session.user!;
  const base: Omit<LoadContext, 'aliasEntities' | 'filterValues'> = {
    platform: request.platform,
    config,
    params: record(stack[stack.length - 1].params),
    viewer: { authority: user.authority, tenantId: user.tenantId, customerId: user.customerId, userId: user.id },
    now: Date.now(),
    windowOverride: null,
    widgetWindows: new Map(),
    query: {},
  };
  // The entities the page's viewer chose for its aliases, from the page the form came from.
  const page = typeof back === 'string' ? Object.fromEntries(new URLSearchParams(back.split('?')[1] ?? '')) : {};
  const withFilters = { ...base, filterValues: filterValues(editablePredicates(config, page), page) };
  const ctx: LoadContext = { ...withFilters, aliasEntities: await aliasEntitiesOf(withFilters, page) };
  return { ctx, widget };
}
