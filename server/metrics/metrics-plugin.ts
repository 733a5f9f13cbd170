import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlatformCall } from '../platform/platform-http.ts';
import type { SessionStore } from '../session/session-store.ts';
import type { ConsoleMetrics } from './console-metrics.ts';
import { platformArea } from './platform-area.ts';

/** Requests that matched no route share one label, so that scanners cannot grow the label set. */
const UNMATCHED = 'unmatched';

/** Counts and times every answer by its route pattern (`/devices/:deviceId`, never the raw URL) and status. */
export function measureRequests(app: FastifyInstance, metrics: ConsoleMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    metrics.requests.observe({ route, method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}

/** PlatformHttp's observer: calls by API area and status class; unreachable, 5xx and broken answers are errors. */
export function platformCallMetrics(metrics: ConsoleMetrics): (call: PlatformCall) => void {
  return (call) => {
    const area = platformArea(call.path);
    const status = call.status === 0 ? 'unreachable' : `${Math.floor(call.status / 100)}xx`;
    metrics.platformCalls.observe({ area, method: call.method, status }, call.seconds);
    const kind = call.status === 0 ? 'unreachable' : call.broken ? 'broken' : call.status >= 500 ? 'server' : null;
    if (kind) metrics.platformErrors.inc({ area, kind });
  };
}

/** The same store, timing every operation and counting its failures. */
export function measuredStore(store: SessionStore, metrics: ConsoleMetrics): SessionStore {
  const timed = <T>(operation: string, run: () => Promise<T>): Promise<T> => {
    const end = metrics.storeOperations.startTimer({ operation });
    return run().then(
      (value) => {
        end();
        return value;
      },
      (err: unknown) => {
        end();
        metrics.storeErrors.inc({ operation });
        throw err;
      },
    );
  };
  return {
    redis: store.redis,
    read: (sid) => timed('read', () => store.read(sid)),
    write: (sid, session, ttlMs) => timed('write', () => store.write(sid, session, ttlMs)),
    remove: (sid) => timed('remove', () => store.remove(sid)),
    ping: () => timed('ping', () => store.ping()),
    close: () => store.close(),
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match !== null && timingSafeEqual(digest(match[1]), expected);
}

/** GET /metrics in Prometheus text format, at the root like /healthz; with METRICS_TOKEN, only for its bearer. */
export function metricsRoute(metrics: ConsoleMetrics, token: string | undefined) {
  const expected = token ? digest(token) : null;
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (expected && !bearerMatches(request, expected)) {
        return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').type('text/plain; charset=utf-8').send('Unauthorized\n');
      }
      return reply.type(metrics.contentType).send(await metrics.render());
    });
  };
}
