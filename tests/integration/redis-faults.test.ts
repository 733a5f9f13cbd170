// Issue 10, item 4: with the sessions in Redis, a stopped or frozen Redis is a quick 503 "sessions
// are unavailable", /readyz says so, and the console recovers by itself when Redis is back.
import t from 'tap';
import { buildTestApp, ConsoleClient, TENANT, startConsole } from '../helpers/console.ts';
import { startRedis } from '../helpers/redis-server.ts';
import { RedisSessionStore } from '../../server/session/redis-session-store.ts';

const UNAVAILABLE = /<h2 id="message-title">Sessions are unavailable<\/h2>[\s\S]*Sessions are unavailable right now\. Try again in a moment\./;

t.test('Redis stopped, then started again', async (t) => {
  const redis = await startRedis(t);
  const c = await startConsole(t, { sessionStore: new RedisSessionStore(redis.url), env: { REDIS_URL: redis.url } });
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  t.equal((await client.get('/devices')).statusCode, 200);
  const visitor = c.client();
  await visitor.get('/login');

  await redis.stop();
  const page = await client.get('/devices');
  t.equal(page.statusCode, 503, 'a signed-in page');
  t.match(page.body, UNAVAILABLE);
  t.equal(page.headers['retry-after'], '5');
  t.notMatch(page.body, /at .*\.ts:\d+/, 'no stack trace');
  const fragment = await client.get('/devices?page=1', { 'hx-request': 'true' });
  t.equal(fragment.statusCode, 503, 'a fragment');
  t.match(fragment.body, /toast-error[\s\S]*Sessions are unavailable/);
  const signIn = await visitor.signIn(TENANT.username, TENANT.password);
  t.equal(signIn.statusCode, 503, 'a sign-in from a page loaded before');
  t.match(signIn.body, UNAVAILABLE);
  const ready = await c.app.inject('/readyz');
  t.equal(ready.statusCode, 503);
  t.same(ready.json(), { status: 'not ready', platform: 'ok', sessions: 'unavailable' });
  t.equal((await c.app.inject('/healthz')).statusCode, 200, 'alive all the same');

  await redis.start();
  t.equal((await c.app.inject('/readyz')).statusCode, 200, 'ready again, without a restart');
  const again = c.client();
  t.equal((await again.signIn(TENANT.username, TENANT.password)).statusCode, 303, 'sign-in works again');
  t.equal((await again.get('/devices')).statusCode, 200);
});

t.test('Redis frozen (SIGSTOP), then thawed', async (t) => {
  const redis = await startRedis(t);
  const c = await startConsole(t, { sessionStore: new RedisSessionStore(redis.url), env: { REDIS_URL: redis.url } });
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);

  redis.pause();
  t.teardown(() => redis.resume());
  const page = await client.get('/devices');
  t.equal(page.statusCode, 503, 'answered, not left hanging');
  t.match(page.body, UNAVAILABLE);
  t.same((await c.app.inject('/readyz')).json(), { status: 'not ready', platform: 'ok', sessions: 'unavailable' });

  redis.resume();
  const after = await client.get('/devices');
  t.equal(after.statusCode, 200, 'the same session works again once Redis answers');
  t.match(after.body, /Thermostat T1/);
  t.equal((await c.app.inject('/readyz')).statusCode, 200);
});

t.test('replicas sharing Redis share the sign-in counts', async (t) => {
  const redis = await startRedis(t);
  const c = await startConsole(t, { sessionStore: new RedisSessionStore(redis.url), env: { REDIS_URL: redis.url, SIGN_IN_LIMIT_PER_USERNAME: '2:300' } });
  const replica = await buildTestApp(t, c.proxy.url, { sessionStore: new RedisSessionStore(redis.url), env: { REDIS_URL: redis.url, SIGN_IN_LIMIT_PER_USERNAME: '2:300' } });
  t.equal((await c.client('10.1.1.1').signIn(TENANT.username, 'wrong')).statusCode, 401);
  t.equal((await new ConsoleClient(replica, undefined, '10.1.1.1').signIn(TENANT.username, 'wrong')).statusCode, 401);
  const third = await new ConsoleClient(replica, undefined, '10.1.1.1').signIn(TENANT.username, TENANT.password);
  t.equal(third.statusCode, 429, 'the second replica knows of the failure on the first');
});
