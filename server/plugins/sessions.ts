import type { FastifyInstance } from 'fastify';
import fastifySession from '@fastify/session';
import fp from 'fastify-plugin';
import { toFastifyStore, type SessionStore } from '../session/session-store.ts';
import type { SessionLifetime } from '../session/session-lifetime.ts';

export const SESSION_COOKIE = 'floorboard_session';
// Saving on every request would write the store per click; a minute's precision is enough for idle expiry.
const TOUCH_EVERY_MS = 60_000;

export interface SessionOptions {
  secret: string;
  store: SessionStore;
  lifetime: SessionLifetime;
  cookiePath: string;
}

/** Server sessions: an opaque signed id in an httpOnly cookie, the data in the store. */
export const sessions = fp(async function sessions(app: FastifyInstance, options: SessionOptions): Promise<void> {
  await app.register(fastifySession, {
    secret: options.secret,
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

  app.addHook('preHandler', async (request) => {
    const session = request.session;
    if (!session.user) return;
    const now = Date.now();
    if (!session.touchedAt || now - session.touchedAt > TOUCH_EVERY_MS) {
      session.touchedAt = now;
      session.cookie.maxAge = options.lifetime.ttlMs(session);
    }
  });
}, { name: 'sessions', dependencies: ['@fastify/cookie'] });
