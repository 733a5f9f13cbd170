import type { FastifyRequest } from 'fastify';
import { fillPath } from '../../domain/route-crumbs.ts';
import { ROUTES } from '../../domain/route-table.ts';
import { tenantsApi } from '../../platform/api/tenants.ts';
import { usersApi } from '../../platform/api/users.ts';
import { isPlatformError } from '../../platform/platform-error.ts';
import type { ListScope } from '../entity-table.ts';
import { customerPlace, type ListRoutes } from '../list-scope.ts';

/**
 * Whether the administrator may sign in as the users of the list (the login-as action's condition). A platform that
 * cannot say leaves the action out rather than the whole list.
 */
async function tokenFacts(request: FastifyRequest): Promise<Record<string, boolean>> {
  try {
    return { userTokenAccessEnabled: await usersApi.isUserTokenAccessEnabled(request.platform) };
  } catch (err) {
    if (!isPlatformError(err, { answered: true }) || err.status === 401) throw err;
    request.log.warn({ status: err.status }, 'token access could not be read');
    return { userTokenAccessEnabled: false };
  }
}

/** A customer's users: the customer's place, and whether signing in as them is enabled. */
export async function customerUsersPlace(request: FastifyRequest, routes: ListRoutes, customerId: string): Promise<ListScope> {
  const [place, facts] = await Promise.all([customerPlace(request, routes, customerId), tokenFacts(request)]);
  return { ...place, facts };
}

/** A tenant's administrators (`/tenants/{id}/users`): the title names the tenant. */
export async function tenantAdminsPlace(request: FastifyRequest, routes: ListRoutes, tenantId: string): Promise<ListScope> {
  const [tenant, facts] = await Promise.all([tenantsApi.getTenant(request.platform, tenantId), tokenFacts(request)]);
  const params = { tenantId };
  return {
    scope: 'tenant',
    listPath: fillPath(ROUTES[routes.list].path, params),
    listRoute: routes.list,
    detailsRoute: routes.details,
    params,
    tenantId,
    owner: { name: tenant.title, isPublic: false },
    facts,
  };
}
