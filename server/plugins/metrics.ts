import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ConsoleMetrics } from '../metrics/console-metrics.ts';

/** Requests that matched no route share one label, so that scanners cannot grow the label set. */
const UNMATCHED = 'unmatched';

/**
 * The console's Prometheus metrics (the metrics decoration; server/metrics/), and every answer counted and timed by its route
 * pattern (`/devices/:entityId`, never the raw URL) and status. The realtime module feeds `platformSockets`.
 */
export const metrics = fp(async function metrics(app: FastifyInstance, { metrics }: { metrics: ConsoleMetrics }): Promise<void> {
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    metrics.requests.observe({ route, method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
}, { name: 'metrics' });

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics (server/metrics/console-metrics.ts). */
    metrics: ConsoleMetrics;
  }
}
