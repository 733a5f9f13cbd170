import t from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, ConsoleClient, startConsole, TENANT } from '../helpers/console.ts';
import { startRedis } from '../helpers/redis-server.ts';
import { SqliteSessionStore } from '../../server/session/sqlite-session-store.ts';
import { RedisSessionStore } from '../../server/session/redis-session-store.ts';
import { eventually } from '../helpers/eventually.ts';

t.test('a console restart on the sqlite store signs nobody out', async (t) => {
  const c = await startConsole(t);
  const dir = mkdtempSync(join(tmpdir(), 'floorboard-sessions-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'sessions.sqlite');

  const first = await buildTestApp(t, c.proxy.url, { sessionStore: new SqliteSessionStore(file) });
  const client = new ConsoleClient(first);
  await client.signIn(TENANT.username, TENANT.password);
  t.equal((await client.get('/devices')).statusCode, 200);
  await first.close();

  const second = await buildTestApp(t, c.proxy.url, { sessionStore: new SqliteSessionStore(file) });
  const again = new ConsoleClient(second, client.jar);
  const res = await again.get('/devices');
  t.equal(res.statusCode, 200, 'still signed in after the restart');
});

t.test('sessions in Redis are shared by replicas', async (t) => {
  const redisUrl = (await startRedis(t)).url;
  const c = await startConsole(t);
  const replicaA = await buildTestApp(t, c.proxy.url, { sessionStore: new RedisSessionStore(redisUrl), env: { REDIS_URL: redisUrl } });
  const replicaB = await buildTestApp(t, c.proxy.url, { sessionStore: new RedisSessionStore(redisUrl), env: { REDIS_URL: redisUrl } });
  const a = new ConsoleClient(replicaA);
  await a.signIn(TENANT.username, TENANT.password);
  const b = new ConsoleClient(replicaB, a.jar);
  const res = await b.get('/devices');
  t.equal(res.statusCode, 200);
  t.match(res.body, /Thermostat T1/);
  const stolenCookie = a.jar.clone();
  await a.postForm('/logout', {});
  const after = await new ConsoleClient(replicaB, stolenCookie).get('/devices');
  t.equal(after.statusCode, 303, 'logout on one replica ends the session on all');
});

t.test('session store records expire', async (t) => {
  const store = new SqliteSessionStore(':memory:');
  t.teardown(() => store.close());
  await store.write('a', { user: 1 }, 60_000);
  await store.write('b', { user: 2 }, -1);
  t.same(await store.read('a'), { user: 1 });
  t.equal(await store.read('b'), null);
  await store.remove('a');
  t.equal(await store.read('a'), null);
});

t.test('redis store records expire', async (t) => {
  const store = new RedisSessionStore((await startRedis(t)).url);
  t.teardown(() => store.close());
  await store.write('x', { n: 1 }, 60_000);
  t.same(await store.read('x'), { n: 1 });
  await store.write('y', { n: 2 }, 1);
  t.equal(await eventually(async () => (await store.read('y')) === null, 'the 1 ms record to expire'), true);
  t.same(await store.read('x'), { n: 1 }, 'the 60 s record is still there');
});
