import type { TokenPair } from './platform/tokens.ts';
import type { SignedInUser } from './domain/signed-in-user.ts';
import type { Notice } from './domain/notice.ts';
import type { ForcedPlace } from './plugins/guard-place.ts';
import type { WidgetFormResult } from './domain/dashboard/dashboard-view.ts';

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

declare module 'fastify' {
  interface Session extends ConsoleSessionData {}
}
