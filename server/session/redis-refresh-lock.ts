import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RefreshLock } from '../platform/token-refresher.ts';
import { SessionEndedError } from '../platform/platform-error.ts';
import type { TokenPair } from '../platform/tokens.ts';
import { SessionStoreError } from './session-store.ts';
import { whenReady } from './redis-state.ts';

/** A refresh takes a platform call; a replica that dies while holding the lock frees it after this. */
const LOCK_MS = 10_000;
/** The result stays this long for requests and replicas that read the old tokens before it was saved. */
const RESULT_MS = 60_000;
/** How often a waiting replica looks for the result. */
const POLL_MS = 25;
const LOCK_PREFIX = 'floorboard:refresh-lock:';
const RESULT_PREFIX = 'floorboard:refreshed:';

type Outcome = { pair: TokenPair } | { ended: SessionEndedError['reason'] };

// Deletes the lock only while this replica holds it (a late winner must not free another's lock).
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * One refresh per refresh token across replicas: the first replica to take the lock calls the platform and
 * leaves the new pair (or the platform's refusal) in Redis; the others wait for it and read it there, so the
 * same tokens are never refreshed twice at once. Keys are hashes of the refresh token, never the token.
 * Redis failing is the session store failing: the request answers "sessions are unavailable".
 */
export class RedisRefreshLock implements RefreshLock {
  readonly #redis: Redis;

  constructor(redis: Redis) {
    this.#redis = redis;
  }

  async run(refreshToken: string, refresh: () => Promise<TokenPair>): Promise<{ pair: TokenPair; shared: boolean }> {
    const key = createHash('sha256').update(refreshToken).digest('base64url');
    const deadline = Date.now() + 2 * LOCK_MS;
    for (;;) {
      const known = await this.#result(key);
      if (known) return { pair: settled(known), shared: true };
      const owner = randomUUID();
      if (await this.#command(() => this.#redis.set(LOCK_PREFIX + key, owner, 'PX', LOCK_MS, 'NX'))) {
        // The lock may have been free because another replica just finished (it leaves the result, then unlocks).
        const finished = await this.#result(key);
        if (finished) {
          await this.#release(key, owner);
          return { pair: settled(finished), shared: true };
        }
        return { pair: await this.#refreshHolding(key, owner, refresh), shared: false };
      }
      if (Date.now() > deadline) throw new SessionStoreError(new Error('token refresh lock not released'));
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async #refreshHolding(key: string, owner: string, refresh: () => Promise<TokenPair>): Promise<TokenPair> {
    try {
      const pair = await refresh();
      await this.#store(key, { pair });
      return pair;
    } catch (err) {
      // A refused refresh token is refused for every replica; any other failure lets the next one try.
      if (err instanceof SessionEndedError) await this.#store(key, { ended: err.reason }).catch(() => {});
      throw err;
    } finally {
      await this.#release(key, owner);
    }
  }

  async #release(key: string, owner: string): Promise<void> {
    await this.#command(() => this.#redis.eval(RELEASE, 1, LOCK_PREFIX + key, owner)).catch(() => {});
  }

  async #result(key: string): Promise<Outcome | null> {
    const value = await this.#command(() => this.#redis.get(RESULT_PREFIX + key));
    return value === null ? null : (JSON.parse(value) as Outcome);
  }

  async #store(key: string, outcome: Outcome): Promise<void> {
    await this.#command(() => this.#redis.set(RESULT_PREFIX + key, JSON.stringify(outcome), 'PX', RESULT_MS));
  }

  async #command<T>(command: () => Promise<T>): Promise<T> {
    try {
      await whenReady(this.#redis);
      return await command();
    } catch (err) {
      throw err instanceof SessionStoreError ? err : new SessionStoreError(err);
    }
  }
}

function settled(outcome: Outcome): TokenPair {
  if ('ended' in outcome) throw new SessionEndedError(outcome.ended);
  return outcome.pair;
}
