import type { FastifyInstance } from 'fastify';
import fastifySession from '@fastify/session';
import fp from 'fastify-plugin';
import { toFastifyStore, type SessionStore } from '../session/session-store.ts';
import type { SessionLifetime } from '../session/session-lifetime.ts';
import { touch } from '../session/console-session.ts';
import { rememberingSigner } from '../session/remembered-signer.ts';

export const SESSION_COOKIE = 'floorboard_session';

export interface SessionOptions {
  secret: string;
  store: SessionStore;
  lifetime: SessionLifetime;
  cookiePath: string;
}

/** Server sessions: an opaque signed id in an httpOnly cookie, the data in the store. */
export const sessions = fp(async function sessions(app: FastifyInstance, options: SessionOptions): Promise<void> {
  // @fastify/session checks a secret's length only when it makes the signer itself.
  if (options.secret.length < 32) throw new Error('the secret must have length 32 or greater');
  await app.register(fastifySession, {
    secret: rememberingSigner(options.secret),
    cookieName: SESSION_COOKIE,
    store: toFastifyStore(options.store, (session) => options.lifetime.ttlMs(session)),
    saveUninitialized: false,
    rolling: false,
    cookie: {
      path: options.cookiePath,
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: options.lifetime.ttlMs({}),
    },
  });

  app.addHook('preHandler', (request, _reply, done) => {
    const session = request.session;
    if (session.user && touch(session)) session.cookie.maxAge = options.lifetime.ttlMs(session);
    done();
  });
}, { name: 'sessions', dependencies: ['@fastify/cookie'] });
