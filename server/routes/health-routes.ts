import type { FastifyInstance } from 'fastify';
import type { PlatformHttp } from '../platform/platform-http.ts';

/** Liveness (the process answers) and readiness (the platform answers too). */
export function healthRoutes(http: PlatformHttp) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/healthz', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { config: { access: 'public' } }, async (_request, reply) => {
      const res = await http.send({ method: 'GET', path: '/api/noauth/userPasswordPolicy' }).catch(() => null);
      const ready = res !== null && res.status === 200;
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'platform unreachable' });
    });
  };
}
