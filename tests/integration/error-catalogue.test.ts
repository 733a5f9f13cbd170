// Spec section 8, row by row, on full pages and on htmx fragments, with the platform's answers
// scripted in front of the emulator.
import t from 'tap';
import { TENANT } from '../helpers/console.ts';
import { startScriptedConsole } from '../helpers/scripted-console.ts';
import { createTranslator } from '../../server/i18n/i18n.ts';

const LIST = '/api/tenant/deviceInfos';
const HTMX = { 'hx-request': 'true' };
const error = (status: number, errorCode: number, message: string, extra: object = {}) => ({
  status,
  body: { status, message, errorCode, timestamp: '2026-01-01T00:00:00.000+00:00', ...extra },
});

/** Answers the first call with `first`, later calls from the platform. */
function once(answer: ReturnType<typeof error>) {
  let used = false;
  return () => {
    if (used) return null;
    used = true;
    return answer;
  };
}

t.test('the error catalogue', async (t) => {
  const c = await startScriptedConsole(t);
  const signedIn = async () => {
    const client = c.client();
    await client.signIn(TENANT.username, TENANT.password);
    return client;
  };
  t.afterEach(() => c.platform.clear());

  t.test('401 token expired: refreshed and retried once, invisibly', async (t) => {
    const client = await signedIn();
    const refreshes = c.platform.calls.filter((x) => x.path === '/api/auth/token').length;
    c.platform.script('GET', LIST, once(error(401, 11, 'Token has expired')));
    const res = await client.get('/devices');
    t.equal(res.statusCode, 200);
    t.equal(c.platform.calls.filter((x) => x.path === '/api/auth/token').length, refreshes + 1);
  });

  t.test('401 token expired with a refused refresh token: signed out with a message, page and fragment alike', async (t) => {
    for (const [refresh, message] of [
      [error(401, 11, 'Token has expired'), /Your session has expired/],
      [error(401, 10, 'Authentication failed'), /Your session could not be renewed/],
    ] as const) {
      const client = await signedIn();
      c.platform.script('GET', LIST, error(401, 11, 'Token has expired'));
      c.platform.script('POST', '/api/auth/token', refresh);
      const page = await client.get('/devices?page=1');
      t.equal(page.statusCode, 303);
      t.equal(page.headers.location, '/login');
      t.match((await client.get('/login')).body, message);
      c.platform.clear();
      const again = await signedIn();
      c.platform.script('GET', LIST, error(401, 11, 'Token has expired'));
      c.platform.script('POST', '/api/auth/token', refresh);
      const fragment = await again.get('/devices?page=1', { ...HTMX, 'hx-current-url': 'http://localhost:80/devices?textSearch=DHT' });
      t.equal(fragment.statusCode, 204);
      t.equal(fragment.headers['hx-redirect'], '/login', 'the whole page goes to sign-in');
      t.match((await again.get('/login')).body, message);
      c.platform.clear();
      t.equal((await again.signIn(TENANT.username, TENANT.password)).headers.location, '/devices?textSearch=DHT', 'and comes back to the page it was on');
    }
  });

  t.test('401 credentials expired: no generic message, the expired-password page with the reset token', async (t) => {
    const client = await signedIn();
    c.platform.script('GET', LIST, error(401, 15, 'User password expired!', { resetToken: 'abc123' }));
    const res = await client.get('/devices');
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/login/resetExpiredPassword?resetToken=abc123');
  });

  t.test('other 401: the server message', async (t) => {
    const client = await signedIn();
    c.platform.script('GET', LIST, error(401, 10, 'User account is not active'));
    const page = await client.get('/devices');
    t.equal(page.statusCode, 401);
    t.match(page.body, /class="toast toast-error" role="alert"[\s\S]*User account is not active/);
    const fragment = await client.get('/devices?page=1', HTMX);
    t.equal(fragment.headers['hx-reswap'], 'none', 'the table stays as it is');
    t.match(fragment.body, /<div id="toasts" class="toasts" hx-swap-oob="innerHTML">[\s\S]*User account is not active/);
  });

  t.test('429: retried after a pause, and the message when the platform keeps refusing', async (t) => {
    const client = await signedIn();
    c.platform.script('GET', LIST, once(error(429, 33, 'Too many requests for current tenant!')));
    t.equal((await client.get('/devices')).statusCode, 200, 'one refusal is absorbed by the retry');
    c.platform.script('GET', LIST, error(429, 33, 'Too many requests for current tenant!'));
    const fragment = await client.get('/devices?page=1', HTMX);
    t.match(fragment.body, /toast-error[\s\S]*Too many requests for current tenant!/);
  });

  t.test('403: the forbidden dialog with cancel and sign in', async (t) => {
    const client = await signedIn();
    c.platform.script('GET', LIST, error(403, 20, "You don't have permission to perform this operation!"));
    const page = await client.get('/devices');
    t.equal(page.statusCode, 403);
    t.match(page.body, /<dialog[^>]*id="forbidden"[^>]*open/);
    const fragment = await client.get('/devices?page=1', HTMX);
    t.equal(fragment.statusCode, 403);
    t.match(fragment.body, /hx-swap-oob="innerHTML"><dialog[^>]*id="forbidden"[^>]*open/, 'the dialog goes into the page, the table stays');
    t.match(fragment.body, /<form method="dialog"><button[^>]*>Cancel</, 'cancel closes the dialog and keeps the user on the page');
  });

  t.test('status 0: unable to connect, with a retry', async (t) => {
    const client = await signedIn();
    c.platform.script('GET', LIST, 'drop');
    const page = await client.get('/devices?page=2');
    t.equal(page.statusCode, 502);
    t.match(page.body, /Unable to connect/);
    t.match(page.body, /href="\/devices\?page=2"[^>]*>Try again</);
    const fragment = await client.get('/devices?page=3', HTMX);
    t.match(fragment.body, /toast-error[\s\S]*Unable to connect[\s\S]*href="\/devices\?page=3"[^>]*>Retry</);
  });

  t.test('404: method, address, status and status text', async (t) => {
    const client = await signedIn();
    c.platform.script('GET', LIST, error(404, 32, 'Requested item wasn\'t found!'));
    const page = await client.get('/devices');
    t.equal(page.statusCode, 404);
    t.match(page.body, /GET \/api\/tenant\/deviceInfos\?pageSize=10&amp;page=0/);
    t.match(page.body, /404 Not Found/);
    const fragment = await client.get('/devices?page=1', HTMX);
    t.match(fragment.body, /toast-error[\s\S]*Requested item wasn&#x27;t found![\s\S]*GET \/api\/tenant\/deviceInfos\?pageSize=10&amp;page=1[\s\S]*404 Not Found/);
  });

  t.test('404 of a call that ignores errors: nothing is shown', async (t) => {
    // The update check is such a call (see the guard tests); here a page that treats a missing list as empty.
    const client = await signedIn();
    c.platform.script('GET', '/api/tenant/dashboards', error(404, 32, 'Not here'));
    const page = await client.get('/profile');
    t.equal(page.statusCode, 200);
    t.notMatch(page.body, /class="toast /);
  });

  t.test('RPC addresses: no generic handling', async (t) => {
    const rpc = await startScriptedConsole(t);
    rpc.app.get('/guard-test/rpc', { config: { access: ['TENANT_ADMIN'] } }, async (request) => request.platform.post('/api/rpc/twoway/784f394c-42b6-11ed-a3f8-2b6d3f1c0e21', { body: {} }));
    rpc.platform.script('POST', '/api/rpc/twoway/784f394c-42b6-11ed-a3f8-2b6d3f1c0e21', error(504, 2, 'Request timeout'));
    const client = rpc.client();
    await client.signIn(TENANT.username, TENANT.password);
    const fragment = await client.get('/guard-test/rpc', HTMX);
    t.equal(fragment.headers['hx-reswap'], 'none');
    t.notMatch(fragment.body, /toast/);
  });

  t.test('other statuses: the message as an error toast, or "Unhandled error code" without one', async (t) => {
    const client = await signedIn();
    c.platform.script('GET', LIST, error(500, 2, 'Database is down'));
    const page = await client.get('/devices');
    t.equal(page.statusCode, 500);
    t.match(page.body, /This page could not be loaded/);
    t.match(page.body, /toast-top-left[\s\S]*toast-error[\s\S]*Database is down/);
    t.notMatch((await client.get('/home')).body, /Database is down/, 'a toast shows once');
    c.platform.script('GET', LIST, { status: 503 });
    const fragment = await client.get('/devices?page=1', HTMX);
    t.equal(fragment.statusCode, 503);
    t.match(fragment.body, /Unhandled error code 503/);
  });

  t.test('a form the page did not handle: back where it came from, with the toast', async (t) => {
    const client = await signedIn();
    c.platform.script('GET', '/api/user/' + (await c.readSession(client))!.user.id, error(500, 2, 'Storage failure'));
    const res = await client.postForm('/profile', { email: TENANT.username });
    t.equal(res.statusCode, 303);
    c.platform.clear();
    const next = await client.get('/home');
    t.match(next.body, /toast-error[\s\S]*Storage failure/);
  });

  t.test("the console's own refusals of an htmx form come as a toast, the page stays", async (t) => {
    const client = await signedIn();
    const res = await c.app.inject({
      method: 'POST',
      url: '/profile',
      payload: 'email=x%40y.z',
      headers: { cookie: client.jar.header(), 'content-type': 'application/x-www-form-urlencoded', 'hx-request': 'true' },
    });
    t.equal(res.statusCode, 403);
    t.equal(res.headers['hx-reswap'], 'none');
    t.match(res.body, /hx-swap-oob="innerHTML"[\s\S]*toast-error[\s\S]*This form is no longer valid/);
  });

  t.test('no token: treated as signed out', async (t) => {
    const client = await signedIn();
    await c.editSession(client, (s) => delete s.tokens);
    const res = await client.get('/devices');
    t.equal(res.headers.location, '/login');
  });

  t.test('a missing translation is logged only', async (t) => {
    const logged: string[] = [];
    const translator = createTranslator((msg) => logged.push(msg));
    t.equal(translator.fixedT('en_US')('account.no-such-key'), 'account.no-such-key');
    t.match(logged.join('\n'), /missing translation .*account\.no-such-key/);
  });
});
