import type { Clock } from '../clock.ts';
import type { TokenRefresher } from '../platform/token-refresher.ts';
import { SessionEndedError } from '../platform/platform-error.ts';
import { decodeJwt, TOKEN_VALIDITY_MARGIN_MS, type TokenPair } from '../platform/tokens.ts';
import type { SessionStore } from '../session/session-store.ts';
import type { SessionLifetime } from '../session/session-lifetime.ts';
import { readStoredSession, storeTokensOf } from '../session/console-session.ts';

// Renew this long before the token stops counting as fresh: a tenth of its life, at most a minute.
const MAX_LEAD_MS = 60_000;

export interface SessionTokenDeps {
  sid: string;
  store: SessionStore;
  refresher: TokenRefresher;
  lifetime: SessionLifetime;
  clock: Clock;
  /** The session is over: signed out elsewhere, past its lifetime, or its refresh token refused. */
  onEnded(reason: string): void;
}

/**
 * The platform tokens of one console session, for its live-data socket: read from the session store, renewed
 * before the access token stops being fresh (the socket needs one whenever it reconnects), with the session's
 * single-flight refresh, and written back to the store so the session's pages use the renewed pair.
 */
export class SessionTokens {
  readonly #deps: SessionTokenDeps;
  #pair: TokenPair;
  #cancel: (() => void) | null = null;
  #stopped = false;

  constructor(deps: SessionTokenDeps, pair: TokenPair) {
    this.#deps = deps;
    this.#pair = pair;
    this.#schedule();
  }

  stop(): void {
    this.#stopped = true;
    this.#cancel?.();
    this.#cancel = null;
  }

  /** A fresh access token; `expired`: the platform refused the current one, renew it whatever its time says. */
  async token(expired: boolean): Promise<string> {
    await this.#adoptStored();
    if (!expired && this.#deps.refresher.isFresh(this.#pair.token)) return this.#pair.token;
    return (await this.#renew()).token;
  }

  /** Whether the stored session still stands: present, signed in, within its lifetime. Ends it otherwise. */
  async check(): Promise<boolean> {
    const stored = await readStoredSession(this.#deps.store, this.#deps.sid);
    const end = !stored?.user || !stored.tokens ? 'signed out' : this.#deps.lifetime.endOf(stored, Date.now());
    if (end) this.#deps.onEnded(end);
    return !end;
  }

  async #adoptStored(): Promise<void> {
    const stored = await readStoredSession(this.#deps.store, this.#deps.sid);
    if (!stored?.tokens) throw new SessionEndedError('no-token');
    // A page of the session renewed the pair meanwhile.
    if (stored.tokens.refreshToken !== this.#pair.refreshToken) this.#pair = stored.tokens;
  }

  async #renew(): Promise<TokenPair> {
    const old = this.#pair;
    try {
      const fresh = await this.#deps.refresher.refresh(old);
      this.#pair = fresh;
      const stored = await readStoredSession(this.#deps.store, this.#deps.sid);
      if (stored?.tokens?.refreshToken === old.refreshToken) await storeTokensOf(this.#deps.store, this.#deps.sid, stored, fresh, this.#deps.lifetime);
      this.#schedule();
      return fresh;
    } catch (error) {
      if (error instanceof SessionEndedError) this.#deps.onEnded('refresh refused');
      throw error;
    }
  }

  #schedule(): void {
    this.#cancel?.();
    this.#cancel = null;
    if (this.#stopped) return;
    const claims = decodeJwt(this.#pair.token);
    if (!claims) return;
    const life = (claims.exp - claims.iat) * 1000;
    const staleAt = claims.exp * 1000 - TOKEN_VALIDITY_MARGIN_MS;
    const at = staleAt - Math.min(MAX_LEAD_MS, life / 10);
    this.#cancel = this.#deps.clock.schedule(at - this.#deps.clock.now(), () => {
      this.#cancel = null;
      this.#renew().catch(() => {
        // Not refused, only not answered: the socket asks again when it needs a token.
      });
    });
  }
}
