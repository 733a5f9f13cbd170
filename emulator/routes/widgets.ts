import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANY_USER, SA, TA, requireAuthority } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import type { Authority } from '../store/users.ts';
import type { EmulatorContext } from '../context.ts';
import { notFound } from '../http/api-error.ts';
import { objectBody, sendEmpty } from '../http/body.ts';
import { PAGE_CONDITION, bindPresentPageParams, toPageLink } from '../http/page-link.ts';
import { uuidParam } from '../http/params.ts';
import { booleanParam, convertedToNull, queryParams, queryValue, requireParamConditions } from '../http/query.ts';
import { NULL_UUID } from '../lib/ids.ts';
import { checkWidgetType, checkWidgetsBundle } from '../security/content-checks.ts';
import { deleteWidgetsBundle, saveWidgetType, saveWidgetsBundle } from '../services/widgets.ts';
import { toWidgetType, toWidgetTypeDetails, toWidgetTypeInfo, toWidgetsBundle } from '../store/widgets.ts';
import type { WidgetTypeRow } from '../store/widgets.ts';

export function widgetRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { widgets } = ctx.stores;
  /** `isSystem` and `bundleAlias` (and maybe `alias`) select the widget types of one bundle. */
  const bundleTypes = (request: FastifyRequest, ...allowed: Authority[]) => {
    const query = queryParams(request);
    requireParamConditions(query, ['isSystem', 'bundleAlias']);
    const isSystem = booleanParam(queryValue(query, 'isSystem'));
    if (isSystem === null) throw convertedToNull('isSystem', 'boolean');
    const caller = requireAuthority(request, ...allowed);
    const tenantId = isSystem ? NULL_UUID : caller.tenantId;
    return { tenantId, bundleAlias: queryValue(query, 'bundleAlias') ?? '' };
  };
  const listTypes = <T>(request: FastifyRequest, map: (row: WidgetTypeRow) => T) => {
    const { tenantId, bundleAlias } = bundleTypes(request, SA, TA);
    return widgets.typesOfBundle(tenantId, bundleAlias).map(map);
  };
  const listOwner = (caller: Caller) => (caller.authority === 'SYS_ADMIN' ? null : caller.tenantId);

  app.get('/api/widgetsBundle/:widgetsBundleId', async (request) => {
    const caller = requireAuthority(request, ...ANY_USER);
    return toWidgetsBundle(checkWidgetsBundle(ctx, caller, uuidParam(request.params, 'widgetsBundleId'), 'READ'));
  });

  app.post('/api/widgetsBundle', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.widget.WidgetsBundle');
    const caller = requireAuthority(request, SA, TA);
    return toWidgetsBundle(saveWidgetsBundle(ctx, caller, body));
  });

  app.delete('/api/widgetsBundle/:widgetsBundleId', async (request, reply) => {
    const caller = requireAuthority(request, SA, TA);
    const bundle = checkWidgetsBundle(ctx, caller, uuidParam(request.params, 'widgetsBundleId'), 'DELETE');
    deleteWidgetsBundle(ctx, bundle);
    return sendEmpty(reply);
  });

  app.get('/api/widgetsBundles', async (request) => {
    const query = queryParams(request);
    if (PAGE_CONDITION.every((name) => query.has(name))) {
      const params = bindPresentPageParams(query);
      const caller = requireAuthority(request, ...ANY_USER);
      return widgets.findBundlePage(listOwner(caller), toPageLink(params));
    }
    const caller = requireAuthority(request, ...ANY_USER);
    return widgets.allBundles(listOwner(caller)).map(toWidgetsBundle);
  });

  app.get('/api/widgetType/:widgetTypeId', async (request) => {
    const caller = requireAuthority(request, SA, TA);
    return toWidgetTypeDetails(checkWidgetType(ctx, caller, uuidParam(request.params, 'widgetTypeId'), 'READ'));
  });

  app.post('/api/widgetType', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.widget.WidgetTypeDetails');
    const caller = requireAuthority(request, SA, TA);
    return toWidgetTypeDetails(saveWidgetType(ctx, caller, body));
  });

  app.delete('/api/widgetType/:widgetTypeId', async (request, reply) => {
    const caller = requireAuthority(request, SA, TA);
    const type = checkWidgetType(ctx, caller, uuidParam(request.params, 'widgetTypeId'), 'DELETE');
    widgets.deleteType(type.id);
    return sendEmpty(reply);
  });

  app.get('/api/widgetTypes', async (request) => listTypes(request, toWidgetType));
  app.get('/api/widgetTypesDetails', async (request) => listTypes(request, toWidgetTypeDetails));
  app.get('/api/widgetTypesInfos', async (request) => listTypes(request, toWidgetTypeInfo));

  app.get('/api/widgetType', async (request) => {
    const query = queryParams(request);
    requireParamConditions(query, ['isSystem', 'bundleAlias', 'alias']);
    const { tenantId, bundleAlias } = bundleTypes(request, ...ANY_USER);
    const type = widgets.findType(tenantId, bundleAlias, queryValue(query, 'alias') ?? '');
    if (!type) throw notFound();
    return toWidgetType(type);
  });
}
