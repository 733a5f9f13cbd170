import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
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

t.test('429 answers are retried after a pause', async (t) => {
  const c = await startConsole(t, { emulator: { tenantRestLimit: '3:1' } });
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const results = await Promise.all(Array.from({ length: 4 }, () => client.get('/devices')));
  t.same(results.map((r) => r.statusCode), [200, 200, 200, 200]);
  t.ok(c.proxy.calls.some((call) => call.status === 429), 'the platform did throttle');
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
