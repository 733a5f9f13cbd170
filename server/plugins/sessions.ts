import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Signer } from '@fastify/cookie';
import fp from 'fastify-plugin';
import { SessionStoreError, type SessionStore, type StoredSession } from '../session/session-store.ts';
import type { SessionLifetime } from '../session/session-lifetime.ts';
import { RequestSession, type ConsoleRequestSession, type SessionContext } from '../session/request-session.ts';
import { touch } from '../session/console-session.ts';

export const SESSION_COOKIE = 'floorboard_session';

export interface SessionOptions {
  secret: string;
  store: SessionStore;
  lifetime: SessionLifetime;
  cookiePath: string;
}

// Checking the cookie's signature was an HMAC per request for the same few values: verdicts are remembered (the
// signature is deterministic, so a remembered verdict is the one the HMAC would give).
const MAX_REMEMBERED = 1000;

function signatures(secret: string): { sign(sid: string): string; unsign(cookie: string): string | null } {
  const signer = new Signer(secret, 'sha256');
  const verdicts = new Map<string, string | null>();
  const remember = (cookie: string, sid: string | null) => {
    if (verdicts.size >= MAX_REMEMBERED) verdicts.clear();
    verdicts.set(cookie, sid);
  };
  return {
    sign(sid) {
      const signed = signer.sign(sid);
      remember(signed, sid);
      return signed;
    },
    unsign(cookie) {
      let sid = verdicts.get(cookie);
      if (sid === undefined) {
        const result = signer.unsign(cookie);
        sid = result.valid ? result.value : null;
        remember(cookie, sid);
      }
      return sid;
    },
  };
}

/** Whether a request path is within the cookie's path (as a browser sends the cookie). */
function withinPath(path: string, cookiePath: string): boolean {
  if (path === cookiePath || cookiePath === '/') return true;
  return path.startsWith(cookiePath) && (path[cookiePath.length] === '/' || cookiePath.endsWith('/'));
}

/**
 * Server sessions: an opaque signed id in an httpOnly cookie, the data in the store. A session is written (and its
 * cookie sent) only when the request changed it; a visitor who changes nothing gets no stored session. In place of
 * @fastify/session, which hashed the session's JSON twice and signed its id again on every request.
 */
export const sessions = fp(async function sessions(app: FastifyInstance, options: SessionOptions): Promise<void> {
  const { store, lifetime, cookiePath } = options;
  const signed = signatures(options.secret);
  const context: SessionContext = {
    store,
    sign: signed.sign,
    ttlMs: (session: StoredSession) => lifetime.ttlMs(session),
    defaultMaxAgeMs: lifetime.ttlMs({}),
  };

  app.decorateRequest('session', null as unknown as ConsoleRequestSession);
  app.decorateRequest('sessionStore', { getter: () => store });

  app.addHook('onRequest', async (request) => {
    // What the error pages read when the store cannot be read.
    request.session = {} as ConsoleRequestSession;
    if (!withinPath(request.url.split('?', 1)[0], cookiePath)) return;
    const cookie = request.cookies[SESSION_COOKIE];
    const sid = cookie ? signed.unsign(cookie) : null;
    const data = sid === null ? null : await store.read(sid).catch((err: unknown) => {
      throw new SessionStoreError(err);
    });
    if (sid === null || data === null) {
      request.session = new RequestSession(context, request) as ConsoleRequestSession;
      return;
    }
    const session = new RequestSession(context, request, { sid, signedId: cookie!, data }) as ConsoleRequestSession;
    request.session = session;
    const expires = (data as { cookie?: { expires?: string } }).cookie?.expires;
    if (expires !== undefined && new Date(expires).getTime() <= Date.now()) await session.regenerate();
  });

  app.addHook('onSend', async (request, reply) => {
    const session = request.session as ConsoleRequestSession | null;
    if (!session || !(session instanceof RequestSession)) return;
    const cookie = request.cookies[SESSION_COOKIE];
    if (!session.isModified()) {
      if (cookie && cookie !== session.encryptedSessionId) reply.clearCookie(SESSION_COOKIE, { path: cookiePath });
      if (session.isSaved()) setCookie(request, reply, session);
      return;
    }
    await session.save();
    setCookie(request, reply, session);
  });

  function setCookie(request: FastifyRequest, reply: FastifyReply, session: RequestSession): void {
    reply.setCookie(SESSION_COOKIE, session.encryptedSessionId, {
      path: cookiePath,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      expires: session.cookie.expires,
    });
  }

  app.addHook('preHandler', async (request) => {
    const session = request.session;
    if (session.user && touch(session)) session.cookie.maxAge = lifetime.ttlMs(session);
  });
}, { name: 'sessions', dependencies: ['@fastify/cookie'] });

declare module 'fastify' {
  interface FastifyRequest {
    readonly sessionStore: SessionStore;
  }
}
