import type { FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import { scopeFor } from '../domain/entity-scope.ts';
import { fillPath } from '../domain/route-crumbs.ts';
import { ROUTES, type RouteId } from '../domain/route-table.ts';
import { customersApi } from '../platform/api/customers.ts';
import { edgesApi } from '../platform/api/edges.ts';
import type { ListScope } from './entity-table.ts';

/** The route table's rows of a list and of its details pages. */
export interface ListRoutes {
  list: RouteId;
  details: RouteId;
}

function fill(route: RouteId, params: Record<string, string>): string {
  return fillPath(ROUTES[route].path, params);
}

/** A list at the top level (`/assets`): the tenant's, or for a customer user the user's own customer's. */
export function ownPlace(request: FastifyRequest, routes: ListRoutes): ListScope {
  const user = request.session.user!;
  const scope = scopeFor('tenant', user.authority);
  return {
    scope,
    listPath: fill(routes.list, {}),
    listRoute: routes.list,
    detailsRoute: routes.details,
    params: {},
    customerId: scope === 'customer_user' ? user.customerId : undefined,
  };
}

/** A customer's list (`/customers/{id}/assets`): its title names the customer, or says "public" for the public one. */
export async function customerPlace(request: FastifyRequest, routes: ListRoutes, customerId: string): Promise<ListScope> {
  const customer = await customersApi.getCustomer(request.platform, customerId);
  const params = { customerId };
  return {
    scope: scopeFor('customer', request.session.user!.authority),
    listPath: fill(routes.list, params),
    listRoute: routes.list,
    detailsRoute: routes.details,
    params,
    customerId,
    owner: { name: customer.title, isPublic: customer.additionalInfo?.isPublic === true },
  };
}

/** An edge's list (`/edgeInstances/{id}/assets`): its title names the edge. */
export async function edgePlace(request: FastifyRequest, routes: ListRoutes, edgeId: string): Promise<ListScope> {
  const edge = await edgesApi.getEdge(request.platform, edgeId);
  const params = { edgeId };
  return {
    scope: scopeFor('edge', request.session.user!.authority),
    listPath: fill(routes.list, params),
    listRoute: routes.list,
    detailsRoute: routes.details,
    params,
    edgeId,
    owner: { name: edge.name, isPublic: false },
  };
}

/**
 * A scoped table's title (console-map §3.1): the list's own title at the top level, `<customer title>: <list>` or the
 * public customer's list title under a customer, `<edge name>: <list>` under an edge.
 */
export function scopedTitle(place: ListScope, t: TFunction, keys: { list: string; public: string }): string {
  if (!place.owner) return t(keys.list);
  if (place.owner.isPublic) return t(keys.public);
  return `${place.owner.name}: ${t(keys.list)}`;
}
