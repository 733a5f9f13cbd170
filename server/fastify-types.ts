import type { ReactElement } from 'react';
import type { PlatformClient } from './platform/platform-client.ts';
import type { TokenPair } from './platform/tokens.ts';
import type { Authority, SignedInUser, ViewContext } from '../views/view-context.tsx';

/** What the console keeps per user in the server session; tokens never reach the browser. */
export interface ConsoleSessionData {
  tokens?: TokenPair;
  user?: SignedInUser;
  edgesEnabled?: boolean;
  /** Address asked for before sign-in, a path of this console. */
  redirectUrl?: string;
  /** A message to show once on the next page (e.g. why the user was signed out). */
  notice?: string;
  createdAt?: number;
  touchedAt?: number;
}

/** Who may open a route: `public` for the sign-in pages, else the permitted authorities. */
export type RouteAccess = 'public' | Authority[];

declare module 'fastify' {
  interface Session extends ConsoleSessionData {}

  interface FastifyContextConfig {
    access?: RouteAccess;
  }

  interface FastifyRequest {
    /** The platform API acting for this request's session. */
    platform: PlatformClient;
    /** Request path without BASE_PATH and query. */
    consolePath: string;
    view(): ViewContext;
    /** True when htmx asked for the table fragment only (not a history restore). */
    wantsFragment: boolean;
  }

  interface FastifyReply {
    page(element: ReactElement, status?: number): FastifyReply;
    fragment(element: ReactElement, pushUrl?: string): FastifyReply;
    redirectTo(path: string): FastifyReply;
  }
}
