import { entityViewTable } from '../tables/entity-views/entity-view-tables.ts';
import { entityPages } from '../tables/entity-pages.tsx';
import { ownPlace } from '../tables/list-scope.ts';
import { routePlugin } from '../route-plugin.ts';

const ROUTES = { list: 'entityViews', details: 'entityView' } as const;

/** `/entityViews...`: the tenant's entity views (a customer user's: their customer's), their details, dialogs and forms. */
export const entityViews = routePlugin('entity-views', async (app) => {
  entityPages(app, { routes: ROUTES, place: (request) => ownPlace(request, ROUTES), table: entityViewTable });
});
