import { join } from 'node:path';
import type { Config } from '../config.ts';
import { RedisSessionStore } from './redis-session-store.ts';
import { SqliteSessionStore } from './sqlite-session-store.ts';
import type { SessionStore } from './session-store.ts';

/** Redis when REDIS_URL is set (shared by replicas), else a node:sqlite file in DATA_DIR. */
export function openSessionStore(config: Config): SessionStore {
  return config.REDIS_URL ? new RedisSessionStore(config.REDIS_URL) : new SqliteSessionStore(join(config.DATA_DIR, 'sessions.sqlite'));
}
