import type { FastifyRequest } from 'fastify';
import { PlatformError } from '../platform/platform-error.ts';
import { decodeJwt } from '../platform/tokens.ts';
import { isUuid, platformId } from '../platform/ids.ts';
import type { SignInFacts } from '../auth/auth-session.ts';

/**
 * Where a user belongs: the default dashboard from the user's details, and whether the user is
 * confined to it (fullscreen default dashboard, or a public-link visitor).
 */
export interface ForcedPlace {
  dashboardId: string | null;
  fullscreen: boolean;
  public: boolean;
  /** The dashboards a confined user may open (first 100 of the user's list, as upstream). */
  allowedDashboardIds: string[];
}

interface UserDetails {
  additionalInfo?: { defaultDashboardId?: unknown; defaultDashboardFullscreen?: unknown } | null;
}

interface PageOfIds {
  data: { id: { id: string } }[];
}

// Upstream looks the allowed dashboards up with one page of this size.
const ALLOWED_DASHBOARDS_PAGE_SIZE = 100;

export function isPublicSession(request: FastifyRequest): boolean {
  const token = request.session.tokens?.token;
  return token ? decodeJwt(token)?.isPublic === true : false;
}

/** Confined users may only open dashboards, their allowed dashboards, and profile and security (not public users). */
export function isConfined(place: ForcedPlace | null | undefined): place is ForcedPlace & { dashboardId: string } {
  return !!place && !!place.dashboardId && (place.fullscreen || place.public);
}

export function placeAllows(place: ForcedPlace, path: string): boolean {
  if (path.startsWith('/dashboard/')) return true;
  // The dashboard's own widget forms (RPC, attributes, alarms) post under its address; its snapshot is there too.
  const listed = /^\/dashboards\/([^/]+)(?:\/widgets\/.+|\/snapshot\.png)?$/.exec(path);
  if (listed) return listed[1] === place.dashboardId || place.allowedDashboardIds.includes(listed[1]);
  const isAccountPage = ['/profile', '/security'].some((page) => path === page || path.startsWith(`${page}/`));
  return !place.public && isAccountPage;
}

/** What sign-in found out about the user, or the same read from the platform for a session without it. */
async function signInFacts(request: FastifyRequest): Promise<SignInFacts> {
  const known = request.session.signInFacts;
  if (known) return known;
  if (isPublicSession(request)) return { isPublic: true, defaultDashboardFullscreen: false };
  const details = await request.platform.get<UserDetails | undefined>(`/api/user/${request.session.user!.id}`);
  const info = details?.additionalInfo ?? {};
  return { isPublic: false, defaultDashboardId: platformId(info.defaultDashboardId), defaultDashboardFullscreen: info.defaultDashboardFullscreen === true };
}

/** Works out the place of a signed-in session; the dashboard list is read only for confined users. */
export async function loadPlace(request: FastifyRequest): Promise<ForcedPlace | null> {
  if (request.session.user!.authority === 'SYS_ADMIN') return null;
  const facts = await signInFacts(request);
  // Facts kept in a session from before ids were checked are checked again here.
  const dashboardId = platformId(facts.isPublic ? facts.publicDashboardId : facts.defaultDashboardId) ?? null;
  if (!dashboardId) return null;
  const fullscreen = facts.isPublic || facts.defaultDashboardFullscreen;
  return { dashboardId, fullscreen, public: facts.isPublic, allowedDashboardIds: fullscreen ? await allowedDashboards(request) : [] };
}

async function allowedDashboards(request: FastifyRequest): Promise<string[]> {
  const user = request.session.user!;
  const path = user.authority === 'TENANT_ADMIN' ? '/api/tenant/dashboards' : `/api/customer/${user.customerId}/dashboards`;
  try {
    const page = await request.platform.get<PageOfIds>(path, { query: { pageSize: ALLOWED_DASHBOARDS_PAGE_SIZE, page: 0 } });
    return page.data.map((d) => d.id.id).filter(isUuid);
  } catch (err) {
    // Without the list the user still reaches the default dashboard; the lookup is retried at the next sign-in.
    if (!(err instanceof PlatformError)) throw err;
    request.log.warn({ status: err.status, path: err.path }, 'allowed dashboards lookup failed');
    return [];
  }
}
