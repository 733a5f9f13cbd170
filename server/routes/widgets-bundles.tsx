import { Type } from '@sinclair/typebox';
import { WidgetTypesPage } from '../../views/widgets-bundles/widget-types-page.tsx';
import { routeCrumbs } from '../domain/route-crumbs.ts';
import { widgetsBundlesApi } from '../platform/api/widgets-bundles.ts';
import { entityPages } from '../tables/entity-pages.tsx';
import { sendJsonFile } from '../tables/json-export.ts';
import { ownPlace } from '../tables/list-scope.ts';
import { isSystemEntity } from '../tables/system-entities.ts';
import { widgetsBundleTable } from '../tables/widgets-bundles/widgets-bundle-kind.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';

const BUNDLES = { list: 'widgetsBundles', details: 'widgetsBundle' } as const;

/** A preview the page may show: an image the bundle carries itself (the console loads nothing from elsewhere). */
const inlineImage = (image: string | null) => (image?.startsWith('data:image/') ? image : undefined);

/** `/widgets-bundles...`: the widgets bundles, their export, and the browse page of one bundle's widget types. */
export const widgetsBundles = routePlugin('widgets-bundles', async (app) => {
  entityPages(app, { routes: BUNDLES, place: (request) => ownPlace(request, BUNDLES), table: (_scope, request) => widgetsBundleTable(request) });

  app.get('/widgets-bundles/:entityId/export', { config: { routeId: 'widgetsBundle' }, schema: { params: Type.Object({ entityId: Uuid }) } }, async (request, reply) => {
    const bundle = await widgetsBundlesApi.getWidgetsBundle(request.platform, request.params.entityId);
    const widgetTypes = await widgetsBundlesApi.getWidgetTypesDetails(request.platform, bundle.alias, isSystemEntity(bundle));
    return sendJsonFile(reply, bundle.title, { widgetsBundle: bundle, widgetTypes });
  });

  app.get('/widgets-bundles/:widgetsBundleId/widgetTypes', { config: { routeId: 'widgetTypes' }, schema: { params: Type.Object({ widgetsBundleId: Uuid }) } }, async (request, reply) => {
    const { widgetsBundleId } = request.params;
    const bundle = await widgetsBundlesApi.getWidgetsBundle(request.platform, widgetsBundleId);
    const infos = await widgetsBundlesApi.getWidgetTypesInfos(request.platform, bundle.alias, isSystemEntity(bundle));
    const types = infos.map((info) => ({ name: info.name, image: inlineImage(info.image), description: info.description ?? undefined }));
    const view = request.view();
    const crumbs = routeCrumbs('widgetTypes', view, { params: { widgetsBundleId }, label: () => bundle.title });
    return reply.page(<WidgetTypesPage title={view.t('widget.widget-library')} crumbs={crumbs} bundle={bundle.title} types={types} />);
  });
});
