import { deviceTable } from '../tables/devices/device-tables.ts';
import { entityPages } from '../tables/entity-pages.tsx';
import { ownPlace } from '../tables/list-scope.ts';
import { routePlugin } from '../route-plugin.ts';

const ROUTES = { list: 'devices', details: 'device' } as const;

/** `/devices...`: the tenant's devices (a customer user's: their customer's), their details, dialogs and forms. */
export const devices = routePlugin('devices', async (app) => {
  entityPages(app, { routes: ROUTES, place: (request) => ownPlace(request, ROUTES), table: deviceTable });
});
