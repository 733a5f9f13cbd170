import t from 'tap';
import { startEmulator } from '../../emulator/index.ts';
import { startFaultProxy } from '../helpers/fault-proxy.ts';
import { PlatformClient, type TokenHolder } from '../../server/platform/platform-client.ts';
import { PlatformHttp } from '../../server/platform/platform-http.ts';
import { PlatformError, SessionEndedError } from '../../server/platform/platform-error.ts';
import { TokenRefresher } from '../../server/platform/token-refresher.ts';
import type { TokenPair } from '../../server/platform/tokens.ts';
import { TestClock } from '../helpers/test-clock.ts';

/** A token the console believes fresh but the platform rejects (as after a signing-key change). */
function tampered(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  claims.exp += 3600;
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

function holder(initial: TokenPair): TokenHolder & { pair: TokenPair | undefined } {
  const h = {
    pair: initial as TokenPair | undefined,
    get: () => h.pair,
    set: (p: TokenPair) => {
      h.pair = p;
    },
    clear: () => {
      h.pair = undefined;
    },
  };
  return h;
}

t.test('platform client against the emulator', async (t) => {
  const clock = new TestClock();
  const emulator = await startEmulator({ port: 0, clock });
  t.teardown(() => emulator.close());
  const proxy = await startFaultProxy(emulator.url);
  t.teardown(() => proxy.close());
  const http = new PlatformHttp(proxy.url);
  t.teardown(() => http.close());
  const refresher = new TokenRefresher(http, clock);
  const anonymous = new PlatformClient({ http, refresher, tokens: holder({ token: '', refreshToken: '' }) });
  const login = () => anonymous.post<TokenPair>('/api/auth/login', { auth: false, body: { username: 'tenant@thingsboard.org', password: 'tenant' } });

  t.test('401 "token expired" refreshes once and retries the call', async (t) => {
    const pair = await login();
    const tokens = holder({ token: tampered(pair.token), refreshToken: pair.refreshToken });
    const client = new PlatformClient({ http, refresher, tokens });
    const before = proxy.count('POST', '/api/auth/token');
    const user = await client.get<{ email: string }>('/api/auth/user');
    t.equal(user.email, 'tenant@thingsboard.org');
    t.equal(proxy.count('POST', '/api/auth/token'), before + 1);
    t.not(tokens.pair!.token, tampered(pair.token), 'the refreshed tokens were stored');
  });

  t.test('a failed refresh clears the tokens and ends the session', async (t) => {
    const pair = await login();
    // The platform outdates tokens issued in an earlier second than the logout.
    clock.nextSecond();
    await new PlatformClient({ http, refresher, tokens: holder(pair) }).post('/api/auth/logout');
    const tokens = holder({ token: tampered(pair.token), refreshToken: pair.refreshToken });
    const err = await new PlatformClient({ http, refresher, tokens }).get('/api/auth/user').catch((e: unknown) => e);
    t.ok(err instanceof SessionEndedError);
    t.equal((err as SessionEndedError).reason, 'refresh-failed');
    t.equal(tokens.pair, undefined);
  });

  t.test('errors carry status, code and the platform message', async (t) => {
    const client = new PlatformClient({ http, refresher, tokens: holder(await login()) });
    const err = (await client.get('/api/device/info/13814000-1dd2-11b2-8080-808080808081').catch((e: unknown) => e)) as PlatformError;
    t.ok(err instanceof PlatformError);
    t.equal(err.status, 404);
    t.equal(err.errorCode, 32);
    t.match(err.message, /is not found/);
    t.equal(err.method, 'GET');
  });

  t.test('an unreachable platform is status 0', async (t) => {
    const dead = new PlatformHttp('http://127.0.0.1:1');
    t.teardown(() => dead.close());
    const err = (await new PlatformClient({ http: dead, refresher, tokens: holder(await login()) }).get('/api/auth/user').catch((e: unknown) => e)) as PlatformError;
    t.equal(err.status, 0);
    t.ok(err.unreachable);
  });
});
