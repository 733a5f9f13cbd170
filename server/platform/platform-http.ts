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

/** One keep-alive pool to the platform; the only place that opens connections to it. */
export class PlatformHttp {
  readonly origin: string;
  readonly #pool: Pool;

  constructor(platformUrl: string) {
    this.origin = new URL(platformUrl).origin;
    this.#pool = new Pool(this.origin, { connections: 64, keepAliveTimeout: 30_000, headersTimeout: 30_000, bodyTimeout: 30_000 });
  }

  /**
   * Sends one call. No answer at all is status 0 (unreachable); an answer whose body breaks off
   * keeps its status and is marked malformed.
   */
  async send(options: SendOptions): Promise<PlatformResponse> {
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

  close(): Promise<void> {
    return this.#pool.close();
  }
}
