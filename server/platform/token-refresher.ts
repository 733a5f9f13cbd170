import { systemClock, type Clock } from '../clock.ts';
import type { PlatformHttp } from './platform-http.ts';
import { ErrorCode, SessionEndedError } from './platform-error.ts';
import { parseJson, toPlatformError } from './platform-answers.ts';
import { TOKEN_REFRESH } from './api/auth.ts';
import { isTokenFresh, type TokenPair } from './tokens.ts';

// A finished refresh is remembered this long so that requests which read the old tokens from the
// session store just before the new ones were saved reuse the result instead of refreshing again.
const REMEMBER_MS = 60_000;
const { method, path } = TOKEN_REFRESH;

/** The platform refused the refresh token itself (expired, invalid, user disabled); 408 and 429 only ask to come back. */
function rejectsRefreshToken(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** How a refresh ended, for metrics: `shared` took the result of a refresh made by another request or replica. */
export type RefreshOutcome = 'refreshed' | 'shared' | 'rejected' | 'failed';

/**
 * Makes one refresh of a refresh token at a time across replicas (server/session/redis-refresh-lock.ts):
 * runs `refresh` when no other replica is refreshing the same tokens, else waits for and returns its result.
 */
export interface RefreshLock {
  run(refreshToken: string, refresh: () => Promise<TokenPair>): Promise<{ pair: TokenPair; shared: boolean }>;
}

export interface RefresherOptions {
  lock?: RefreshLock;
  onRefresh?: (outcome: RefreshOutcome) => void;
}

/**
 * Refreshes token pairs with at most one platform call per refresh token at a time, whichever
 * request of the session (and, with a RefreshLock, whichever replica) notices the expiry first.
 * Only a refresh token the platform rejects ends the session (SessionEndedError); any other failure is a PlatformError, and the next
 * request tries again.
 */
export class TokenRefresher {
  readonly #http: PlatformHttp;
  readonly #clock: Clock;
  readonly #inflight = new Map<string, Promise<TokenPair>>();
  readonly #recent = new Map<string, { pair: TokenPair; until: number }>();
  readonly #lock: RefreshLock | undefined;
  readonly #onRefresh: (outcome: RefreshOutcome) => void;

  constructor(http: PlatformHttp, clock: Clock = systemClock, options: RefresherOptions = {}) {
    this.#http = http;
    this.#clock = clock;
    this.#lock = options.lock;
    this.#onRefresh = options.onRefresh ?? (() => {});
  }

  /** Whether a token is valid for longer than the spec's margin, by this refresher's clock. */
  isFresh(token: string): boolean {
    return isTokenFresh(token, this.#clock.now());
  }

  refresh(old: TokenPair): Promise<TokenPair> {
    const key = old.refreshToken;
    const remembered = this.#recent.get(key);
    if (remembered && remembered.until > this.#clock.now()) {
      this.#onRefresh('shared');
      return Promise.resolve(remembered.pair);
    }
    const running = this.#inflight.get(key);
    if (running) {
      this.#onRefresh('shared');
      return running;
    }
    const call = this.#once(old).finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, call);
    return call;
  }

  async #once(old: TokenPair): Promise<TokenPair> {
    try {
      const { pair, shared } = this.#lock ? await this.#lock.run(old.refreshToken, () => this.#call(old)) : { pair: await this.#call(old), shared: false };
      this.#remember(old.refreshToken, pair);
      this.#onRefresh(shared ? 'shared' : 'refreshed');
      return pair;
    } catch (err) {
      this.#onRefresh(err instanceof SessionEndedError ? 'rejected' : 'failed');
      throw err;
    }
  }

  async #call(old: TokenPair): Promise<TokenPair> {
    if (!this.isFresh(old.refreshToken)) throw new SessionEndedError('refresh-expired');
    const res = await this.#http.send({ method, path, body: { refreshToken: old.refreshToken } });
    if (rejectsRefreshToken(res.status)) {
      const error = toPlatformError(method, path, res);
      throw new SessionEndedError(error.errorCode === ErrorCode.JwtTokenExpired ? 'refresh-expired' : 'refresh-failed');
    }
    if (res.status !== 200) throw toPlatformError(method, path, res);
    const body = parseJson<Partial<TokenPair> | null>(method, path, res);
    if (typeof body?.token !== 'string' || typeof body.refreshToken !== 'string') {
      throw toPlatformError(method, path, { ...res, text: '' }, { malformed: true });
    }
    return { token: body.token, refreshToken: body.refreshToken };
  }

  #remember(key: string, pair: TokenPair): void {
    const now = this.#clock.now();
    for (const [k, v] of this.#recent) if (v.until <= now) this.#recent.delete(k);
    this.#recent.set(key, { pair, until: now + REMEMBER_MS });
  }
}
