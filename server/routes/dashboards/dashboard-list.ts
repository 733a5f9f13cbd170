import { dashboardTable } from '../../tables/dashboards/dashboard-tables.ts';
import { entityPages } from '../../tables/entity-pages.tsx';
import { ownPlace, type ListRoutes } from '../../tables/list-scope.ts';
import { routePlugin } from '../../route-plugin.ts';

const ROUTES: ListRoutes = { list: 'dashboards', details: 'dashboard' };

/** `/dashboards` (the list of console-map §3.7, its panel and dialogs); its export action is `/dashboards/{id}/export` (`dashboards/index.ts`). */
export const dashboardList = routePlugin('dashboard-list', async (app) => {
  entityPages(app, { routes: ROUTES, place: (request) => ownPlace(request, ROUTES), table: dashboardTable, detailsPages: false });
});
