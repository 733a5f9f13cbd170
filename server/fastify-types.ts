import type { ReactElement } from 'react';
import type { Clock } from './clock.ts';
import type { PlatformClient } from './platform/platform-client.ts';
import type { TokenPair } from './platform/tokens.ts';
import type { Authority, SignedInUser, ViewContext } from '../views/view-context.tsx';
import type { Notice } from './notices/notice.ts';
import type { ForcedPlace } from './plugins/guard-place.ts';
import type { WidgetFormResult } from './domain/dashboard/dashboard-view.ts';
import type { TileService } from './tiles/tile-service.ts';

/** What the console keeps per user in the server session; tokens never reach the browser. */
export interface ConsoleSessionData {
  tokens?: TokenPair;
  user?: SignedInUser;
  edgesEnabled?: boolean;
  /** Address asked for before sign-in, a path of this console. */
  redirectUrl?: string;
  createdAt?: number;
  touchedAt?: number;
  /** The toast to show on the next page or fragment (a newer one replaces it). */
  toast?: Notice;
  /** Where a fullscreen default-dashboard or public user is confined; null: nowhere. Computed once by the guard. */
  place?: ForcedPlace | null;
  /** The first page after sign-in has been served (the system administrator's update check is done). */
  landed?: boolean;
  /** A dashboard widget form's refused input or platform error, shown once on the dashboard it came from. */
  widgetForm?: WidgetFormResult;
}

/** Who may open a route: `public` for the sign-in pages, else the permitted authorities. */
export type RouteAccess = 'public' | Authority[];

declare module 'fastify' {
  interface Session extends ConsoleSessionData {}

  interface FastifyInstance {
    /** The console's clock (server/clock.ts). */
    clock: Clock;
    /** Map tiles through the console (MAP_TILE_URL); null when unset. */
    mapTiles: TileService | null;
  }

  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Guard step 9: send the user elsewhere, one target for all or one per authority. */
    redirectTo?: string | Partial<Record<Authority, string>>;
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
