import type { SessionStore } from '../session/session-store.ts';
import { noauthApi } from '../platform/api/noauth.ts';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Readiness answers within this time, whatever the platform or the store do. */
const READY_TIMEOUT_MS = 2000;

function withinTimeout(check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  return Promise.race([check.catch(() => false), late]).finally(() => clearTimeout(timer));
}

const routes: FastifyPluginAsyncTypebox<{ store: SessionStore }> = async (app, { store }) => {
  app.get('/healthz', { config: { access: 'public', session: false } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: 'public', session: false } }, async (_request, reply) => {
    const [platform, sessions] = await Promise.all([
      withinTimeout(noauthApi.getUserPasswordPolicy(app.anonymousPlatform, { timeoutMs: READY_TIMEOUT_MS }).then(() => true)),
      withinTimeout(store.ping().then(() => true)),
    ]);
    const ready = platform && sessions;
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not ready',
      platform: platform ? 'ok' : 'unreachable',
      sessions: sessions ? 'ok' : 'unavailable',
    });
  });
};

/**
 * `/healthz` and `/readyz`: liveness (the process answers) and readiness (the platform and the session store answer
 * too, within 2 s). Not a console page: it needs none of the page plugins, and answers at the root as well as under
 * BASE_PATH.
 */
export const health = fp(routes, { name: 'routes:health', dependencies: ['platform'], encapsulate: true });
