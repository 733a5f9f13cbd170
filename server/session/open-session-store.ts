import { join } from 'node:path';
import type { Config } from '../config.ts';
import { SqliteSessionStore } from './sqlite-session-store.ts';
import type { SessionStore } from './session-store.ts';

/** Redis when REDIS_URL is set (shared by replicas), else a node:sqlite file in DATA_DIR. */
export async function openSessionStore(config: Config): Promise<SessionStore> {
  if (!config.REDIS_URL) return new SqliteSessionStore(join(config.DATA_DIR, 'sessions.sqlite'));
  const { RedisSessionStore } = await import('./redis-session-store.ts');
  return new RedisSessionStore(config.REDIS_URL);
}
