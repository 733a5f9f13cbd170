import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

// Seconds; pages take milliseconds, platform calls up to the pool's 30 s timeout.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const STORE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

let processRegistry: Registry | undefined;

/**
 * Event-loop lag, heap, CPU, handles: Node's standard process metrics (prom-client's default names),
 * collected once per process however many consoles it runs (tests build many).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * What an operator watches of one console: its answers, its calls to the platform, token refreshes,
 * the session store, and the live-data streams and platform sockets (fed by the realtime module).
 * One registry per console, so that consoles built side by side in one process count apart.
 */
export class ConsoleMetrics {
  readonly registry = new Registry();

  /** Answers by route pattern (never the raw URL: bounded labels), method and status; `_count` is the request count. */
  readonly requests = new Histogram({
    name: 'floorboard_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  /** Platform calls by API area; `status` is the status class, or `unreachable`. */
  readonly platformCalls = new Histogram({
    name: 'floorboard_platform_request_duration_seconds',
    help: 'Time of a call to the platform REST API, by API area, method and status class',
    labelNames: ['area', 'method', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  readonly platformErrors = new Counter({
    name: 'floorboard_platform_errors_total',
    help: 'Platform calls that failed: unreachable, answered 5xx, or answered with a broken body',
    labelNames: ['area', 'kind'] as const,
    registers: [this.registry],
  });

  /** Calls sent again on a new connection after their kept-alive one closed before any answer. */
  readonly platformResends = new Counter({
    name: 'floorboard_platform_resent_total',
    help: 'Platform calls (GET, PUT) sent a second time because their connection closed before any answer',
    labelNames: ['area'] as const,
    registers: [this.registry],
  });

  readonly tokenRefreshes = new Counter({
    name: 'floorboard_token_refreshes_total',
    help: 'Token refreshes: refreshed (a platform call), shared (another request or replica refreshed the same tokens), rejected (session ended), failed',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly storeOperations = new Histogram({
    name: 'floorboard_session_store_duration_seconds',
    help: 'Time of a session store operation',
    labelNames: ['operation'] as const,
    buckets: STORE_BUCKETS,
    registers: [this.registry],
  });

  readonly storeErrors = new Counter({
    name: 'floorboard_session_store_errors_total',
    help: 'Session store operations that failed',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });

  /** Open Server-Sent Events streams to browsers (the realtime module increments and decrements it). */
  readonly sseStreams = new Gauge({
    name: 'floorboard_sse_streams_open',
    help: 'Open live-data streams (Server-Sent Events) to browsers',
    registers: [this.registry],
  });

  /** Open WebSockets to the platform (the realtime module increments and decrements it). */
  readonly platformSockets = new Gauge({
    name: 'floorboard_platform_sockets_open',
    help: 'Open live-data WebSockets to the platform',
    registers: [this.registry],
  });

  readonly contentType = this.registry.contentType;

  /** The exposition text: this console's metrics, then the process's. */
  async render(): Promise<string> {
    const [own, process] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${own}\n${process}`;
  }
}
