import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionEnd, SessionLifetime } from '../session/session-lifetime.ts';
import { info } from '../notices/notice.ts';
import { CSRF_SESSION_KEY, renewSession } from '../session/console-session.ts';
import { authApi } from '../platform/api/auth.ts';

/**
 * Ends sessions past their idle time or absolute lifetime before anything else looks at them:
 * the platform session is logged out, its live data ended, the console session emptied, and the sign-in page says why.
 * Runs on request, before the session's activity time is renewed.
 */
export const sessionLifetime = fp(async function sessionLifetime(app: FastifyInstance, { lifetime }: { lifetime: SessionLifetime }): Promise<void> {
  const endSession = async (request: FastifyRequest, session: FastifyRequest['session'], end: SessionEnd) => {
    app.live.end(session.sessionId, end);
    if (session.tokens) {
      await authApi.logout(request.platform).catch((err: unknown) => request.log.debug({ err }, 'platform logout of an ended session failed'));
    }
    // The CSRF secret stays, so that a form sent from the ended session leads to sign-in, not to "form expired".
    await renewSession(request, [CSRF_SESSION_KEY]);
    info(request, request.view().t(end === 'idle' ? 'lifetime.idle-ended' : 'lifetime.absolute-ended'));
  };
  // Not async: a session within its lifetime, nearly every request, costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const session = request.session as FastifyRequest['session'] | undefined;
    const end = session ? lifetime.endOf(session) : null;
    if (!end) return done();
    endSession(request, session!, end).then(() => done(), done);
  });
}, { name: 'session-lifetime', dependencies: ['sessions', 'csrf', 'platform', 'render', 'live'] });
