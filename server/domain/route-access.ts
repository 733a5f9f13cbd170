import type { Authority } from './authority.ts';

/** Who may open a route: `public` for the sign-in pages, else the permitted authorities. */
export type RouteAccess = 'public' | readonly Authority[];

/** Guard step 9: where a route level sends the user on, one target for all or one per authority. */
export type RouteRedirect = string | Partial<Record<Authority, string>>;
