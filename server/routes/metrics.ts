import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match !== null && timingSafeEqual(digest(match[1]), expected);
}

const routes: FastifyPluginAsyncTypebox<{ token?: string }> = async (app, { token }) => {
  const expected = token ? digest(token) : null;
  app.get('/metrics', { config: { access: 'public', session: false } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (expected && !bearerMatches(request, expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').type('text/plain; charset=utf-8').send('Unauthorized\n');
    }
    return reply.type(app.metrics.contentType).send(await app.metrics.render());
  });
};

/**
 * `GET /metrics` in Prometheus text format, at the root like /healthz and only there (the proxy's location for the
 * console does not publish it); with METRICS_TOKEN, only for `Authorization: Bearer <token>`. Not a console page.
 */
export const metrics = fp(routes, { name: 'routes:metrics', dependencies: ['metrics'], encapsulate: true });
