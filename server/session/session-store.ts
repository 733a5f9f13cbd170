import type { SessionStore as FastifySessionStore } from '@fastify/session';
import type { Redis } from 'ioredis';

export type StoredSession = object;

/** What the console needs from a session store; adapted to @fastify/session's callback API below. */
export interface SessionStore {
  read(sid: string): Promise<StoredSession | null>;
  write(sid: string, session: StoredSession, ttlMs: number): Promise<void>;
  remove(sid: string): Promise<void>;
  /** Resolves when the store answers (readiness), rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The Redis connection of a Redis store, which the sign-in limits share so that replicas count together. */
  readonly redis?: Redis;
}

/** The store could not be read or written: the request is answered "sessions are unavailable, try again". */
export class SessionStoreError extends Error {
  override name = 'SessionStoreError';

  constructor(cause: unknown) {
    super(`session store unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

/** The callback-style store @fastify/session expects, over a promise-based SessionStore. */
export function toFastifyStore(store: SessionStore, ttlMs: (session: StoredSession) => number): FastifySessionStore {
  const settle = (promise: Promise<unknown>, cb: (err?: unknown, value?: never) => void) => {
    promise.then(
      (value) => cb(null, value as never),
      (err: unknown) => cb(new SessionStoreError(err)),
    );
  };
  return {
    get(sid, cb) {
      settle(store.read(sid), cb);
    },
    set(sid, session, cb) {
      settle(store.write(sid, session, ttlMs(session)), cb);
    },
    destroy(sid, cb) {
      settle(store.remove(sid), cb);
    },
  };
}
