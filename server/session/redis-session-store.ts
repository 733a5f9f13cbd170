import { RedisConnection } from './redis-connection.ts';
import type { SessionStore, StoredSession } from './session-store.ts';

const PREFIX = 'floorboard:sess:';

/** Sessions in Redis, so that any replica behind the proxy serves any user. */
export class RedisSessionStore implements SessionStore {
  readonly #redis: RedisConnection;

  constructor(url: string) {
    this.#redis = new RedisConnection(url);
  }

  async read(sid: string): Promise<StoredSession | null> {
    const value = await this.#redis.command('GET', PREFIX + sid);
    return typeof value === 'string' ? (JSON.parse(value) as StoredSession) : null;
  }

  async write(sid: string, session: StoredSession, ttlMs: number): Promise<void> {
    await this.#redis.command('SET', PREFIX + sid, JSON.stringify(session), 'PX', String(Math.max(1, Math.round(ttlMs))));
  }

  async remove(sid: string): Promise<void> {
    await this.#redis.command('DEL', PREFIX + sid);
  }

  async ping(): Promise<boolean> {
    return (await this.#redis.command('PING')) === 'PONG';
  }

  close(): Promise<void> {
    return this.#redis.close();
  }
}
