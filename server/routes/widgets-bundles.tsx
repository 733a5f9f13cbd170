import { Type } from '@sinclair/typebox';
import { widgetsBundlesApi } from '../platform/api/widgets-bundles.ts';
import { entityPages } from '../tables/entity-pages.tsx';
import { sendJsonFile } from '../tables/json-export.ts';
import { ownPlace } from '../tables/list-scope.ts';
import { isSystemEntity } from '../tables/system-entities.ts';
import { widgetsBundleTable } from '../tables/widgets-bundles/widgets-bundle-kind.ts';
import { widgetEditorPages } from '../widget-types/widget-editor.tsx';
import { widgetLibraryPages } from '../widget-types/widget-library.tsx';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';

const BUNDLES = { list: 'widgetsBundles', details: 'widgetsBundle' } as const;

/** `/widgets-bundles...`: the widgets bundles, their export, a bundle's widget library and the widget editor. */
export const widgetsBundles = routePlugin('widgets-bundles', async (app) => {
  entityPages(app, { routes: BUNDLES, place: (request) => ownPlace(request, BUNDLES), table: (_scope, request) => widgetsBundleTable(request) });

  app.get('/widgets-bundles/:entityId/export', { config: { routeId: 'widgetsBundle' }, schema: { params: Type.Object({ entityId: Uuid }) } }, async (request, reply) => {
    const bundle = await widgetsBundlesApi.getWidgetsBundle(request.platform, request.params.entityId);
    const widgetTypes = await widgetsBundlesApi.getWidgetTypesDetails(request.platform, bundle.alias, isSystemEntity(bundle));
    return sendJsonFile(reply, bundle.title, { widgetsBundle: bundle, widgetTypes });
  });

  widgetLibraryPages(app);
  widgetEditorPages(app);
});
