import { randomBytes } from 'node:crypto';
import type { FastifyRequest, Session } from 'fastify';
import { SessionStoreError, type SessionStore, type StoredSession } from './session-store.ts';

/** When the session's cookie (and stored copy) expires: `maxAge` from now, set again when the session is renewed. */
export class SessionCookie {
  expires!: Date;
  originalMaxAge!: number;

  constructor(maxAgeMs: number) {
    this.maxAge = maxAgeMs;
  }

  set maxAge(ms: number) {
    this.expires = new Date(Date.now() + ms);
    this.originalMaxAge = ms;
  }

  get maxAge(): number {
    return this.expires.valueOf() - Date.now();
  }

  /** As the store keeps it (the shape @fastify/session wrote, so that sessions stored by earlier versions still read). */
  toJSON(): { expires: Date; originalMaxAge: number } {
    return { expires: this.expires, originalMaxAge: this.originalMaxAge };
  }
}

/** What the plugin gives every session: its store, how it is signed and how long it lives. */
export interface SessionContext {
  store: SessionStore;
  sign(sid: string): string;
  ttlMs(session: StoredSession): number;
  defaultMaxAgeMs: number;
}

const ID_BYTES = 24;
const CONTEXT = Symbol('session context');
const REQUEST = Symbol('session request');
const ID = Symbol('session id');
const SIGNED_ID = Symbol('signed session id');
const SNAPSHOT = Symbol('session as loaded');
const SAVED = Symbol('session saved');

const failed = (err: unknown) => new SessionStoreError(err);

/**
 * The server session of one request: its data as own properties (what `JSON.stringify` and the store see), the id,
 * cookie and operations beside them. Whether it changed is found by comparing its JSON with the JSON it had when
 * loaded, once per answer.
 */
export class RequestSession {
  declare cookie: SessionCookie;
  declare [CONTEXT]: SessionContext;
  declare [REQUEST]: FastifyRequest;
  declare [ID]: string;
  declare [SIGNED_ID]: string;
  declare [SNAPSHOT]: string;
  declare [SAVED]: boolean;

  /** A new session (no `stored`), or one read from the store under `sid` (signed as `signedId`, the cookie's value). */
  constructor(context: SessionContext, request: FastifyRequest, stored?: { sid: string; signedId: string; data: StoredSession }) {
    this[CONTEXT] = context;
    this[REQUEST] = request;
    this[SAVED] = false;
    // Not enumerable: the JSON that tells whether the session changed leaves it out; save() adds it for the store.
    let maxAge = context.defaultMaxAgeMs;
    if (stored) {
      // What the earlier plugin stored beside the data; the id getters are not data.
      const { cookie, sessionId: _id, encryptedSessionId: _signed, ...data } = stored.data as { cookie?: { originalMaxAge?: number }; sessionId?: unknown; encryptedSessionId?: unknown };
      if (typeof cookie?.originalMaxAge === 'number' && cookie.originalMaxAge > 0) maxAge = cookie.originalMaxAge;
      Object.assign(this, data);
      this[ID] = stored.sid;
      this[SIGNED_ID] = stored.signedId;
    } else {
      this[ID] = randomBytes(ID_BYTES).toString('base64url');
      this[SIGNED_ID] = context.sign(this[ID]);
    }
    Object.defineProperty(this, 'cookie', { value: new SessionCookie(maxAge), writable: true, enumerable: false, configurable: true });
    this[SNAPSHOT] = JSON.stringify(this);
  }

  get sessionId(): string {
    return this[ID];
  }

  /** The id as the cookie carries it, signed. */
  get encryptedSessionId(): string {
    return this[SIGNED_ID];
  }

  isModified(): boolean {
    return JSON.stringify(this) !== this[SNAPSHOT];
  }

  isSaved(): boolean {
    return this[SAVED];
  }

  async save(): Promise<void> {
    const record = { ...this, cookie: this.cookie } as StoredSession;
    await this[CONTEXT].store.write(this[ID], record, this[CONTEXT].ttlMs(record)).catch((err: unknown) => {
      throw failed(err);
    });
    this[SAVED] = true;
    this[SNAPSHOT] = JSON.stringify(this);
  }

  /** A new, empty session under a new id in place of this one (removed from the store), keeping `keys`. */
  async regenerate(keys: readonly string[] = []): Promise<void> {
    const next = new RequestSession(this[CONTEXT], this[REQUEST]);
    for (const key of keys) (next as unknown as Record<string, unknown>)[key] = (this as unknown as Record<string, unknown>)[key];
    const { store, ttlMs } = this[CONTEXT];
    try {
      await store.remove(this[ID]);
      const record = { ...next, cookie: next.cookie } as StoredSession;
      await store.write(next[ID], record, ttlMs(record));
    } catch (err) {
      throw failed(err);
    } finally {
      this[REQUEST].session = next as ConsoleRequestSession;
    }
  }

  /** Removes the session from the store; the request has none from now on. */
  async destroy(): Promise<void> {
    try {
      await this[CONTEXT].store.remove(this[ID]);
    } catch (err) {
      throw failed(err);
    } finally {
      (this[REQUEST] as { session: ConsoleRequestSession | null }).session = null;
    }
  }
}

/** `request.session`: the console's data (console-session.ts) and the session's operations. */
export type ConsoleRequestSession = Session & RequestSession;

declare module 'fastify' {
  // The console's data is declared in console-session.ts.
  interface Session {}

  interface FastifyRequest {
    session: ConsoleRequestSession;
  }
}
