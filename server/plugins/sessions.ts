import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fastifySession, { type FastifySessionOptions } from '@fastify/session';
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

/**
 * @fastify/session's request hook, passing by the routes that need no session (`config: { session: false }`: health,
 * metrics, static files): their `request.session` is an empty object, as the package leaves it for an address outside
 * the cookie's path, so nothing is read from the store, rebuilt, hashed or saved for them (a third of a health check's
 * CPU, with the session cookie every browser sends along).
 */
function passingBy(hook: onRequestHookHandler): onRequestHookHandler {
  return function sessionUnlessNotNeeded(this: FastifyInstance, request, reply, done) {
    if (request.routeOptions.config.session !== false) return hook.call(this, request, reply, done);
    request.session = {} as FastifyRequest['session'];
    done();
  };
}

/** The package's plugin function, given the app with its request hook wrapped; the package's other hooks pass an empty session by themselves. */
function registerPackage(app: FastifyInstance, options: FastifySessionOptions): Promise<void> {
  const host = {
    decorate: app.decorate.bind(app),
    decorateRequest: app.decorateRequest.bind(app),
    addHook: (name: string, hook: onRequestHookHandler) => app.addHook(name as 'onRequest', name === 'onRequest' ? passingBy(hook) : hook),
  } as unknown as FastifyInstance;
  return new Promise((resolve, reject) => fastifySession(host, options, (err?: Error) => (err ? reject(err) : resolve())));
}

/** Server sessions: an opaque signed id in an httpOnly cookie, the data in the store. */
export const sessions = fp(async function sessions(app: FastifyInstance, options: SessionOptions): Promise<void> {
  // @fastify/session checks a secret's length only when it makes the signer itself.
  if (options.secret.length < 32) throw new Error('the secret must have length 32 or greater');
  await registerPackage(app, {
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

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route needs no session (health, metrics, static files); none is read or saved for it. */
    session?: false;
  }
}
