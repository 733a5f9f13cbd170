import type { Readable } from 'node:stream';
import { Pool } from 'undici';
import { PlatformError } from './platform-error.ts';

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

/** A finished call, for metrics: status 0 when the platform did not answer; `broken` when its body broke off. */
export interface PlatformCall {
  method: SendOptions['method'];
  path: string;
  status: number;
  seconds: number;
  broken: boolean;
}

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
  readonly #observe: ((call: PlatformCall) => void) | undefined;

  constructor(platformUrl: string, observe?: (call: PlatformCall) => void) {
    this.origin = new URL(platformUrl).origin;
    this.#pool = new Pool(this.origin, { connections: 64, keepAliveTimeout: 30_000, headersTimeout: 30_000, bodyTimeout: 30_000 });
    this.#observe = observe;
  }

  /**
   * Sends one call. No answer at all is status 0 (unreachable); an answer whose body breaks off
   * keeps its status and is marked malformed.
   */
  async send(options: SendOptions): Promise<PlatformResponse> {
    if (!this.#observe) return this.#send(options);
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const res = await this.#send(options);
      this.#observe({ method: options.method, path: options.path, status: res.status, seconds: seconds(), broken: false });
      return res;
    } catch (err) {
      const status = err instanceof PlatformError ? err.status : 0;
      this.#observe({ method: options.method, path: options.path, status, seconds: seconds(), broken: status !== 0 });
      throw err;
    }
  }

  async #send(options: SendOptions): Promise<PlatformResponse> {
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
    let res: Awaited<ReturnType<Pool['request']>>;
    try {
      res = await this.#pool.request({ method: options.method, path: options.path, headers, body, signal });
    } catch (err) {
      throw failure(0, err);
    }
    try {
      const text = await res.body.text();
      return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), text };
    } catch (err) {
      throw failure(res.statusCode, err);
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
      const res = await this.#pool.request({ method: options.method, path: options.path, headers, body: options.body?.stream, signal });
      const answered: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(res.headers)) answered[name] = Array.isArray(value) ? value.join(', ') : value;
      return { status: res.statusCode, headers: answered, body: res.body };
    } catch (err) {
      throw new PlatformError({ status: 0, message: (err as Error).message, method: options.method, path: options.path });
    }
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}
