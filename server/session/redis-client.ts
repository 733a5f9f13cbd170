// Loaded only when REDIS_URL is set (open-session-store.ts): the client library is 25 MiB of a process's memory.
import { Redis } from 'ioredis';

import { REDIS_TIMEOUT_MS } from './redis-state.ts';

/**
 * The console's Redis connection: bounded connect and command times, no queue of commands while
 * disconnected (they fail at once instead of piling up), and reconnection for as long as it takes.
 */
export function createRedisClient(url: string): Redis {
  const client = new Redis(url, {
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 250, REDIS_TIMEOUT_MS),
  });
  // Every request waiting for the connection listens for it once.
  client.setMaxListeners(0);
  return client;
}
