import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A } from '../helpers/console.ts';

t.test('signing in', async (t) => {
  const c = await startConsole(t);

  t.test('/ sends a signed-out visitor to /login', async (t) => {
    const res = await c.client().get('/');
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/login');
  });

  t.test('the demo tenant administrator lands on /home', async (t) => {
    const client = c.client();
    const login = await client.get('/login');
    t.equal(login.statusCode, 200);
    t.match(login.body, /name="username"/);
    const res = await client.signIn(TENANT.username, TENANT.password);
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/home');
    const home = await client.get('/home');
    t.equal(home.statusCode, 200);
    t.match(home.body, /Tenant administrator/);
    t.match(home.body, /tenant@thingsboard\.org/, 'display name falls back to the e-mail');
    t.match(home.body, /href="\/ruleChains"/, 'tenant menu');
    t.notMatch(home.body, /eyJhbGciOi/, 'no token reaches the browser');
  });

  t.test('a wrong password shows the platform message and keeps the username', async (t) => {
    const client = c.client();
    const res = await client.signIn(TENANT.username, 'wrong');
    t.equal(res.statusCode, 401);
    t.match(res.body, /Invalid username or password/);
    t.match(res.body, /value="tenant@thingsboard.org"/);
    t.equal((await client.get('/home')).headers.location, '/login', 'no signed-in session for a failed sign-in');
  });

  t.test('a username that is not an e-mail is refused before anything is sent', async (t) => {
    const before = c.proxy.count('POST', '/api/auth/login');
    const res = await c.client().signIn('not-an-email', 'tenant');
    t.equal(res.statusCode, 400);
    t.match(res.body, /Invalid e-mail format\./);
    t.match(res.body, /value="not-an-email"/);
    t.equal(c.proxy.count('POST', '/api/auth/login'), before, 'the platform was not called');
  });

  t.test('the deep link asked for before sign-in is where the user lands', async (t) => {
    const client = c.client();
    const res = await client.get('/devices?textSearch=Therm');
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/login');
    const signIn = await client.signIn(TENANT.username, TENANT.password);
    t.equal(signIn.headers.location, '/devices?textSearch=Therm');
  });

  t.test('the session id changes at sign-in', async (t) => {
    const client = c.client();
    await client.get('/devices');
    const before = client.jar.get('floorboard_session');
    t.ok(before, 'the remembered redirect made a session');
    await client.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    const after = client.jar.get('floorboard_session');
    t.ok(after);
    t.not(after, before);
  });

  t.test('session cookies are httpOnly and SameSite=Lax', async (t) => {
    const client = c.client();
    await client.get('/login');
    const res = await client.signIn(TENANT.username, TENANT.password);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = cookies.find((line) => line.startsWith('floorboard_session='));
    t.ok(session);
    t.match(session!, /HttpOnly/);
    t.match(session!, /SameSite=Lax/);
  });

  t.test('password reset links open the new-password form', async (t) => {
    const res = await c.client().get('/login/resetPassword?resetToken=abc');
    t.equal(res.statusCode, 200);
    t.match(res.body, /name="newPassword"/);
  });

  t.test('a signed-in user opening /login goes home', async (t) => {
    const client = c.client();
    await client.signIn(TENANT.username, TENANT.password);
    const res = await client.get('/login');
    t.equal(res.headers.location, '/home');
  });
});

t.test('logging out ends the console session and the platform session', async (t) => {
  const c = await startConsole(t);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  t.equal((await client.get('/devices')).statusCode, 200);
  const res = await client.postForm('/logout', {});
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/login');
  t.equal(c.proxy.count('POST', '/api/auth/logout'), 1);
  const after = await client.get('/devices');
  t.equal(after.statusCode, 303);
  t.equal(after.headers.location, '/login');
});

t.test('behind a TLS-terminating proxy the session cookie is Secure', async (t) => {
  const c = await startConsole(t, { env: { TRUST_PROXY: 'true' } });
  const client = c.client();
  await client.get('/login', { 'x-forwarded-proto': 'https' });
  const body = new URLSearchParams({ _csrf: client.csrfToken()!, username: TENANT.username, password: TENANT.password }).toString();
  const res = await c.app.inject({
    method: 'POST',
    url: '/login',
    payload: body,
    headers: { cookie: client.jar.header(), 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https' },
  });
  t.equal(res.statusCode, 303);
  const session = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((l) => l.startsWith('floorboard_session='));
  t.match(session!, /; Secure/);
});
