import t from 'tap';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, ConsoleClient, startConsole, TENANT, CUSTOMER_A } from '../helpers/console.ts';
import { customerByTitle, deviceByName, login, session } from '../helpers/emulator.ts';
import { join } from 'node:path';
import { agePasswords, setSecuritySettings } from '../helpers/two-factor.ts';

t.test('the sign-in page', async (t) => {
  const c = await startConsole(t);

  t.test('has the username, a password with its show toggle and the forgot-password link', async (t) => {
    const res = await c.client().get('/login');
    t.equal(res.statusCode, 200);
    t.match(res.body, /<title>[^<]*Sign in<\/title>/);
    t.match(res.body, /name="username"[^>]*inputMode="email"|inputmode="email"[^>]*name="username"|name="username"/);
    t.match(res.body, /id="field-password" type="password"[^>]*name="password"/);
    t.match(res.body, /data-password-toggle="field-password"/);
    t.match(res.body, /Show password/);
    t.match(res.body, /href="\/login\/resetPasswordRequest"/);
    t.notMatch(res.body, /class="or-divider"/, 'no external sign-in configured: no divider');
    t.equal(c.proxy.count('POST', '/api/noauth/oauth2Clients'), 1, 'the external sign-in clients are loaded first');
  });

  t.test('a username that is not an e-mail is refused on the same page, input kept, nothing sent', async (t) => {
    const before = c.proxy.count('POST', '/api/auth/login');
    const res = await c.client().signIn('not-an-email', 'tenant');
    t.equal(res.statusCode, 400);
    t.match(res.body, /id="username-error"[^>]*>Invalid e-mail format\./);
    t.match(res.body, /value="not-an-email"/);
    t.equal(c.proxy.count('POST', '/api/auth/login'), before);
  });

  t.test('a wrong password shows the platform message and keeps the username', async (t) => {
    const res = await c.client().signIn(TENANT.username, 'wrong');
    t.equal(res.statusCode, 401);
    t.match(res.body, /class="toast-slot toast-top-left">.*class="toast toast-error"[^>]*>.*Invalid username or password/, 'an error toast, top left');
    t.match(res.body, /value="tenant@thingsboard.org"/);
  });

  t.test('the demo tenant administrator lands on /home, or on the address asked for before', async (t) => {
    const client = c.client();
    t.equal((await client.signIn(TENANT.username, TENANT.password)).headers.location, '/home');
    const other = c.client();
    await other.get('/devices?textSearch=Therm');
    t.equal((await other.signIn(TENANT.username, TENANT.password)).headers.location, '/devices?textSearch=Therm');
  });

  t.test('a signed-in user opening /login goes to the landing place', async (t) => {
    const client = c.client();
    await client.signIn(TENANT.username, TENANT.password);
    t.equal((await client.get('/login')).headers.location, '/home');
  });
});

t.test('query parameters read when the sign-in page loads', async (t) => {
  const c = await startConsole(t);
  const admin = await session(c.emulator.url, [TENANT.username, TENANT.password]);
  const device = await deviceByName(admin, 'Thermostat T1');
  t.equal((await admin.post(`/api/customer/public/device/${device.id.id}`)).status, 200, 'a device made public creates the Public customer');
  const publicCustomer = await customerByTitle(admin, 'Public');

  t.test('publicId signs in the public visitor of that customer', async (t) => {
    const client = c.client();
    const res = await client.get(`/login?publicId=${publicCustomer.id.id}`);
    t.equal(res.statusCode, 303);
    t.equal(c.proxy.count('POST', '/api/auth/login/public'), 1);
    t.match(res.headers.location as string, /^\/(home|dashboard\/[0-9a-f-]{36})$/);
    const home = await client.get('/home');
    t.equal(home.statusCode, 200, 'the public session works');
  });

  t.test('an unknown publicId shows the platform message', async (t) => {
    const res = await c.client().get('/login?publicId=784f394c-42b6-11ed-a3f8-2b6d3f1c0e21');
    t.equal(res.statusCode, 401);
    t.match(res.body, /Invalid username or password/);
  });

  t.test('publicId wins over every other parameter', async (t) => {
    const tokens = await login(c.emulator.url, TENANT.username, TENANT.password);
    const res = await c.client().get(`/login?publicId=${publicCustomer.id.id}&accessToken=${tokens.token}&loginError=boom`);
    t.equal(res.statusCode, 303);
    t.notMatch(res.body, /boom/);
  });

  t.test('accessToken and refreshToken become the session', async (t) => {
    const tokens = await login(c.emulator.url, CUSTOMER_A.username, CUSTOMER_A.password);
    const client = c.client();
    const res = await client.get(`/login?accessToken=${tokens.token}&refreshToken=${tokens.refreshToken}`);
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/home');
    const home = await client.get('/home');
    t.match(home.body, /customerA@thingsboard\.org/);
  });

  t.test('an accessToken that is not a token is refused', async (t) => {
    const res = await c.client().get('/login?accessToken=garbage');
    t.equal(res.statusCode, 400);
    t.match(res.body, /The sign-in token in this address is not valid\./);
  });

  t.test('an accessToken the platform rejects leaves no session behind', async (t) => {
    const tokens = await login(c.emulator.url, TENANT.username, TENANT.password);
    const forged = tokens.token.slice(0, -4) + (tokens.token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const client = c.client();
    const res = await client.get(`/login?accessToken=${forged}`);
    t.equal(res.statusCode, 401);
    t.equal((await client.get('/home')).headers.location, '/login');
  });

  t.test('the / the platform sends tokens back to forwards them to sign-in', async (t) => {
    const tokens = await login(c.emulator.url, TENANT.username, TENANT.password);
    const res = await c.client().get(`/?accessToken=${tokens.token}&refreshToken=${tokens.refreshToken}`);
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, `/login?accessToken=${tokens.token}&refreshToken=${tokens.refreshToken}`);
  });

  t.test('username and password sign in', async (t) => {
    const client = c.client();
    const res = await client.get(`/login?username=${encodeURIComponent(TENANT.username)}&password=${TENANT.password}`);
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/home');
  });

  t.test('a wrong username/password pair shows the message', async (t) => {
    const res = await c.client().get(`/login?username=${encodeURIComponent(TENANT.username)}&password=nope`);
    t.equal(res.statusCode, 401);
    t.match(res.body, /Invalid username or password/);
  });

  t.test('loginError shows an alert dialog and nobody is signed in', async (t) => {
    const client = c.client();
    const res = await client.get('/login?loginError=' + encodeURIComponent('OAuth2 <failed>'));
    t.equal(res.statusCode, 200);
    t.match(res.body, /<dialog id="login-error"[^>]*open=""[^>]*role="alertdialog"/);
    t.match(res.body, /Sign-in error/);
    t.match(res.body, /OAuth2 &lt;failed&gt;/, 'escaped');
    t.equal((await client.get('/home')).headers.location, '/login');
  });

  t.test('loginError is shown even to a signed-in browser', async (t) => {
    const client = c.client();
    await client.signIn(TENANT.username, TENANT.password);
    const res = await client.get('/login?loginError=denied');
    t.equal(res.statusCode, 200);
    t.match(res.body, /role="alertdialog"/);
  });
});

t.test('the sign-in pages speak the browser language', async (t) => {
  const c = await startConsole(t);
  const de = await c.client().get('/login', { 'accept-language': 'de-DE,de;q=0.9' });
  t.match(de.body, /Passwort anzeigen/);
  const ja = await c.client().get('/login/resetPasswordRequest', { 'accept-language': 'ja' });
  t.match(ja.body, /パスワードのリセットを申請/);
  const fa = await c.client().get('/login', { 'accept-language': 'fa' });
  t.match(fa.body, /dir="rtl"/);
  t.match(fa.body, /نمایش گذرواژه/);
});

t.test('landing after sign-in follows the default dashboard', async (t) => {
  const c = await startConsole(t);
  const admin = await session(c.emulator.url, [TENANT.username, TENANT.password]);
  const me = (await admin.get(`/api/user/${admin.userId}`)).body;
  const dashboardId = '0f9d3a10-4d1e-11ed-bdc3-0242ac120002';
  for (const [fullscreen, path] of [[true, `/dashboard/${dashboardId}`], [false, `/dashboards/${dashboardId}`]] as const) {
    const saved = await admin.post('/api/user', { ...me, additionalInfo: { ...me.additionalInfo, defaultDashboardId: dashboardId, defaultDashboardFullscreen: fullscreen } });
    t.equal(saved.status, 200, 'user saved');
    const client = c.client();
    await client.get('/devices');
    const res = await client.signIn(TENANT.username, TENANT.password);
    t.equal(res.headers.location, path, `fullscreen ${fullscreen}`);
  }
});

t.test('the platform lockout is explained', async (t) => {
  const c = await startConsole(t);
  await setSecuritySettings(c.emulator.url, { maxFailedLoginAttempts: 2 });
  const client = c.client();
  for (let i = 0; i < 2; i++) t.equal((await client.signIn(CUSTOMER_A.username, 'wrong')).statusCode, 401);
  const locked = await client.signIn(CUSTOMER_A.username, 'wrong');
  t.equal(locked.statusCode, 401);
  t.match(locked.body, /locked after too many failed sign-in attempts/);
  const after = await client.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
  t.match(after.body, /This account is not active/, 'a disabled account says so even with the right password');
});

t.test('an expired password leads to login/resetExpiredPassword with the reset token', async (t) => {
  const dbPath = join(t.testdir(), 'platform.sqlite');
  const c = await startConsole(t, { emulator: { dbPath } });
  await setSecuritySettings(c.emulator.url, { passwordExpirationPeriodDays: 1 });
  await agePasswords(dbPath, 2);
  const res = await c.client().signIn(TENANT.username, TENANT.password);
  t.equal(res.statusCode, 303);
  t.match(res.headers.location as string, /^\/login\/resetExpiredPassword\?resetToken=[A-Za-z0-9]{30}$/);
  const page = await c.client().get(res.headers.location as string);
  t.match(page.body, /Your password has expired/);
});

t.test('sign-in attempts are limited per username and per client address', async (t) => {
  const c = await startConsole(t, { env: { SIGN_IN_LIMIT_PER_USERNAME: '3:300', SIGN_IN_LIMIT_PER_IP: '5:300' } });
  const client = c.client();
  for (let i = 0; i < 3; i++) t.equal((await client.signIn(TENANT.username, 'wrong')).statusCode, 401);
  const before = c.proxy.count('POST', '/api/auth/login');
  const limited = await client.signIn(TENANT.username, TENANT.password);
  t.equal(limited.statusCode, 429);
  t.match(limited.body, /Too many sign-in attempts\. Try again in \d+ seconds\./);
  t.ok(Number(limited.headers['retry-after']) > 0);
  t.equal(c.proxy.count('POST', '/api/auth/login'), before, 'the platform was not asked');

  t.equal((await client.signIn(CUSTOMER_A.username, CUSTOMER_A.password)).statusCode, 303, 'another username still gets through');
  const ipLimited = await client.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
  t.equal(ipLimited.statusCode, 429, 'the address has used its five attempts');
});

t.test('only wrong passwords count against a username', async (t) => {
  const c = await startConsole(t, { env: { SIGN_IN_LIMIT_PER_USERNAME: '2:300' } });
  const client = c.client();
  t.equal((await client.signIn(TENANT.username, 'wrong')).statusCode, 401);
  t.equal((await client.signIn(TENANT.username, TENANT.password)).statusCode, 303);
  t.equal((await c.client().signIn(TENANT.username, 'wrong')).statusCode, 401, 'counted afresh');
});

t.test('external sign-in clients appear above an "or" divider, carrying prevUri', async (t) => {
  const clients = [{ name: 'Google', icon: 'google-logo', url: '/oauth2/authorization/google' }];
  const stub = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(req.url?.startsWith('/api/noauth/oauth2Clients?platform=WEB') ? JSON.stringify(clients) : '{}');
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => stub.close(() => resolve())));
  const platformUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  const app = await buildTestApp(t, platformUrl, { env: { PUBLIC_URL: 'https://console.example' } });
  const client = new ConsoleClient(app);
  await client.get('/devices?page=2');
  const res = await client.get('/login', { host: 'evil.example' });
  t.equal(res.statusCode, 200);
  const prevUri = encodeURIComponent('https://console.example/devices?page=2');
  t.match(res.body, new RegExp(`<a class="button" href="/oauth2/authorization/google\\?prevUri=${prevUri}">Sign in with Google</a>`), 'prevUri from PUBLIC_URL, never the Host header');
  t.match(res.body, /class="or-divider"><span>or<\/span>/);
  t.ok(res.body.indexOf('or-divider') < res.body.indexOf('name="username"'), 'the buttons come before the form');

  const unconfigured = await buildTestApp(t, platformUrl);
  const plain = await new ConsoleClient(unconfigured).get('/login', { host: 'evil.example' });
  t.match(plain.body, /<a class="button" href="\/oauth2\/authorization\/google">Sign in with Google<\/a>/, 'without a known public origin the platform returns to its own address');
});

t.test('logout ends the console session and the platform session', async (t) => {
  const c = await startConsole(t);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const res = await client.postForm('/logout', {});
  t.equal(res.headers.location, '/login');
  t.equal(c.proxy.count('POST', '/api/auth/logout'), 1);
  t.equal((await client.get('/devices')).headers.location, '/login');
});
