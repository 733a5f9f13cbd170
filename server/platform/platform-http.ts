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
}

/** One keep-alive pool to the platform; the only place that opens connections to it. */
export class PlatformHttp {
  readonly origin: string;
  readonly #pool: Pool;

  constructor(platformUrl: string) {
    this.origin = new URL(platformUrl).origin;
    this.#pool = new Pool(this.origin, { connections: 64, keepAliveTimeout: 30_000, headersTimeout: 30_000, bodyTimeout: 30_000 });
  }

  async send(options: SendOptions): Promise<PlatformResponse> {
    const headers: Record<string, string> = { accept: 'application/json, text/plain, */*' };
    if (options.token) headers['x-authorization'] = `Bearer ${options.token}`;
    if (options.requestId) headers['x-request-id'] = options.requestId;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    try {
      const res = await this.#pool.request({ method: options.method, path: options.path, headers, body });
      const text = await res.body.text();
      const contentType = String(res.headers['content-type'] ?? '');
      return { status: res.statusCode, contentType, text };
    } catch (err) {
      throw new PlatformError({
        status: 0,
        errorCode: null,
        message: (err as Error).message,
        method: options.method,
        path: options.path,
      });
    }
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}
