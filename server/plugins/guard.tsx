import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Authority } from '../domain/authority.ts';
import type { RouteAccess, RouteRedirect } from '../domain/route-access.ts';
import { ROUTES, type RouteEntry, type RouteId } from '../domain/route-table.ts';
import { addressToRemember } from './original-address.ts';
import { answerForbidden } from './forbidden.tsx';
import { isPublicSession, loadPlace } from './guard-place.ts';
import { isConfined, placeAllows } from '../domain/forced-place.ts';
import { isSamePublicUser, withoutPublicId } from './guard-public-id.ts';
import { noteAvailableUpdate } from '../notices/update-notice.ts';
import { authApi } from '../platform/api/auth.ts';
import { firstLanding, isSignedIn, rememberAddress, renewSession } from '../session/console-session.ts';

const MFA_PATH = ROUTES.loginMfa.path;
const DEFAULT_ADDRESS = '/login';

function isMfaPath(path: string): boolean {
  return path === MFA_PATH || path.startsWith(`${MFA_PATH}/`);
}

function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function isPageRequest(request: FastifyRequest): boolean {
  return request.method === 'GET' && !request.wantsFragment;
}

/** Logs the platform session out (when there is one) and forgets everything the console session knew. */
async function signOut(request: FastifyRequest): Promise<void> {
  if (request.session.tokens) {
    await authApi.logout(request.platform).catch((err: unknown) => request.log.debug({ err }, 'platform logout failed'));
  }
  await renewSession(request);
}

function redirectTarget(target: RouteRedirect | undefined, authority: Authority): string | undefined {
  return typeof target === 'string' ? target : target?.[authority];
}

/** Who may open a route and where it leads on: its row of the route table, or its own settings (routes that are no page). */
function routeRules(config: FastifyContextConfig | undefined): { access?: RouteAccess; redirectTo?: RouteRedirect } {
  const entry: RouteEntry | undefined = config?.routeId ? ROUTES[config.routeId] : undefined;
  return entry ? { access: entry.access, redirectTo: entry.redirectTo } : { access: config?.access, redirectTo: config?.redirectTo };
}

/** A route belongs to its page: the row's address or one below it (the page's forms and fragments). */
function belongsTo(url: string, prefix: string, entry: RouteEntry): boolean {
  const path = url.slice(prefix.length) || '/';
  return path === entry.path || path.startsWith(`${entry.path.replace(/\/\*$/, '')}/`);
}

/**
 * The route guard of the spec (section 4), one preHandler for every console route. Routes
 * without an `access` setting (static files, health) are not guarded.
 *
 * 1. The session (user and tokens) has been read by the session plugin before any preHandler.
 * 2. Signed out on a non-public route: remember the address, go to sign-in.
 * 3. Sign-in page: its handler loads the external sign-in clients and reads its query parameters.
 * 4. login/mfa only while a second factor is pending; otherwise sign out and go to sign-in.
 * 5. `?publicId=` on a console page of a signed-out or public session: sign out, remember the page
 *    without the parameter, and let the sign-in page sign in as that public customer and return.
 * 6. In the mobile app, navigation outside dashboards is handed to the app in the browser
 *    (islands/behaviours/mobile-app.ts); the webview does not ask for those pages.
 * 7. A pending second factor on any other route signs the session out.
 * 8. Routes with permitted authorities answer others with the forbidden dialog.
 * 9. `redirectTo` sends the user on, per authority when it is a map.
 * Then the forced default place: users with a fullscreen default dashboard and public users stay
 * on their dashboards (and profile and security, not for public users). The first page after
 * sign-in also tells the system administrator about platform updates.
 */
export const routeGuard = fp(async function routeGuard(app: FastifyInstance): Promise<void> {
  // A route that names a row of the route table must sit at that row's address: the table and the route files agree.
  app.addHook('onRoute', (route) => {
    const routeId = route.config?.routeId;
    if (!routeId) return;
    const entry: RouteEntry | undefined = ROUTES[routeId];
    if (!entry || !belongsTo(route.url, route.prefix, entry)) {
      throw new Error(`${route.method} ${route.url} names route ${routeId}, whose address is ${entry?.path ?? 'unknown'}`);
    }
  });

  // A callback, not async: a promise and a microtask on every request otherwise. Only the rare steps that wait (a sign-out,
  // the update check of the first page, the place worked out once per session) go through a promise. A hook that
  // answered does not call `done`: the answer may still be on its way (its session being saved), and Fastify would run
  // the route's handler as well.
  app.addHook('preHandler', (request, reply, done) => {
    const answered = guard(request, reply);
    if (answered === true) return;
    if (answered === false) return done();
    answered.then((sent) => {
      if (!sent) done();
    }, done);
  });
}, { name: 'guard', dependencies: ['sessions', 'platform', 'render'] });

/** Whether the guard answered the request itself (a redirect, the forbidden dialog); a promise only when a step waits. */
type Answered = boolean | Promise<boolean>;

function guard(request: FastifyRequest, reply: FastifyReply): Answered {
  const { access, redirectTo } = routeRules(request.routeOptions.config);
  if (!access) return false;
  const path = request.consolePath;
  const session = request.session;

  if (session.pendingVerification) {
    if (isMfaPath(path)) return false;
    return signOut(request).then(() => access !== 'public' && redirected(reply, DEFAULT_ADDRESS));
  }
  if (isMfaPath(path)) return signOut(request).then(() => redirected(reply, DEFAULT_ADDRESS));
  if (access === 'public') return false;

  const signedIn = isSignedIn(session);
  const publicId = queryValue(request, 'publicId');
  if (publicId && isPageRequest(request) && (!signedIn || (isPublicSession(request) && !isSamePublicUser(request, publicId)))) {
    const target = withoutPublicId(request);
    return signOut(request).then(() => {
      rememberAddress(request.session, target);
      return redirected(reply, `/login?publicId=${encodeURIComponent(publicId)}`);
    });
  }

  if (!signedIn) {
    const original = addressToRemember(request);
    if (original) rememberAddress(session, original);
    return redirected(reply, DEFAULT_ADDRESS);
  }

  const user = session.user!;
  if (isPageRequest(request) && firstLanding(session) && user.authority === 'SYS_ADMIN') {
    return noteAvailableUpdate(request).then(() => placeThenRest(request, reply, access, redirectTo));
  }
  return placeThenRest(request, reply, access, redirectTo);
}

function redirected(reply: FastifyReply, path: string): true {
  reply.redirectTo(path);
  return true;
}

/** The forced place (worked out once per session: the only wait), then the role check and the route's redirect. */
function placeThenRest(request: FastifyRequest, reply: FastifyReply, access: RouteAccess, redirectTo: RouteRedirect | undefined): Answered {
  const session = request.session;
  if (session.place !== undefined) return rest(request, reply, access, redirectTo);
  return loadPlace(request).then((place) => {
    session.place = place;
    return rest(request, reply, access, redirectTo);
  });
}

function rest(request: FastifyRequest, reply: FastifyReply, access: RouteAccess, redirectTo: RouteRedirect | undefined): boolean {
  const place = request.session.place!;
  if (isConfined(place) && !placeAllows(place, request.consolePath)) return redirected(reply, `/dashboard/${place.dashboardId}`);
  const authority = request.session.user!.authority;
  if (!access.includes(authority)) {
    answerForbidden(request, reply);
    return true;
  }
  const target = redirectTarget(redirectTo, authority);
  return target ? redirected(reply, target) : false;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The page of the route table (server/domain/route-table.ts) this route answers: its access and redirect apply. */
    routeId?: RouteId;
    /** Who may call a route that is no page of the table (logout, health); `public` still meets the guard's sign-in rules. */
    access?: RouteAccess;
    /** Where such a route sends the user on (guard step 9). */
    redirectTo?: RouteRedirect;
  }
}
