import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** In-flight requests get this long; then the remaining connections are cut and the process exits 1. */
  timeoutMs: number;
  /** Run after the console has closed (the embedded platform, when there is one). */
  after?: () => Promise<void>;
  exit?: (code: number) => void;
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (streams are told to reconnect
 * elsewhere by a preClose hook, platform sockets and the session store close in onClose hooks), then exit 0;
 * past the timeout, exit 1 anyway. A second signal changes nothing: the first shutdown goes on.
 */
export function exitGracefullyOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, timeoutMs: options.timeoutMs }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.warn({ timeoutMs: options.timeoutMs }, 'shutdown timed out: closing the remaining connections');
      app.server.closeAllConnections();
      exit(1);
    }, options.timeoutMs);
    try {
      await app.close();
      await options.after?.();
      clearTimeout(timer);
      app.log.info('shut down');
      exit(0);
    } catch (err) {
      clearTimeout(timer);
      app.log.error({ err }, 'shutdown failed');
      exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
