import t from 'tap';
import { startConsole, buildTestApp, ConsoleClient, TENANT } from '../helpers/console.ts';

t.test('health and readiness', async (t) => {
  const c = await startConsole(t);
  const health = await c.app.inject('/healthz');
  t.equal(health.statusCode, 200);
  t.same(health.json(), { status: 'ok' });
  t.equal((await c.app.inject('/readyz')).statusCode, 200);
  await c.proxy.close();
  const down = await c.app.inject('/readyz');
  t.equal(down.statusCode, 503);
  t.equal((await c.app.inject('/healthz')).statusCode, 200, 'alive even when the platform is not');
});

t.test('BASE_PATH prefixes every URL', async (t) => {
  const c = await startConsole(t);
  const app = await buildTestApp(t, c.proxy.url, { env: { BASE_PATH: '/console' } });
  const client = new ConsoleClient(app);
  const root = await client.get('/console');
  t.equal(root.headers.location, '/console/login');
  const login = await client.get('/console/login');
  t.equal(login.statusCode, 200);
  t.match(login.body, /action="\/console\/login"/);
  t.match(login.body, /href="\/console\/static\/build\/style-sign-in-[\w-]+\.css"/);
  const signedIn = await client.postForm('/console/login', { username: TENANT.username, password: TENANT.password });
  t.equal(signedIn.headers.location, '/console/home');
  const devices = await client.get('/console/devices?pageSize=20');
  t.match(devices.body, /href="\/console\/devices\?page=0|href="\/console\/devices\?pageSize=20/);
  t.notMatch(devices.body, /href="\/devices/);
  const css = await app.inject(/href="(\/console\/static\/build\/style-sign-in-[\w-]+\.css)"/.exec(login.body)![1]);
  t.equal(css.statusCode, 200);
  t.match(String(css.headers['cache-control']), /immutable/);
  t.equal((await app.inject('/console/healthz')).statusCode, 200);
});

t.test('static assets are served, unknown ones are a plain 404', async (t) => {
  const c = await startConsole(t);
  t.equal((await c.app.inject('/static/logo.svg')).statusCode, 200);
  const missing = await c.app.inject('/static/nope.js');
  t.equal(missing.statusCode, 404);
});
