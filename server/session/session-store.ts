import type { SessionStore as FastifySessionStore } from '@fastify/session';

export type StoredSession = object;

/** What the console needs from a session store; adapted to @fastify/session's callback API below. */
export interface SessionStore {
  read(sid: string): Promise<StoredSession | null>;
  write(sid: string, session: StoredSession, ttlMs: number): Promise<void>;
  remove(sid: string): Promise<void>;
  close(): Promise<void>;
}

/** The callback-style store @fastify/session expects, over a promise-based SessionStore. */
export function toFastifyStore(store: SessionStore, ttlMs: (session: StoredSession) => number): FastifySessionStore {
  return {
    get(sid, cb) {
      store.read(sid).then((s) => cb(null, s as Parameters<typeof cb>[1]), cb);
    },
    set(sid, session, cb) {
      store.write(sid, session, ttlMs(session)).then(() => cb(), cb);
    },
    destroy(sid, cb) {
      store.remove(sid).then(() => cb(), cb);
    },
  };
}
