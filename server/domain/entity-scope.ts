import type { Authority } from './authority.ts';

/**
 * Whose entities a table shows (console-map §3, "Common"): a route level declares `tenant`, `customer` or `edge`;
 * for a customer user `tenant` becomes `customer_user` (the user's own customer) and `edge` becomes
 * `edge_customer_user`. The customer users' scopes are read-only.
 */
export type EntityScope = 'tenant' | 'customer' | 'customer_user' | 'edge' | 'edge_customer_user';

/** The scope a route level declares, before the user's role turns it. */
export type RouteScope = 'tenant' | 'customer' | 'edge';

export function scopeFor(route: RouteScope, authority: Authority): EntityScope {
  if (authority !== 'CUSTOMER_USER') return route;
  return route === 'edge' ? 'edge_customer_user' : 'customer_user';
}

/** No add, no delete, details read-only. */
export function isReadOnlyScope(scope: EntityScope): boolean {
  return scope === 'customer_user' || scope === 'edge_customer_user';
}
