import t from 'tap';
import { startConsole, TENANT, SYSADMIN, CUSTOMER_A } from '../helpers/console.ts';
import { startScriptedConsole } from '../helpers/scripted-console.ts';
import { customerByTitle, deviceByName, session as platformSession } from '../helpers/emulator.ts';
import type { SignInFacts } from '../../server/domain/sign-in.ts';

t.test('step 2: signed-out users are sent to sign in, and come back after it', async (t) => {
  const c = await startConsole(t);

  t.test('from every console page', async (t) => {
    for (const path of ['/home', '/devices', '/devices/784f394c-42b6-11ed-a3f8-2b6d3f1c0e21', '/customers', '/profile', '/security']) {
      const res = await c.client().get(path);
      t.equal(res.statusCode, 303, path);
      t.equal(res.headers.location, '/login', path);
    }
  });

  t.test('the requested address is the landing place after sign-in', async (t) => {
    const client = c.client();
    await client.get('/devices?page=1&textSearch=Therm');
    const res = await client.signIn(TENANT.username, TENANT.password);
    t.equal(res.headers.location, '/devices?page=1&textSearch=Therm');
  });

  t.test('an htmx request of an ended session redirects the whole page, and sign-in returns to that page', async (t) => {
    const client = c.client();
    const res = await client.get('/devices?page=1', { 'hx-request': 'true', 'hx-current-url': 'http://localhost:80/devices?textSearch=Therm' });
    t.equal(res.statusCode, 204);
    t.equal(res.headers['hx-redirect'], '/login');
    t.equal((await client.signIn(TENANT.username, TENANT.password)).headers.location, '/devices?textSearch=Therm', 'the page in the browser, not the fragment');

    const elsewhere = c.client();
    await elsewhere.get('/devices?page=1', { 'hx-request': 'true', 'hx-current-url': 'http://evil.example/devices' });
    t.equal((await elsewhere.signIn(TENANT.username, TENANT.password)).headers.location, '/home', 'another site is never remembered');
  });

  t.test('redirect targets are limited to paths of this console', async (t) => {
    for (const evil of ['//evil.example/x', '/\\evil.example']) {
      const client = c.client();
      await client.get(evil);
      const res = await client.signIn(TENANT.username, TENANT.password);
      t.equal(res.headers.location, '/home', evil);
    }
  });

  t.test('a missing file is a plain 404 and does not replace the remembered page', async (t) => {
    const client = c.client();
    await client.get('/devices?page=1');
    const icon = await client.get('/favicon.ico');
    t.equal(icon.statusCode, 404);
    const res = await client.signIn(TENANT.username, TENANT.password);
    t.equal(res.headers.location, '/devices?page=1');
  });

  t.test('the root goes home; unknown console addresses are a not-found page, signed in or not', async (t) => {
    const client = c.client();
    await client.signIn(TENANT.username, TENANT.password);
    t.equal((await client.get('/')).headers.location, '/home');
    for (const path of ['/no-such-page', '/devices/nested/nowhere', '/customers/x/y/z']) {
      const res = await client.get(path);
      t.equal(res.statusCode, 404, path);
      t.match(res.body, /<h2 id="message-title">Not found<\/h2>[\s\S]*There is no page at this address\./, path);
      t.match(res.body, /class="side-nav/, 'inside the shell');
      const anonymous = await c.client().get(path);
      t.equal(anonymous.statusCode, 404, `${path} signed out`);
    }
  });
});

t.test('steps 4 and 7: login/mfa belongs to a pending second factor, and a pending second factor only to it', async (t) => {
  const c = await startScriptedConsole(t);

  t.test('a signed-in user who opens login/mfa is signed out', async (t) => {
    const client = c.client();
    await client.signIn(TENANT.username, TENANT.password);
    const logouts = c.platform.calls.filter((x) => x.path === '/api/auth/logout').length;
    const res = await client.get('/login/mfa');
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/login');
    t.equal(c.platform.calls.filter((x) => x.path === '/api/auth/logout').length, logouts + 1, 'the platform session is logged out too');
    t.equal((await client.get('/home')).headers.location, '/login', 'the session is gone');
  });

  t.test('a pending second factor may open login/mfa, and leaving it signs out', async (t) => {
    const client = c.client();
    await client.signIn(TENANT.username, TENANT.password);
    await c.editSession(client, (s) => {
      s.pendingVerification = { token: s.tokens.token, expiresAt: Date.now() + 60_000, providers: [], choices: [], sentAt: {} };
      delete s.tokens;
      delete s.user;
    });
    const home = await client.get('/devices');
    t.equal(home.statusCode, 303);
    t.equal(home.headers.location, '/login');
    t.notOk((await c.readSession(client))?.pendingVerification, 'the pending verification was dropped');
  });
});

t.test('step 5: a publicId on a console page signs in through the sign-in page and returns without it', async (t) => {
  const c = await startScriptedConsole(t);
  const client = c.client();
  const publicId = '784f394c-42b6-11ed-a3f8-2b6d3f1c0e22';
  const res = await client.get(`/devices?publicId=${publicId}&page=1`);
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, `/login?publicId=${publicId}`);
  t.equal((await c.readSession(client))?.redirectUrl, '/devices?page=1', 'the page is remembered without the publicId');

  const signedIn = c.client();
  await signedIn.signIn(TENANT.username, TENANT.password);
  const ignored = await signedIn.get(`/devices?publicId=${publicId}`);
  t.equal(ignored.statusCode, 200, 'a signed-in non-public user keeps the session');
});

t.test('step 5: a public visitor opening another public link is signed out and signed in as that one', async (t) => {
  const c = await startConsole(t);
  const admin = await platformSession(c.emulator.url, [TENANT.username, TENANT.password]);
  const device = await deviceByName(admin, 'Thermostat T1');
  await admin.post(`/api/customer/public/device/${device.id.id}`);
  const publicId = (await customerByTitle(admin, 'Public')).id.id as string;
  const client = c.client();
  await client.get(`/login?publicId=${publicId}`);
  const logouts = c.proxy.count('POST', '/api/auth/logout');

  const same = await client.get(`/home?publicId=${publicId}`);
  t.not(same.headers.location, `/login?publicId=${publicId}`, 'the same link keeps the session');
  t.equal(c.proxy.count('POST', '/api/auth/logout'), logouts);

  const otherId = '784f394c-42b6-11ed-a3f8-2b6d3f1c0e22';
  const other = await client.get(`/home?publicId=${otherId}&state=x`);
  t.equal(other.statusCode, 303);
  t.equal(other.headers.location, `/login?publicId=${otherId}`);
  t.equal(c.proxy.count('POST', '/api/auth/logout'), logouts + 1, 'the earlier public session is logged out');
  t.equal((await client.get('/home')).headers.location, '/login', 'nothing of it is left');
});

t.test('step 8: the forbidden dialog, with cancel and sign in again', async (t) => {
  const c = await startConsole(t);
  const client = c.client();
  await client.signIn(SYSADMIN.username, SYSADMIN.password);
  const res = await client.get('/devices', { referer: 'http://localhost:80/tenants?page=2' });
  t.equal(res.statusCode, 403);
  t.match(res.body, /<dialog[^>]*id="forbidden"[^>]*open/);
  t.match(res.body, /Access forbidden/);
  t.match(res.body, /href="\/tenants\?page=2"[^>]*>Cancel</, 'cancel goes back where the user came from');
  t.match(res.body, /<form action="\/logout" method="post">[\s\S]*?>Sign in<\/button>/, 'sign in again signs out first');

  const elsewhere = await client.get('/devices', { referer: 'http://evil.example/tenants' });
  t.match(elsewhere.body, /href="\/home"[^>]*>Cancel</, 'another site is never the way back');

  const fragment = await client.get('/devices?page=1', { 'hx-request': 'true' });
  t.equal(fragment.statusCode, 403);
  t.equal(fragment.headers['hx-reswap'], 'none', 'an htmx request keeps the page as it is');
  t.match(fragment.body, /hx-swap-oob="innerHTML"><dialog[^>]*id="forbidden"[^>]*open/, 'and gets the dialog');
  t.match(fragment.body, /<form method="dialog"><button[^>]*>Cancel</, 'whose cancel only closes it');

  const out = await client.postForm('/logout', {});
  t.equal(out.headers.location, '/login');
  t.equal((await client.get('/tenants')).headers.location, '/login', 'signed out');
});

t.test('step 9: a route may redirect, per authority', async (t) => {
  const c = await startConsole(t);
  c.app.get('/guard-test/settings', { config: { access: ['SYS_ADMIN', 'TENANT_ADMIN'], redirectTo: { SYS_ADMIN: '/tenants', TENANT_ADMIN: '/devices' } } }, async () => 'not reached');
  c.app.get('/guard-test/users', { config: { access: ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'], redirectTo: '/home' } }, async () => 'not reached');
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  t.equal((await tenant.get('/guard-test/settings')).headers.location, '/devices');
  t.equal((await tenant.get('/guard-test/users')).headers.location, '/home');
  const sys = c.client();
  await sys.signIn(SYSADMIN.username, SYSADMIN.password);
  t.equal((await sys.get('/guard-test/settings')).headers.location, '/tenants');
  const customer = c.client();
  await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
  t.equal((await customer.get('/guard-test/settings')).statusCode, 403, 'the authority check comes first');
});

t.test('forced default place', async (t) => {
  const c = await startScriptedConsole(t);
  const admin = await platformSession(c.emulator.url, [TENANT.username, TENANT.password]);
  const dashboards = (await admin.get('/api/tenant/dashboards?pageSize=100&page=0')).body.data.map((d: any) => d.id.id) as string[];
  t.ok(dashboards.length >= 2, 'the demo tenant has dashboards');
  const [home, other] = dashboards;
  /** A client signed in as `account` whose session holds these sign-in facts (the place is worked out again). */
  const signedInWith = async (account: { username: string; password: string }, facts: SignInFacts) => {
    const client = c.client();
    await client.signIn(account.username, account.password);
    await c.editSession(client, (s) => {
      s.signInFacts = facts;
      delete s.place;
    });
    return client;
  };

  t.test('a fullscreen default dashboard confines the user to dashboards, profile and security', async (t) => {
    const client = await signedInWith(TENANT, { isPublic: false, defaultDashboardId: home, defaultDashboardFullscreen: true });
    for (const path of ['/home', '/devices', '/ruleChains']) {
      const res = await client.get(path);
      t.equal(res.headers.location, `/dashboard/${home}`, path);
    }
    for (const path of ['/profile', '/security', `/dashboard/${home}`, `/dashboards/${other}`]) {
      const res = await client.get(path);
      t.not(res.headers.location, `/dashboard/${home}`, path);
    }
    const htmx = await client.get('/devices?page=1', { 'hx-request': 'true' });
    t.equal(htmx.headers['hx-redirect'], `/dashboard/${home}`, 'htmx requests leave the whole page');
    t.equal(c.platform.calls.filter((x) => x.path === '/api/tenant/dashboards' && x.query === 'pageSize=100&page=0').length, 1, 'the allowed dashboards are looked up once');
  });

  t.test('a default dashboard without fullscreen confines nobody', async (t) => {
    const client = await signedInWith(TENANT, { isPublic: false, defaultDashboardId: home, defaultDashboardFullscreen: false });
    t.equal((await client.get('/devices')).statusCode, 200);
  });

  t.test('a public visitor stays on the public dashboard, without profile and security', async (t) => {
    const client = await signedInWith(CUSTOMER_A, { isPublic: true, publicDashboardId: home, defaultDashboardFullscreen: false });
    for (const path of ['/home', '/devices', '/profile', '/security']) {
      t.equal((await client.get(path)).headers.location, `/dashboard/${home}`, path);
    }
  });
});

t.test('after sign-in the system administrator hears of platform updates, once', async (t) => {
  const c = await startScriptedConsole(t);
  c.platform.script('GET', '/api/admin/updates', { status: 200, body: { message: 'Version 3.5 is out', updateAvailable: true } });
  const client = c.client();
  await client.signIn(SYSADMIN.username, SYSADMIN.password);
  const first = await client.get('/home');
  t.match(first.body, /class="toast-slot toast-bottom-right"[\s\S]*class="toast toast-info"[\s\S]*Version 3\.5 is out/);
  const second = await client.get('/home');
  t.notMatch(second.body, /Version 3\.5 is out/);
  t.equal(c.platform.calls.filter((x) => x.path === '/api/admin/updates').length, 1);

  c.platform.script('GET', '/api/admin/updates', { status: 200, body: { message: '', updateAvailable: false } });
  const quiet = c.client();
  await quiet.signIn(SYSADMIN.username, SYSADMIN.password);
  t.notMatch((await quiet.get('/home')).body, /toast-info/);

  c.platform.script('GET', '/api/admin/updates', { status: 404, body: { status: 404, message: 'No handler', errorCode: 32 } });
  const failing = c.client();
  await failing.signIn(SYSADMIN.username, SYSADMIN.password);
  const page = await failing.get('/home');
  t.equal(page.statusCode, 200, 'the update check ignores its errors');
  t.notMatch(page.body, /class="toast /);

  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  await tenant.get('/home');
  t.equal(c.platform.calls.filter((x) => x.path === '/api/admin/updates').length, 3, 'only the system administrator asks');
});

t.test('pages carry a strict content security policy', async (t) => {
  const c = await startConsole(t);
  const res = await c.client().get('/login');
  const csp = String(res.headers['content-security-policy']);
  t.match(csp, /script-src 'self'/);
  t.notMatch(csp, /unsafe-inline|unsafe-eval/);
  t.notMatch(res.body, /<script>(?!<\/script>)/, 'no inline script');
});

t.test('forms without the CSRF token are rejected', async (t) => {
  const c = await startConsole(t);
  const client = c.client();
  await client.get('/login');
  const res = await client.postForm('/login', { username: TENANT.username, password: TENANT.password }, { csrf: false });
  t.equal(res.statusCode, 403);
  t.equal(c.proxy.count('POST', '/api/auth/login'), 0);
});
