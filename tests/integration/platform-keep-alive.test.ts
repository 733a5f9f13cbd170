// Issue 11: an intermittent 502 under load. The console keeps its connections to the platform alive; when the platform
// (or a proxy before it) closes one just as the console sends a call on it, the call finds no answer. A TCP hop between
// the console and the emulator drops connections that way; GET calls are sent once more on another connection, POST
// and DELETE never.
import t, { type Test } from 'tap';
import { startEmulator } from '../../emulator/index.ts';
import { CookieJar } from '../helpers/cookie-jar.ts';
import { ConsoleClient, TENANT, buildTestApp } from '../helpers/console.ts';
import { startTcpFaultProxy, type Drop, type SeenRequest } from '../helpers/tcp-fault-proxy.ts';

const LIST = 'GET /api/tenant/deviceInfos';
const DROPS: Drop[] = ['reset', 'close'];

async function setUp(t: Test) {
  const emulator = await startEmulator({ port: 0 });
  t.teardown(() => emulator.close());
  const proxy = await startTcpFaultProxy(emulator.url);
  t.teardown(() => proxy.close());
  const logged: Record<string, unknown>[] = [];
  const app = await buildTestApp(t, proxy.url, { log: (line) => logged.push(line) });
  const client = () => new ConsoleClient(app, new CookieJar());
  const tenant = client();
  await tenant.signIn(TENANT.username, TENANT.password);
  t.equal((await tenant.get('/devices')).statusCode, 200, 'the list, with its connections now kept alive');
  t.afterEach(() => proxy.clearDrops());
  return { proxy, tenant, client, logged };
}

const seen = (requests: SeenRequest[], prefix: string) => requests.filter((r) => r.line.startsWith(prefix));
const since = <T>(list: T[], from: number) => list.slice(from);

t.test('a kept-alive connection dropped as a GET arrives: the GET goes again on another connection and the page answers', async (t) => {
  const { proxy, tenant, logged } = await setUp(t);
  for (const how of DROPS) {
    t.test(how, async (t) => {
      const from = proxy.requests.length;
      proxy.drop({ matches: (r) => r.line.startsWith(LIST) && r.nth > 1, how, times: 1 });
      const page = await tenant.get('/devices');
      t.equal(page.statusCode, 200);
      t.match(page.body, /Thermostat T1/);
      const calls = seen(since(proxy.requests, from), LIST);
      t.equal(calls.length, 2, 'the list call, then once more');
      t.equal(calls[0].dropped, how, 'the first on a kept-alive connection, dropped');
      t.notOk(calls[1].dropped, 'the second passed on');
      t.not(calls[1].connection, calls[0].connection, 'on another connection');
      t.equal(calls[1].requestId, calls[0].requestId, 'the same call of the same request');
    });
  }
  t.equal(logged.filter((l) => l.msg === 'platform unreachable').length, 0, 'nothing logged as unreachable');
});

t.test('one more try only: a GET dropped twice is "Unable to connect" (502), with a way to retry', async (t) => {
  const { proxy, tenant } = await setUp(t);
  const from = proxy.requests.length;
  proxy.drop({ matches: (r) => r.line.startsWith(LIST), how: 'reset' });
  const page = await tenant.get('/devices?page=0');
  t.equal(page.statusCode, 502);
  t.match(page.body, /Unable to connect/);
  t.match(page.body, /<a class="button primary" href="\/devices\?page=0">Try again<\/a>/);
  t.equal(seen(since(proxy.requests, from), LIST).length, 2, 'sent twice, not more');
  proxy.clearDrops();
  t.equal((await tenant.get('/devices')).statusCode, 200, 'and the next page answers');
});

t.test('a POST or a DELETE is never sent twice: a dropped one is "Unable to connect" and changed nothing', async (t) => {
  const { proxy, tenant } = await setUp(t);
  for (const how of DROPS) {
    t.test(`${how}: the profile form (POST /api/user)`, async (t) => {
      const from = proxy.requests.length;
      proxy.drop({ matches: (r) => r.line.startsWith('POST /api/user'), how, times: 1 });
      const res = await tenant.postForm('/profile', { email: TENANT.username, firstName: `Dropped-${how}`, lastName: '', lang: 'en_US', defaultDashboardId: '' });
      t.equal(res.statusCode, 502);
      t.match(res.body, /Unable to connect/);
      const posts = seen(since(proxy.requests, from), 'POST /api/user');
      t.equal(posts.length, 1, 'sent once');
      t.equal(posts[0].dropped, how);
      t.notMatch((await tenant.get('/profile')).body, new RegExp(`Dropped-${how}`), 'the platform has the old name');
    });

    t.test(`${how}: a device's delete (DELETE /api/device/{id})`, async (t) => {
      const id = /details=([0-9a-f-]{36})"/.exec((await tenant.get('/devices')).body)?.[1];
      if (!id) return t.fail('the list links a device');
      const from = proxy.requests.length;
      proxy.drop({ matches: (r) => r.line === `DELETE /api/device/${id}`, how, times: 1 });
      const res = await tenant.postForm(`/devices?dialog=delete&ids=${id}`, {});
      t.equal(res.statusCode, 502);
      t.match(res.body, /Unable to connect/);
      const deletes = seen(since(proxy.requests, from), 'DELETE /api/device/');
      t.equal(deletes.length, 1, 'sent once');
      t.equal(deletes[0].dropped, how);
      t.equal((await tenant.get(`/devices/${id}`)).statusCode, 200, 'the device is still there');
    });
  }
});

t.test('every idle connection closed or reset by the platform between pages: the next pages answer', async (t) => {
  const { proxy, tenant } = await setUp(t);
  for (const how of [...DROPS, ...DROPS]) {
    t.ok(proxy.dropAll(how) > 0, `${how}: connections dropped`);
    const page = await tenant.get('/devices');
    t.equal(page.statusCode, 200, `${how}: the next page`);
    t.match(page.body, /Thermostat T1/);
  }
});

t.test('under load: 16 at a time, every connection dropped as its third request arrives; every page answers', async (t) => {
  const { proxy, client } = await setUp(t);
  const users = await Promise.all(Array.from({ length: 4 }, async () => {
    const user = client();
    await user.signIn(TENANT.username, TENANT.password);
    return user;
  }));
  for (const how of DROPS) {
    const from = proxy.requests.length;
    // Once per call: a call that met a dropped connection is not dropped again on its second try (stale sockets are
    // rare; two in a row for one call is what the one retry does not cover, tested above).
    proxy.drop({ matches: (r) => r.nth === 3, how, oncePerCall: true });
    const PAGES = 160;
    let next = 0;
    const statuses: number[] = [];
    await Promise.all(Array.from({ length: 16 }, async (_, worker) => {
      while (next < PAGES) {
        next++;
        const page = await users[worker % users.length].get(`/devices?page=${next % 2}`);
        statuses.push(page.statusCode);
      }
    }));
    proxy.clearDrops();
    t.equal(statuses.length, PAGES);
    t.same(statuses.filter((s) => s !== 200), [], `${how}: every page 200`);
    t.ok(since(proxy.requests, from).filter((r) => r.dropped === how).length > 10, `${how}: many connections dropped meanwhile`);
  }
});
