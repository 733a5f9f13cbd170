import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { RetryPolicy } from '../../server/platform/platform-client.ts';
import { SqliteSessionStore } from '../../server/session/sqlite-session-store.ts';
import type { SessionStore } from '../../server/session/session-store.ts';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../emulator/index.ts';
import { CookieJar } from './cookie-jar.ts';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';
import type { TestClock } from './test-clock.ts';

const SESSION_COOKIE = 'floorboard_session';
export const SECRET = 'test-secret-test-secret-test-secret-0123456789';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export interface TestConsole {
  app: FastifyInstance;
  emulator: RunningEmulator;
  proxy: FaultProxy;
  /** A browser-like client: keeps cookies, sends the CSRF token with forms; from 127.0.0.1 unless told. */
  client(remoteAddress?: string): ConsoleClient;
}

export interface StartOptions {
  emulator?: EmulatorOptions;
  env?: Record<string, string>;
  retry?: RetryPolicy;
  sessionStore?: SessionStore;
  /** Receives the console's log lines (warn and above, or from `logLevel`) as objects. */
  log?: (line: Record<string, unknown>) => void;
  logLevel?: string;
  signInPause?: (ms: number) => Promise<void>;
  /** One clock for the emulator and the console, moved by the test. */
  clock?: TestClock;
}

/** A real emulator, a fault proxy in front of it, and the console built in-process against it. */
export async function startConsole(t: Teardown, options: StartOptions = {}): Promise<TestConsole> {
  const emulator = await startEmulator({ port: 0, clock: options.clock, ...options.emulator });
  t.teardown(() => emulator.close());
  const proxy = await startFaultProxy(emulator.url);
  t.teardown(() => proxy.close());
  const app = await buildTestApp(t, proxy.url, options);
  return { app, emulator, proxy, client: (remoteAddress?: string) => new ConsoleClient(app, new CookieJar(), remoteAddress) };
}

export async function buildTestApp(t: Teardown, platformUrl: string, options: StartOptions = {}): Promise<FastifyInstance> {
  const dir = mkdtempSync(join(tmpdir(), 'floorboard-test-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const config: Config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', ...options.env });
  const app = await buildApp({
    config,
    platformUrl,
    sessionSecret: SECRET,
    sessionStore: options.sessionStore ?? new SqliteSessionStore(':memory:'),
    retry: options.retry,
    logger: options.log ? { level: options.logLevel ?? 'warn', stream: { write: (line: string) => options.log!(JSON.parse(line)) } } : false,
    signInPause: options.signInPause,
    clock: options.clock,
  });
  t.teardown(() => app.close());
  return app;
}

export class ConsoleClient {
  readonly app: FastifyInstance;
  readonly jar: CookieJar;
  readonly remoteAddress: string | undefined;
  /** The CSRF token of the last page seen, and the session it belongs to. */
  #csrf: { token: string; session: string | undefined } | undefined;

  constructor(app: FastifyInstance, jar = new CookieJar(), remoteAddress?: string) {
    this.app = app;
    this.jar = jar;
    this.remoteAddress = remoteAddress;
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({ method: 'GET', url, remoteAddress: this.remoteAddress, headers: { cookie: this.jar.header(), ...headers } });
    this.#keep(res);
    return res;
  }

  /** Posts a form; an array value is a field sent once per value (check boxes). */
  async postForm(url: string, form: Record<string, string | string[]>, { csrf = true, headers = {} as Record<string, string> } = {}): Promise<LightMyRequestResponse> {
    const token = csrf ? await this.#currentToken() : undefined;
    const fields = Object.entries(token ? { _csrf: token, ...form } : form).flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => [name, v]) : [[name, value]]));
    const body = new URLSearchParams(fields).toString();
    const res = await this.app.inject({
      method: 'POST',
      url,
      payload: body,
      remoteAddress: this.remoteAddress,
      headers: { cookie: this.jar.header(), 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
    this.#keep(res);
    return res;
  }

  /** The CSRF token the pages of the current session embed (the session holds its secret). */
  csrfToken(): string | undefined {
    return this.#csrf?.session === this.jar.get(SESSION_COOKIE) ? this.#csrf?.token : undefined;
  }

  /** As a browser would have it: the token of a page of this session, loading one when the session changed. */
  async #currentToken(): Promise<string> {
    let url: string | undefined = '/login';
    for (let hop = 0; !this.csrfToken() && url && hop < 4; hop++) {
      const res = await this.get(url);
      url = typeof res.headers.location === 'string' ? res.headers.location : undefined;
    }
    const token = this.csrfToken();
    if (!token) throw new Error('no page of this session carries a CSRF token');
    return token;
  }

  #keep(res: LightMyRequestResponse): void {
    this.jar.store(res.headers['set-cookie']);
    const token = /name="_csrf" value="([^"]+)"/.exec(res.body)?.[1];
    if (token) this.#csrf = { token, session: this.jar.get(SESSION_COOKIE) };
  }

  async signIn(username: string, password: string): Promise<LightMyRequestResponse> {
    return this.postForm('/login', { username, password });
  }
}

export const TENANT = { username: 'tenant@thingsboard.org', password: 'tenant' };
export const CUSTOMER_A = { username: 'customerA@thingsboard.org', password: 'customer' };
export const SYSADMIN = { username: 'sysadmin@thingsboard.org', password: 'sysadmin' };
