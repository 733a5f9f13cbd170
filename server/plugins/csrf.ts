import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCsrf from '@fastify/csrf-protection';
import fp from 'fastify-plugin';
import { CSRF_SESSION_KEY } from '../session/console-session.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REPLY = Symbol('csrf reply');
const TOKEN = Symbol('csrf token');

type WithToken = FastifyRequest & { [REPLY]: FastifyReply | null; [TOKEN]: string | null };


/** The plugin's refusal: no secret in the session, or a token that does not match it. */
export function isCsrfFailure(error: FastifyError): boolean {
  return error.code === 'FST_CSRF_MISSING_SECRET' || error.code === 'FST_CSRF_INVALID_TOKEN';
}

/**
 * Synchronizer tokens bound to the session (@fastify/csrf-protection with @fastify/session): the
 * secret lives in the server session, every form carries a token made from it (`_csrf`, or the
 * `x-csrf-token` header), and an unsafe request of another session or none is refused. The
 * token is made when a page first needs one, so a visitor who only reads gets no stored session.
 * Register after the session plugin.
 */
export const csrfProtection = fp(async function csrfProtection(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/session',
    sessionKey: CSRF_SESSION_KEY,
    getToken: (request) => {
      const header = request.headers['x-csrf-token'];
      if (typeof header === 'string') return header;
      const body = request.body as Record<string, unknown> | undefined;
      return typeof body?._csrf === 'string' ? body._csrf : undefined;
    },
  });

  app.decorateRequest(REPLY, null);
  app.decorateRequest(TOKEN, null);
  app.decorateRequest('csrfToken', {
    getter(this: FastifyRequest) {
      const self = this as WithToken;
      self[TOKEN] ??= self[REPLY]?.generateCsrf() ?? '';
      return self[TOKEN];
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    (request as WithToken)[REPLY] = reply;
    done();
  });

  app.addHook('preHandler', (request, reply, done) => {
    if (!UNSAFE.has(request.method)) return done();
    app.csrfProtection(request, reply, done);
  });
}, { name: 'csrf', dependencies: ['sessions'] });

declare module 'fastify' {
  interface FastifyRequest {
    /** This session's CSRF token for the page being rendered. */
    readonly csrfToken: string;
  }
}
