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
  // The store's own promise is handed on, observed on the side: measuring adds no step to a request's answer.
  const timed = <T>(operation: string, run: () => Promise<T>): Promise<T> => {
    const end = metrics.storeOperations.startTimer({ operation });
    const operationDone = run();
    operationDone.then(
      () => end(),
      () => {
        end();
        metrics.storeErrors.inc({ operation });
      },
    );
    return operationDone;
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
