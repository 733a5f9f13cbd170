import t from 'tap';
import { startConsole, TENANT, SYSADMIN, CUSTOMER_A } from '../helpers/console.ts';

t.test('route guard', async (t) => {
  const c = await startConsole(t);

  t.test('signed-out users are sent to sign in from every console page', async (t) => {
    for (const path of ['/home', '/devices', '/devices/784f394c-42b6-11ed-a3f8-2b6d3f1c0e21', '/customers', '/profile']) {
      const res = await c.client().get(path);
      t.equal(res.statusCode, 303, path);
      t.equal(res.headers.location, '/login', path);
    }
  });

  t.test('an htmx request of an ended session redirects the whole page', async (t) => {
    const res = await c.client().get('/devices?page=1', { 'hx-request': 'true' });
    t.equal(res.statusCode, 204);
    t.equal(res.headers['hx-redirect'], '/login');
  });

  t.test('redirect targets are limited to paths of this console', async (t) => {
    for (const evil of ['//evil.example/x', '/\\evil.example']) {
      const client = c.client();
      await client.get(evil);
      const res = await client.signIn(TENANT.username, TENANT.password);
      t.equal(res.headers.location, '/home', evil);
    }
  });

  t.test('the system administrator may not open the device list', async (t) => {
    const client = c.client();
    await client.signIn(SYSADMIN.username, SYSADMIN.password);
    const res = await client.get('/devices');
    t.equal(res.statusCode, 403);
    t.match(res.body, /Access forbidden/);
  });

  t.test('menus per role', async (t) => {
    const sys = c.client();
    await sys.signIn(SYSADMIN.username, SYSADMIN.password);
    const sysHome = (await sys.get('/home')).body;
    t.match(sysHome, /href="\/tenants"/);
    t.match(sysHome, /System administrator/);
    t.notMatch(sysHome, /href="\/devices"/);

    const customer = c.client();
    await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    const customerHome = (await customer.get('/home')).body;
    t.match(customerHome, /href="\/devices"/);
    t.match(customerHome, /href="\/edgeInstances"/, 'edge support is on in the demo platform');
    t.notMatch(customerHome, /href="\/customers"/);
    t.notMatch(customerHome, /href="\/ruleChains"/);
  });

  t.test('menu entries without a page yet answer "not available yet"', async (t) => {
    const client = c.client();
    await client.signIn(TENANT.username, TENANT.password);
    const res = await client.get('/ruleChains');
    t.equal(res.statusCode, 200);
    t.match(res.body, /Not available yet/);
  });

  t.test('unknown paths go home', async (t) => {
    const client = c.client();
    await client.signIn(TENANT.username, TENANT.password);
    const res = await client.get('/no/such/page');
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/home');
  });

  t.test('a missing file is a plain 404 and does not replace the remembered page', async (t) => {
    const client = c.client();
    await client.get('/devices?page=1');
    const icon = await client.get('/favicon.ico');
    t.equal(icon.statusCode, 404);
    const res = await client.signIn(TENANT.username, TENANT.password);
    t.equal(res.headers.location, '/devices?page=1');
  });
});

t.test('forms without the CSRF token are rejected', async (t) => {
  const c = await startConsole(t);
  const client = c.client();
  await client.get('/login');
  const res = await client.postForm('/login', { username: TENANT.username, password: TENANT.password }, { csrf: false });
  t.equal(res.statusCode, 403);
  t.match(res.body, /Form expired/);
  t.equal(c.proxy.count('POST', '/api/auth/login'), 0);

  const forged = await client.postForm('/login', { username: TENANT.username, password: TENANT.password, _csrf: 'forged' }, { csrf: false });
  t.equal(forged.statusCode, 403);
});

t.test('pages carry a strict content security policy', async (t) => {
  const c = await startConsole(t);
  const res = await c.client().get('/login');
  const csp = String(res.headers['content-security-policy']);
  t.match(csp, /script-src 'self'/);
  t.notMatch(csp, /unsafe-inline|unsafe-eval/);
  t.notMatch(res.body, /<script>(?!<\/script>)/, 'no inline script');
  t.notMatch(res.body, /https?:\/\/(?!www\.w3\.org)/, 'no other origin in the page');
});
