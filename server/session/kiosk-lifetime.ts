import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { TokenRefresher } from '../platform/token-refresher.ts';
import { decodeJwt, type TokenPair } from '../platform/tokens.ts';
import { SessionEndedError } from '../platform/platform-error.ts';
import type { SessionStore } from './session-store.ts';
import type { SessionLifetime } from './session-lifetime.ts';
import { readStoredSession, storeTokensOf } from './console-session.ts';

// Renew when this share of the refresh token's lifetime has passed, well before it expires.
const RENEW_AT_SHARE = 0.5;
// After a renewal failed for want of the platform or the store.
const RETRY_MS = 60_000;

/**
 * Keeps kiosk sessions signed in indefinitely: a wall display may show one dashboard for weeks
 * without a request the console sees (live data arrives over one long stream), so this replica
 * renews the platform tokens of the kiosk sessions it served before the refresh token expires.
 */
export class KioskKeeper {
  readonly #store: SessionStore;
  readonly #refresher: TokenRefresher;
  readonly #lifetime: SessionLifetime;
  readonly #timers = new Map<string, () => void>();
  readonly #clock: Clock;
  readonly #log: FastifyInstance['log'];

  constructor(deps: { store: SessionStore; refresher: TokenRefresher; lifetime: SessionLifetime; log: FastifyInstance['log']; clock: Clock }) {
    this.#clock = deps.clock;
    this.#store = deps.store;
    this.#refresher = deps.refresher;
    this.#lifetime = deps.lifetime;
    this.#log = deps.log;
  }

  /** Schedules the renewal of a kiosk session's tokens (again, when they changed). */
  keep(sid: string, tokens: TokenPair): void {
    const claims = decodeJwt(tokens.refreshToken);
    if (!claims) return;
    const renewAt = (claims.iat + (claims.exp - claims.iat) * RENEW_AT_SHARE) * 1000;
    this.#schedule(sid, renewAt - this.#clock.now());
  }

  #schedule(sid: string, delayMs: number): void {
    this.#timers.get(sid)?.();
    this.#timers.set(sid, this.#clock.schedule(delayMs, () => void this.#renew(sid)));
  }

  get kept(): number {
    return this.#timers.size;
  }

  stop(): void {
    for (const cancel of this.#timers.values()) cancel();
    this.#timers.clear();
  }

  async #renew(sid: string): Promise<void> {
    this.#timers.delete(sid);
    try {
      const session = await readStoredSession(this.#store, sid);
      if (!session?.tokens || !this.#lifetime.isKiosk(session)) return;
      const claims = decodeJwt(session.tokens.refreshToken);
      // Not due yet: a request of the session renewed the tokens meanwhile.
      if (claims && (claims.iat + (claims.exp - claims.iat) * RENEW_AT_SHARE) * 1000 > this.#clock.now() + 1000) return this.keep(sid, session.tokens);
      const tokens = await this.#refresher.refresh(session.tokens);
      await storeTokensOf(this.#store, sid, session, tokens, this.#lifetime);
      this.keep(sid, tokens);
    } catch (err) {
      this.#log.warn({ err }, 'kiosk session renewal failed');
      // A refused refresh token signs the session out at its next request; an unavailable
      // platform or store is asked again later.
      if (!(err instanceof SessionEndedError)) this.#schedule(sid, RETRY_MS);
    }
  }
}
