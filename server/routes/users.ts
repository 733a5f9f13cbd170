import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { entityPages } from '../tables/entity-pages.tsx';
import type { ListRoutes } from '../tables/list-scope.ts';
import { tenantAdminTable } from '../tables/users/user-tables.ts';
import { tenantAdminsPlace } from '../tables/users/user-places.ts';
import { usersApi } from '../platform/api/users.ts';
import { routePlugin } from '../route-plugin.ts';
import { Uuid } from '../route-schemas.ts';

const TENANT_ADMINS: ListRoutes = { list: 'tenantAdmins', details: 'tenantAdmin' };
const tenantId = (request: FastifyRequest) => (request.params as { tenantId: string }).tenantId;

/** `/tenants/:tenantId/users...` (a tenant's administrators) and `/users/:entityId` (a user wherever they belong). */
export const users = routePlugin('users', async (app) => {
  entityPages(app, { routes: TENANT_ADMINS, params: { tenantId: Uuid }, place: (request) => tenantAdminsPlace(request, TENANT_ADMINS, tenantId(request)), table: tenantAdminTable });

  // A user's own address leads to the details under the list they belong to.
  app.get('/users/:entityId', { config: { routeId: 'user' }, schema: { params: Type.Object({ entityId: Uuid }) } }, async (request, reply) => {
    const user = await usersApi.getUser(request.platform, request.params.entityId);
    const path = user.authority === 'CUSTOMER_USER' ? `/customers/${user.customerId.id}/users/${user.id.id}` : `/tenants/${user.tenantId.id}/users/${user.id.id}`;
    return reply.redirectTo(path);
  });
});
