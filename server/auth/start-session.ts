import type { FastifyRequest } from 'fastify';
import type { Authority } from '../domain/authority.ts';
import type { SignedInUser } from '../domain/signed-in-user.ts';
import { isPlatformError } from '../platform/platform-error.ts';
import { authApi } from '../platform/api/auth.ts';
import { dashboardsApi } from '../platform/api/dashboards.ts';
import { edgesApi } from '../platform/api/edges.ts';
import { decodeJwt, type TokenPair } from '../platform/tokens.ts';
import { platformId } from '../platform/ids.ts';
import type { SignInFacts } from '../domain/sign-in.ts';
import { beginSignIn, completeSignIn } from '../session/console-session.ts';

const DASHBOARD_PATH = /^\/dashboards?\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[/?]|$)/;

/**
 * Starts a console session from a token pair: a new session id (against fixation), the tokens,
 * and what the shell needs about the user. Returns where the user should land.
 */
export async function startSession(request: FastifyRequest, tokens: TokenPair): Promise<string> {
  const redirectUrl = await beginSignIn(request, tokens);
  const claims = decodeJwt(tokens.token);
  const isPublic = claims?.isPublic === true;
  const [user, edgesEnabled] = await Promise.all([
    // A public visitor has no user record.
    isPublic ? undefined : authApi.getUser(request.platform),
    edgesApi.isEdgesSupportEnabled(request.platform),
  ]);
  const signedIn: SignedInUser = user
    ? {
      id: user.id.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      authority: user.authority,
      tenantId: user.tenantId.id,
      customerId: user.customerId.id,
      lang: typeof user.additionalInfo?.lang === 'string' ? user.additionalInfo.lang : undefined,
    }
    : publicVisitor(claims!);
  const facts: SignInFacts = {
    isPublic,
    // Anyone who may edit the user's record sets this: it becomes an address only as a dashboard id.
    defaultDashboardId: platformId(user?.additionalInfo?.defaultDashboardId),
    defaultDashboardFullscreen: user?.additionalInfo?.defaultDashboardFullscreen === true,
  };
  if (isPublic) facts.publicDashboardId = dashboardIdIn(redirectUrl) ?? (await firstPublicDashboard(request, signedIn.customerId));
  completeSignIn(request.session, { user: signedIn, edgesEnabled, facts });
  return landingPath(signedIn.authority, facts, redirectUrl);
}

/** After sign-in: a default dashboard, else a public visitor's dashboard, else the remembered address, else home. */
export function landingPath(authority: Authority, facts: SignInFacts, redirectUrl: string | undefined): string {
  const defaultDashboardId = platformId(facts.defaultDashboardId);
  if ((authority === 'TENANT_ADMIN' || authority === 'CUSTOMER_USER') && defaultDashboardId) {
    return `${facts.defaultDashboardFullscreen ? '/dashboard' : '/dashboards'}/${defaultDashboardId}`;
  }
  const publicDashboardId = platformId(facts.publicDashboardId);
  if (facts.isPublic && publicDashboardId) return `/dashboard/${publicDashboardId}`;
  return redirectUrl ?? '/home';
}

function publicVisitor(claims: NonNullable<ReturnType<typeof decodeJwt>>): SignedInUser {
  return {
    id: claims.userId,
    email: claims.sub,
    firstName: claims.firstName ?? null,
    lastName: claims.lastName ?? null,
    authority: 'CUSTOMER_USER',
    isPublic: true,
    tenantId: claims.tenantId ?? '',
    customerId: claims.customerId ?? '',
  };
}

function dashboardIdIn(path: string | undefined): string | undefined {
  return path ? DASHBOARD_PATH.exec(path)?.[1] : undefined;
}

/** A public link names its dashboard; without one, the public customer's first dashboard is the place. */
async function firstPublicDashboard(request: FastifyRequest, customerId: string): Promise<string | undefined> {
  try {
    const page = await dashboardsApi.getCustomerDashboards(request.platform, customerId, { pageSize: 1, page: 0 });
    return platformId(page?.data?.[0]?.id?.id);
  } catch (err) {
    if (!isPlatformError(err)) throw err;
    request.log.warn({ status: err.status, message: err.message }, 'public dashboards could not be listed');
    return undefined;
  }
}
