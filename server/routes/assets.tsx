import { assetTable } from '../tables/assets/asset-tables.ts';
import { entityPages } from '../tables/entity-pages.tsx';
import { ownPlace } from '../tables/list-scope.ts';
import { routePlugin } from '../route-plugin.ts';

const ROUTES = { list: 'assets', details: 'asset' } as const;

/** `/assets...`: the tenant's assets (a customer user's: their customer's), their details, dialogs and forms. */
export const assets = routePlugin('assets', async (app) => {
  entityPages(app, { routes: ROUTES, place: (request) => ownPlace(request, ROUTES), table: assetTable });
});
