import type { PlatformHttp, PlatformResponse, SendOptions, StreamBody, StreamResponse } from './platform-http.ts';
import type { TokenRefresher } from './token-refresher.ts';
import { ErrorCode, PlatformError, SessionEndedError, isPlatformError } from './platform-error.ts';
import { parseBody, readErrorBody, toPlatformError } from './platform-answers.ts';
import { TOKEN_REFRESH } from './api/auth.ts';
import type { TokenPair } from './tokens.ts';
import { SessionStoreError } from '../session/session-store.ts';

/** Where a client keeps the tokens of the session it acts for. */
export interface TokenHolder {
  get(): TokenPair | undefined;
  set(pair: TokenPair): void;
  clear(): void;
}

export interface RetryPolicy {
  /** Delay before retrying a 429: base + random(0..jitter) ms (spec: 1000 + up to 3000). */
  baseMs: number;
  jitterMs: number;
  maxRetries: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 1000, jitterMs: 3000, maxRetries: 3 };
/** A 429 is the caller's to show (a second-factor page, a readiness probe). */
export const NO_RETRY: RetryPolicy = { baseMs: 0, jitterMs: 0, maxRetries: 0 };

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface CallOptions {
  query?: Query;
  body?: unknown;
  /** false for the no-auth endpoints (login, password reset...). */
  auth?: boolean;
  /** Gives up after this long (default: the connection pool's timeouts). */
  timeoutMs?: number;
}

export interface ClientDeps {
  http: PlatformHttp;
  /** The session's tokens; absent for a client that makes only no-auth calls. */
  tokens?: TokenHolder;
  /** Absent: the tokens are used as they are, never refreshed (a pre-verification token has no refresh token). */
  refresher?: TokenRefresher;
  retry?: RetryPolicy;
  requestId?: string;
}

/**
 * The platform API acting for one session: bearer token, refresh on expiry (single flight through the refresher),
 * bounded 429 retry, typed errors. Route code does not call it with paths: the functions of `api/<area>.ts` do.
 */
export class PlatformClient {
  readonly #http: PlatformHttp;
  readonly #refresher: TokenRefresher | undefined;
  readonly #tokens: TokenHolder | undefined;
  readonly #retry: RetryPolicy;
  readonly #requestId: string | undefined;

  constructor(deps: ClientDeps) {
    this.#http = deps.http;
    this.#refresher = deps.refresher;
    this.#tokens = deps.tokens;
    this.#retry = deps.retry ?? DEFAULT_RETRY;
    this.#requestId = deps.requestId;
  }

  get<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.call<T>('GET', path, options);
  }

  post<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.call<T>('POST', path, options);
  }

  put<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.call<T>('PUT', path, options);
  }

  delete<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.call<T>('DELETE', path, options);
  }

  async call<T>(method: SendOptions['method'], path: string, options: CallOptions = {}): Promise<T> {
    const url = withQuery(path, options.query);
    const auth = options.auth !== false;
    const send = (token: string | undefined) =>
      this.#sendWithRetry({ method, path: url, token, body: options.body, requestId: this.#requestId, timeoutMs: options.timeoutMs });
    let token = auth ? await this.#currentToken() : undefined;
    let res = await send(token);
    if (auth && this.#refresher && res.status === 401 && readErrorBody(res.text).errorCode === ErrorCode.JwtTokenExpired) {
      token = await this.#refreshed(token!);
      res = await send(token);
    }
    if (res.status >= 200 && res.status < 300) return parseBody<T>(method, url, res);
    throw toPlatformError(method, url, res);
  }

  /**
   * A call with a streamed body or answer (file uploads and downloads). The token is made fresh before, since a stream
   * cannot be sent twice; a failed answer is read whole and becomes the usual PlatformError. A success's body is the
   * caller's to read.
   */
  async stream(method: SendOptions['method'], path: string, options: { query?: Query; body?: StreamBody; timeoutMs?: number } = {}): Promise<StreamResponse> {
    const url = withQuery(path, options.query);
    const token = await this.#currentToken();
    const res = await this.#http.stream({ method, path: url, token, body: options.body, requestId: this.#requestId, timeoutMs: options.timeoutMs });
    if (res.status >= 200 && res.status < 300) return res;
    const chunks: Buffer[] = [];
    for await (const chunk of res.body) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    throw toPlatformError(method, url, { status: res.status, contentType: res.headers['content-type'] ?? '', text });
  }

  async #currentToken(): Promise<string> {
    const pair = this.#tokens?.get();
    if (!pair) throw new SessionEndedError('no-token');
    if (!this.#refresher || this.#refresher.isFresh(pair.token)) return pair.token;
    return this.#refreshed(pair.token);
  }

  async #refreshed(usedToken: string): Promise<string> {
    const refresher = this.#refresher!;
    const pair = this.#tokens?.get();
    if (!pair) throw new SessionEndedError('no-token');
    // Another request of this session may have stored new tokens meanwhile.
    if (pair.token !== usedToken && refresher.isFresh(pair.token)) return pair.token;
    try {
      const fresh = await refresher.refresh(pair);
      this.#tokens!.set(fresh);
      return fresh.token;
    } catch (err) {
      if (err instanceof SessionEndedError) {
        this.#tokens!.clear();
        throw err;
      }
      // Replicas coordinate refreshes in the session store's Redis: without it there are no sessions either.
      if (err instanceof SessionStoreError) throw err;
      // The platform did not refuse the refresh token, it failed to answer: the session keeps its
      // tokens, the user is told the platform cannot be reached, and the next request refreshes again.
      const reason = isPlatformError(err) ? (err.status ? `status ${err.status}` : err.message) : String(err);
      throw new PlatformError({ status: 0, message: `token refresh failed (${reason})`, ...TOKEN_REFRESH });
    }
  }

  async #sendWithRetry(options: SendOptions): Promise<PlatformResponse> {
    for (let attempt = 0; ; attempt++) {
      const res = await this.#http.send(options);
      if (res.status !== 429 || attempt >= this.#retry.maxRetries) return res;
      await sleep(this.#retry.baseMs + Math.random() * this.#retry.jitterMs);
    }
  }
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
