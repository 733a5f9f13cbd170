import type { FastifyRequest } from 'fastify';
import { isPlatformError } from '../platform/platform-error.ts';
import { dashboardsApi } from '../platform/api/dashboards.ts';
import { usersApi } from '../platform/api/users.ts';
import { decodeJwt } from '../platform/tokens.ts';
import { isUuid, platformId } from '../platform/ids.ts';
import type { SignInFacts } from '../domain/sign-in.ts';
import type { ForcedPlace } from '../domain/forced-place.ts';

// Upstream looks the allowed dashboards up with one page of this size.
const ALLOWED_DASHBOARDS_PAGE_SIZE = 100;

export function isPublicSession(request: FastifyRequest): boolean {
  const token = request.session.tokens?.token;
  return token ? decodeJwt(token)?.isPublic === true : false;
}

/** What sign-in found out about the user, or the same read from the platform for a session without it. */
async function signInFacts(request: FastifyRequest): Promise<SignInFacts> {
  const known = request.session.signInFacts;
  if (known) return known;
  if (isPublicSession(request)) return { isPublic: true, defaultDashboardFullscreen: false };
  const details = await usersApi.getUser(request.platform, request.session.user!.id);
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
  try {
    const page = await dashboardsApi.getUserDashboards(request.platform, request.session.user!, { pageSize: ALLOWED_DASHBOARDS_PAGE_SIZE, page: 0 });
    return page.data.map((d) => d.id.id).filter(isUuid);
  } catch (err) {
    // Without the list the user still reaches the default dashboard; the lookup is retried at the next sign-in.
    if (!isPlatformError(err)) throw err;
    request.log.warn({ status: err.status, path: err.path }, 'allowed dashboards lookup failed');
    return [];
  }
}
