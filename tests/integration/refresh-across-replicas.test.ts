// Issue 19: with REDIS_URL, replicas refresh a session's tokens once between them: the first takes a lock in Redis
// and calls the platform, the others wait for its tokens and read them from Redis.
import t from 'tap';
import { Redis } from 'ioredis';
import { buildTestApp, ConsoleClient, startConsole, TENANT } from '../helpers/console.ts';
import { startRedis } from '../helpers/redis-server.ts';
import { TestClock } from '../helpers/test-clock.ts';
import { eventually } from '../helpers/eventually.ts';
import { RedisSessionStore } from '../../server/session/redis-session-store.ts';
import { RedisRefreshLock } from '../../server/session/redis-refresh-lock.ts';
import { SessionEndedError, PlatformError } from '../../server/platform/platform-error.ts';
import { SessionStoreError } from '../../server/session/session-store.ts';
import type { TokenPair } from '../../server/platform/tokens.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function connection(t: { teardown(fn: () => unknown): void }, url: string): Promise<Redis> {
  const redis = new Redis(url);
  t.teardown(() => redis.quit());
  return redis;
}

/** Waits until some replica holds the refresh lock (the lock's key is the only one of its kind). */
async function lockTaken(redis: Redis): Promise<void> {
  await eventually(async () => (await redis.keys('floorboard:refresh-lock:*')).length === 1, 'the refresh lock to be taken');
}

const PAIR_A: TokenPair = { token: 'access-a', refreshToken: 'refresh-a' };

t.test('the lock: one replica refreshes, the other waits and reads its tokens', async (t) => {
  const server = await startRedis(t);
  const one = new RedisRefreshLock(await connection(t, server.url));
  const two = new RedisRefreshLock(await connection(t, server.url));
  const gate = deferred<TokenPair>();
  let secondCalled = 0;
  const first = one.run('old-refresh', () => gate.promise);
  await lockTaken(await connection(t, server.url));
  const second = two.run('old-refresh', async () => {
    secondCalled++;
    return { token: 'x', refreshToken: 'y' };
  });
  gate.resolve(PAIR_A);
  t.same(await first, { pair: PAIR_A, shared: false });
  t.same(await second, { pair: PAIR_A, shared: true }, 'the waiting replica got the winner\'s tokens');
  t.equal(secondCalled, 0, 'and never called the platform');
  t.same(await two.run('old-refresh', async () => PAIR_A), { pair: PAIR_A, shared: true }, 'a late request still reads the result');
  const redis = await connection(t, server.url);
  t.same(await redis.keys('floorboard:refresh-lock:*'), [], 'the lock is released');
  t.notOk((await redis.keys('*')).some((key) => key.includes('old-refresh')), 'keys hold a hash of the refresh token, not the token');
});

t.test('the lock: a failed refresh lets the waiting replica try; a refused token is refused for both', async (t) => {
  const server = await startRedis(t);
  const redis = await connection(t, server.url);
  const one = new RedisRefreshLock(await connection(t, server.url));
  const two = new RedisRefreshLock(await connection(t, server.url));

  const failing = deferred<TokenPair>();
  const first = one.run('refresh-1', () => failing.promise);
  await lockTaken(redis);
  const second = two.run('refresh-1', async () => PAIR_A);
  failing.reject(new PlatformError({ status: 0, message: 'reset', method: 'POST', path: '/api/auth/token' }));
  await t.rejects(first, PlatformError);
  t.same(await second, { pair: PAIR_A, shared: false }, 'the platform failed the first: the second refreshed itself');

  const refusing = deferred<TokenPair>();
  const third = one.run('refresh-2', () => refusing.promise);
  await lockTaken(redis);
  let fourthCalled = 0;
  const fourth = two.run('refresh-2', async () => {
    fourthCalled++;
    return PAIR_A;
  });
  refusing.reject(new SessionEndedError('refresh-expired'));
  await t.rejects(third, SessionEndedError);
  await t.rejects(fourth, SessionEndedError, 'the refusal is shared');
  t.equal(fourthCalled, 0);
});

t.test('the lock: Redis away is the session store away', async (t) => {
  const server = await startRedis(t);
  const lock = new RedisRefreshLock(await connection(t, server.url));
  await server.stop();
  await t.rejects(lock.run('refresh-3', async () => PAIR_A), SessionStoreError);
});

t.test('two replicas, one session, both find its access token expired at once: one refresh call', async (t) => {
  const clock = new TestClock();
  const redis = await startRedis(t);
  const env = { REDIS_URL: redis.url };
  const c = await startConsole(t, { clock, emulator: { accessTokenTtlSec: 60 }, sessionStore: new RedisSessionStore(redis.url), env });
  const replicaB = await buildTestApp(t, c.proxy.url, { clock, sessionStore: new RedisSessionStore(redis.url), env });
  const onA = c.client();
  t.equal((await onA.signIn(TENANT.username, TENANT.password)).statusCode, 303);
  const onB = new ConsoleClient(replicaB, onA.jar);

  clock.advance(61_000);
  // The refresh answers slowly, so that the second replica finds the first one's lock.
  c.proxy.fault('POST', '/api/auth/token', { kind: 'delay', ms: 300 }, 1);
  const [a, b] = await Promise.all([onA.get('/devices'), onB.get('/devices')]);
  t.equal(a.statusCode, 200);
  t.equal(b.statusCode, 200);
  t.match(b.body, /Thermostat T1/);
  t.equal(c.proxy.count('POST', '/api/auth/token'), 1, 'one refresh call to the platform for both replicas');
  // Each replica's refreshes by result (a page's platform calls within one replica also share a refresh among them).
  const refreshes = async (app: typeof replicaB) => {
    const counts: Record<string, number> = { refreshed: 0, shared: 0 };
    for (const [, result, n] of (await app.inject('/metrics')).body.matchAll(/^floorboard_token_refreshes_total\{result="(\w+)"\} (\d+)$/gm)) counts[result] = Number(n);
    return counts;
  };
  const [onReplicaA, onReplicaB] = [await refreshes(c.app), await refreshes(replicaB)];
  t.equal(onReplicaA.refreshed + onReplicaB.refreshed, 1, 'one replica refreshed');
  t.ok((onReplicaA.refreshed ? onReplicaB : onReplicaA).shared >= 1, 'the other shared its result');
  t.equal((await onB.get('/profile')).statusCode, 200, 'the session goes on with the new tokens');
  t.equal(c.proxy.count('POST', '/api/auth/token'), 1);
});
