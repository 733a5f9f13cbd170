import type { Redis } from 'ioredis';

/** How long a session lookup may wait for Redis: to connect, and for each command. */
export const REDIS_TIMEOUT_MS = 2000;

/**
 * Resolves when the connection is ready, waiting at most REDIS_TIMEOUT_MS: the first requests
 * after start or after a reconnect wait for it instead of failing, and an outage fails in bounded time.
 */
export function whenReady(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      reject(new Error(`Redis is not reachable (${client.status})`));
    }, REDIS_TIMEOUT_MS);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    client.once('ready', onReady);
  });
}

/** Logs when the connection is lost and when it is back, once per outage rather than per retry. */
export function logRedisState(client: Redis, log: { error(obj: object, msg: string): void; info(msg: string): void }): void {
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.error({ err }, 'Redis unreachable: sessions are unavailable until it is back');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis reachable again');
  });
}
