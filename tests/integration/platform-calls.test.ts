import t from 'tap';
import { startConsole, TENANT, type TestConsole } from '../helpers/console.ts';
import { eventually } from '../helpers/eventually.ts';
import { TestClock } from '../helpers/test-clock.ts';

t.test('an expiring access token is refreshed once for many concurrent requests', async (t) => {
  const clock = new TestClock();
  const c = await startConsole(t, { clock, emulator: { accessTokenTtlSec: 5 } });
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  t.equal((await client.get('/devices')).statusCode, 200);
  t.equal(c.proxy.count('POST', '/api/auth/token'), 0, 'a fresh token is used as it is');
  // The spec's 2 s margin makes a 5 s token stale after 3 s; the refreshed one is fresh for 3 s more.
  clock.advance(3200);
  const results = await Promise.all(Array.from({ length: 12 }, () => client.get('/devices')));
  t.same(results.map((r) => r.statusCode), Array(12).fill(200));
  t.equal(c.proxy.count('POST', '/api/auth/token'), 1);
  const again = await client.get('/devices');
  t.equal(again.statusCode, 200, 'the refreshed tokens were kept in the session');
  t.equal(c.proxy.count('POST', '/api/auth/token'), 1);
});

t.test('an expired refresh token signs the user out with a message', async (t) => {
  const clock = new TestClock();
  const c = await startConsole(t, { clock, emulator: { accessTokenTtlSec: 3, refreshTokenTtlSec: 3 } });
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  clock.advance(3200);
  const res = await client.get('/devices?textSearch=T');
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/login');
  const login = await client.get('/login');
  t.match(login.body, /Your session has expired/);
  const back = await client.signIn(TENANT.username, TENANT.password);
  t.equal(back.headers.location, '/devices?textSearch=T', 'the page is remembered');
});

const throttled = (c: TestConsole) => c.proxy.calls.filter((call) => call.status === 429).length;

/**
 * The clock stands still, so a rate-limit bucket refills only when the clock moves: this moves it a second on for
 * each call the platform throttles (the console's pause before retrying is real time), until stopped.
 */
function refillOnThrottle(c: TestConsole, clock: TestClock): () => Promise<void> {
  let stopped = false;
  const running = (async () => {
    for (let seen = 0; ; seen++) {
      await eventually(() => stopped || throttled(c) > seen, 'a throttled call');
      if (stopped) return;
      clock.advance(1000);
    }
  })();
  return async () => {
    stopped = true;
    await running;
  };
}

t.test('429 answers are retried after a pause', async (t) => {
  const clock = new TestClock();
  const c = await startConsole(t, { clock, emulator: { tenantRestLimit: '3:1' } });
  const client = c.client();
  const stopRefilling = refillOnThrottle(c, clock);
  await client.signIn(TENANT.username, TENANT.password);
  clock.advance(1000);
  const throttledBefore = throttled(c);
  const results = await Promise.all(Array.from({ length: 4 }, () => client.get('/devices')));
  await stopRefilling();
  t.same(results.map((r) => r.statusCode), [200, 200, 200, 200]);
  t.ok(throttled(c) > throttledBefore, 'the platform did throttle: three tokens, four lists');
});

t.test('an unreachable platform is "unable to connect", never a crash', async (t) => {
  const c = await startConsole(t);
  const client = c.client();
  await c.proxy.close();
  const res = await client.signIn(TENANT.username, TENANT.password);
  t.equal(res.statusCode, 502);
  t.match(res.body, /Unable to connect/);
  t.match(res.body, /value="tenant@thingsboard.org"/);
});
