import type { PlatformCall } from '../platform/platform-http.ts';
import type { SessionStore } from '../session/session-store.ts';
import type { ConsoleMetrics } from './console-metrics.ts';
import { platformArea } from './platform-area.ts';

/** PlatformHttp's observer: calls by API area and status class; unreachable, 5xx and broken answers are errors; calls sent twice. */
export function platformCallMetrics(metrics: ConsoleMetrics): (call: PlatformCall) => void {
  return (call) => {
    const area = platformArea(call.path);
    const status = call.status === 0 ? 'unreachable' : `${Math.floor(call.status / 100)}xx`;
    metrics.platformCalls.observe({ area, method: call.method, status }, call.seconds);
    const kind = call.status === 0 ? 'unreachable' : call.broken ? 'broken' : call.status >= 500 ? 'server' : null;
    if (kind) metrics.platformErrors.inc({ area, kind });
    if (call.resent) metrics.platformResends.inc({ area });
  };
}

/** The same store, timing every operation and counting its failures. */
export function measuredStore(store: SessionStore, metrics: ConsoleMetrics): SessionStore {
  // The store's own promise is handed on, observed on the side: measuring adds no step to a request's answer. Each
  // operation's labels are one object, and the time is read with performance.now: prom-client's startTimer made a
  // closure, two hrtime arrays and a copy of the labels per read (every request with a session cookie reads).
  const timed = <T>(labels: { operation: string }, run: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const observe = () => metrics.storeOperations.observe(labels, (performance.now() - start) / 1000);
    const operationDone = run();
    operationDone.then(observe, () => {
      observe();
      metrics.storeErrors.inc(labels);
    });
    return operationDone;
  };
  const [READ, WRITE, REMOVE, PING] = ['read', 'write', 'remove', 'ping'].map((operation) => Object.freeze({ operation }));
  return {
    redis: store.redis,
    read: (sid) => timed(READ, () => store.read(sid)),
    write: (sid, session, ttlMs) => timed(WRITE, () => store.write(sid, session, ttlMs)),
    remove: (sid) => timed(REMOVE, () => store.remove(sid)),
    ping: () => timed(PING, () => store.ping()),
    close: () => store.close(),
  };
}
