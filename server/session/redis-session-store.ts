import type { Redis } from 'ioredis';
import { createRedisClient } from './redis-client.ts';
import { whenReady } from './redis-state.ts';
import type { SessionStore, StoredSession } from './session-store.ts';

const PREFIX = 'floorboard:sess:';

/** Sessions in Redis, so that any replica behind the proxy serves any user. */
export class RedisSessionStore implements SessionStore {
  readonly redis: Redis;

  constructor(client: Redis | string) {
    this.redis = typeof client === 'string' ? createRedisClient(client) : client;
  }

  async read(sid: string): Promise<StoredSession | null> {
    await whenReady(this.redis);
    const value = await this.redis.get(PREFIX + sid);
    return value === null ? null : (JSON.parse(value) as StoredSession);
  }

  async write(sid: string, session: StoredSession, ttlMs: number): Promise<void> {
    await whenReady(this.redis);
    await this.redis.set(PREFIX + sid, JSON.stringify(session), 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async remove(sid: string): Promise<void> {
    await whenReady(this.redis);
    await this.redis.del(PREFIX + sid);
  }

  async ping(): Promise<void> {
    await whenReady(this.redis);
    await this.redis.ping();
  }

  async close(): Promise<void> {
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }
}
