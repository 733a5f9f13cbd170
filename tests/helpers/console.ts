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
import type { TestClock } from './test-clock.ts';
import { startCountingProxy, type CountingProxy } from './counting-proxy.ts';

export const SECRET = 'test-secret-test-secret-test-secret-0123456789';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export interface TestConsole {
  app: FastifyInstance;
  emulator: RunningEmulator;
  proxy: CountingProxy;
  /** A browser-like client: keeps cookies, sends the CSRF token with forms. */
  client(): ConsoleClient;
}

export interface StartOptions {
  emulator?: EmulatorOptions;
  env?: Record<string, string>;
  retry?: RetryPolicy;
  sessionStore?: SessionStore;
  /** One clock for the emulator and the console, moved by the test. */
  clock?: TestClock;
}

/** A real emulator, a counting proxy in front of it, and the console built in-process against it. */
export async function startConsole(t: Teardown, options: StartOptions = {}): Promise<TestConsole> {
  const emulator = await startEmulator({ port: 0, clock: options.clock, ...options.emulator });
  t.teardown(() => emulator.close());
  const proxy = await startCountingProxy(emulator.url);
  t.teardown(() => proxy.close());
  const app = await buildTestApp(t, proxy.url, options);
  return { app, emulator, proxy, client: () => new ConsoleClient(app) };
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
    logger: false,
    clock: options.clock,
  });
  t.teardown(() => app.close());
  return app;
}

export class ConsoleClient {
  readonly app: FastifyInstance;
  readonly jar: CookieJar;

  constructor(app: FastifyInstance, jar = new CookieJar()) {
    this.app = app;
    this.jar = jar;
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({ method: 'GET', url, headers: { cookie: this.jar.header(), ...headers } });
    this.jar.store(res.headers['set-cookie']);
    return res;
  }

  async postForm(url: string, form: Record<string, string>, { csrf = true } = {}): Promise<LightMyRequestResponse> {
    if (csrf && !this.csrfToken()) await this.get('/login');
    const body = new URLSearchParams(csrf ? { _csrf: this.csrfToken()!, ...form } : form).toString();
    const res = await this.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { cookie: this.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    this.jar.store(res.headers['set-cookie']);
    return res;
  }

  /** The unsigned CSRF value the pages embed (the cookie holds it signed). */
  csrfToken(): string | undefined {
    const signed = this.jar.get('floorboard_csrf');
    return signed ? decodeURIComponent(signed).split('.').slice(0, -1).join('.') : undefined;
  }

  async signIn(username: string, password: string): Promise<LightMyRequestResponse> {
    return this.postForm('/login', { username, password });
  }
}

export const TENANT = { username: 'tenant@thingsboard.org', password: 'tenant' };
export const CUSTOMER_A = { username: 'customerA@thingsboard.org', password: 'customer' };
export const SYSADMIN = { username: 'sysadmin@thingsboard.org', password: 'sysadmin' };
