import type { Readable } from 'node:stream';
import { Pool, type Dispatcher } from '../undici-core.ts';
import { PlatformError } from './platform-error.ts';
import { BrokenBody, requestText, type TextAnswer } from './text-request.ts';

export interface PlatformResponse {
  status: number;
  contentType: string;
  text: string;
}

export interface SendOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  token?: string;
  body?: unknown;
  requestId?: string;
  /** Gives up after this long (default: the pool's 30 s header and body timeouts). */
  timeoutMs?: number;
}

/**
 * A finished call, for metrics: status 0 when the platform did not answer; `broken` when its body broke off; `resent`
 * when its first connection closed before any answer and it went again on another.
 */
export interface PlatformCall {
  method: SendOptions['method'];
  path: string;
  status: number;
  seconds: number;
  broken: boolean;
  resent: boolean;
}

/**
 * Sent a second time when the connection closed before any answer (a kept-alive socket the platform, or a proxy before
 * it, had just closed): GET, and PUT, whose one use in the contract (`/api/2fa/account/config`) sets a value, so twice
 * is once. Never POST (saves, sign-in, RPC), and not DELETE: had the first one arrived, the platform answers the
 * second 404 (device, relation), an error for a delete that was done.
 */
const RESENDABLE = new Set<SendOptions['method']>(['GET', 'PUT']);
/** A connection reset, or closed by the other side, before the answer's status line: nothing of an answer was read. */
const CONNECTION_LOST = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/**
 * Idle sockets are kept at most this long, whatever the platform's `Keep-Alive: timeout` hint says (undici keeps a
 * socket 2 s less than the hint): below the idle timeouts of what may stand before the platform (Node and Apache 5 s,
 * Tomcat 20-60 s, nginx 75 s), so that the console seldom writes to a socket the other side is closing. A busy console
 * reuses its sockets long before; an idle one opens a new connection now and then.
 */
const KEEP_ALIVE_MS = 4_000;
const POOL_OPTIONS: ConstructorParameters<typeof Pool>[1] = {
  connections: 64,
  keepAliveTimeout: KEEP_ALIVE_MS,
  keepAliveMaxTimeout: KEEP_ALIVE_MS,
  headersTimeout: 30_000,
  bodyTimeout: 30_000,
};

/** A file travelling to the platform as it arrives (an upload), with its own content type. */
export interface StreamBody {
  contentType: string;
  stream: Readable;
}

/** An answer whose body is read as it arrives (a download): its status, its headers and the stream. */
export interface StreamResponse {
  status: number;
  headers: Record<string, string | undefined>;
  body: Readable;
}

/** One keep-alive pool to the platform; the only place that opens connections to it. */
export class PlatformHttp {
  readonly origin: string;
  readonly #pool: Pool;
  /** Where a call is sent again: always a new connection, closed after its answer (its kept-alive siblings may be gone too). */
  #fresh: Pool | undefined;
  readonly #observe: ((call: PlatformCall) => void) | undefined;

  constructor(platformUrl: string, observe?: (call: PlatformCall) => void) {
    this.origin = new URL(platformUrl).origin;
    this.#pool = new Pool(this.origin, POOL_OPTIONS);
    this.#observe = observe;
  }

  /**
   * Sends one call. No answer at all is status 0 (unreachable); an answer whose body breaks off
   * keeps its status and is marked malformed.
   */
  async send(options: SendOptions): Promise<PlatformResponse> {
    const attempt = { resent: false };
    if (!this.#observe) return this.#send(options, attempt);
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const res = await this.#send(options, attempt);
      this.#observe({ method: options.method, path: options.path, status: res.status, seconds: seconds(), broken: false, resent: attempt.resent });
      return res;
    } catch (err) {
      const status = err instanceof PlatformError ? err.status : 0;
      this.#observe({ method: options.method, path: options.path, status, seconds: seconds(), broken: status !== 0, resent: attempt.resent });
      throw err;
    }
  }

  async #send(options: SendOptions, attempt: { resent: boolean }): Promise<PlatformResponse> {
    const headers: Record<string, string> = { accept: 'application/json, text/plain, */*' };
    if (options.token) headers['x-authorization'] = `Bearer ${options.token}`;
    if (options.requestId) headers['x-request-id'] = options.requestId;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const failure = (status: number, err: unknown) =>
      new PlatformError({ status, message: (err as Error).message, method: options.method, path: options.path, malformed: status !== 0 });
    const signal = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs);
    try {
      const res = await this.#requestText({ method: options.method, path: options.path, headers, body }, signal, attempt);
      return { status: res.statusCode, contentType: res.contentType, text: res.text };
    } catch (err) {
      throw err instanceof BrokenBody ? failure(err.statusCode, err.cause) : failure(0, err);
    }
  }

  /**
   * Sends one call whose body, or answer, is a stream (file uploads and downloads): nothing is held in memory, and the
   * caller reads (or drains) the answer's body. No answer at all is status 0 (unreachable).
   */
  async stream(options: Omit<SendOptions, 'body'> & { body?: StreamBody }): Promise<StreamResponse> {
    const headers: Record<string, string> = { accept: '*/*' };
    if (options.token) headers['x-authorization'] = `Bearer ${options.token}`;
    if (options.requestId) headers['x-request-id'] = options.requestId;
    if (options.body) headers['content-type'] = options.body.contentType;
    const signal = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs);
    try {
      // A streamed body cannot be sent twice; a download (no body) can.
      const request = { method: options.method, path: options.path, headers, body: options.body?.stream, signal };
      const res = options.body ? await this.#pool.request(request) : await this.#request(request, { resent: false });
      const answered: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(res.headers)) answered[name] = Array.isArray(value) ? value.join(', ') : value;
      return { status: res.statusCode, headers: answered, body: res.body };
    } catch (err) {
      throw new PlatformError({ status: 0, message: (err as Error).message, method: options.method, path: options.path });
    }
  }

  /** One request, sent once more when it may be and its connection was lost before any answer. */
  #request(request: Dispatcher.RequestOptions & { signal?: AbortSignal }, attempt: { resent: boolean }): Promise<Dispatcher.ResponseData> {
    return this.#resending(request.method, request.signal, attempt, (pool, resent) => pool.request(resent ? { ...request, reset: true } : request));
  }

  /** The same for a call read whole. */
  #requestText(request: Dispatcher.DispatchOptions, signal: AbortSignal | undefined, attempt: { resent: boolean }): Promise<TextAnswer> {
    return this.#resending(request.method, signal, attempt, (pool, resent) => requestText(pool, resent ? { ...request, reset: true } : request, signal));
  }

  /** `send` on the kept-alive pool, then once more on a new connection when RESENDABLE and CONNECTION_LOST say so. */
  async #resending<T>(method: string, signal: AbortSignal | undefined, attempt: { resent: boolean }, send: (pool: Pool, resent: boolean) => Promise<T>): Promise<T> {
    try {
      return await send(this.#pool, false);
    } catch (err) {
      if (!RESENDABLE.has(method as SendOptions['method']) || !connectionLost(err) || signal?.aborted) throw err;
      attempt.resent = true;
      this.#fresh ??= new Pool(this.origin, { ...POOL_OPTIONS, connections: 16 });
      return send(this.#fresh, true);
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.#pool.close(), this.#fresh?.close()]);
  }
}

function connectionLost(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CONNECTION_LOST.has(code);
}
