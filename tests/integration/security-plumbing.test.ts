// Issue 10, items 7 and 8: CSRF bound to the session, the security headers, and the guard's answers
// for routes that exist, do not exist yet, or never will.
import t from 'tap';
import { CUSTOMER_A, ConsoleClient, SYSADMIN, TENANT, startConsole } from '../helpers/console.ts';
import { routeEntries } from '../../server/domain/route-table.ts';
import { flattenMenu, menuFor } from '../../server/domain/menu.ts';
import type { Authority } from '../../server/domain/authority.ts';

t.test('the CSRF token belongs to its session', async (t) => {
  const c = await startConsole(t);
  const alice = c.client();
  const mallory = c.client();
  await alice.get('/login');
  await mallory.get('/login');
  const stolen = alice.csrfToken()!;
  const forged = await c.app.inject({
    method: 'POST',
    url: '/login',
    payload: new URLSearchParams({ _csrf: stolen, username: TENANT.username, password: TENANT.password }).toString(),
    headers: { cookie: mallory.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
  });
  t.equal(forged.statusCode, 403, "another session's token is refused");
  t.match(forged.body, /Form expired/);
  const noSession = await c.app.inject({ method: 'POST', url: '/login', payload: `_csrf=${encodeURIComponent(stolen)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  t.equal(noSession.statusCode, 403, 'so is any token without a session');
  t.equal(c.proxy.count('POST', '/api/auth/login'), 0, 'the platform was never asked');

  const tokenBeforeSignIn = alice.csrfToken()!;
  t.equal((await alice.signIn(TENANT.username, TENANT.password)).statusCode, 303, 'the owner of the token signs in');
  const stale = await c.app.inject({
    method: 'POST',
    url: '/logout',
    payload: `_csrf=${encodeURIComponent(tokenBeforeSignIn)}`,
    headers: { cookie: alice.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
  });
  t.equal(stale.statusCode, 403, 'sign-in starts a new session, and a new secret with it');
  t.equal((await alice.postForm('/logout', {})).headers.location, '/login', "the new session's own token works");

  const reader = await c.client().get('/no-such-page');
  t.notMatch(String(reader.headers['set-cookie'] ?? ''), /floorboard_session=/, 'a page without a form stores no session for a visitor');
});

t.test('helmet sends the strict policy and the other security headers on every answer', async (t) => {
  const c = await startConsole(t);
  const expected = [
    "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "font-src 'self'", "connect-src 'self'",
    "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'",
  ];
  for (const path of ['/login', '/static/logo.svg', '/favicon.ico', '/no-such-page', '/devices?page=x']) {
    const res = await c.app.inject(path);
    const csp = String(res.headers['content-security-policy']).split(';').map((d) => d.trim()).filter(Boolean);
    t.same(csp.sort(), [...expected].sort(), `${path}: the same directives as before helmet, nothing more`);
    t.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
    t.equal(res.headers['x-content-type-options'], 'nosniff');
    t.equal(res.headers['referrer-policy'], 'same-origin');
  }
});

/** The page's main content without what differs per request (the CSRF token); the shell around it follows the address. */
const stable = (html: string) => (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '').replace(/name="_csrf" value="[^"]*"/g, '');

t.test('every route a role may not open gets the same forbidden answer, built or not', async (t) => {
  const c = await startConsole(t);
  const cases: [typeof TENANT, Authority, string[]][] = [
    [CUSTOMER_A, 'CUSTOMER_USER', ['/profiles', '/settings']],
    [SYSADMIN, 'SYS_ADMIN', ['/devices', '/devices/784f394c-42b6-11ed-a3f8-2b6d3f1c0e21', '/profiles', '/edgeManagement']],
    [TENANT, 'TENANT_ADMIN', []],
  ];
  for (const [account, authority, builtOrRedirecting] of cases) {
    const client = c.client();
    await client.signIn(account.username, account.password);
    const pending = routeEntries().map(([, r]) => r).filter((r) => !r.built && !r.redirectTo);
    const refused = [...pending.filter((r) => r.access !== 'public' && !r.access.includes(authority)).map((r) => r.path), ...builtOrRedirecting]
      .map((path) => path.replace(/:\w+/g, '784f394c-42b6-11ed-a3f8-2b6d3f1c0e21'));
    let first: string | undefined;
    for (const path of refused) {
      const res = await client.get(path);
      t.equal(res.statusCode, 403, `${authority} ${path}`);
      first ??= stable(res.body);
      t.equal(stable(res.body), first, `${authority} ${path}: the same forbidden page`);
    }
    if (first !== undefined) t.match(first, /id="forbidden"[\s\S]*Access forbidden/);
  }
});

t.test("every menu entry of a role opens for that role", async (t) => {
  const c = await startConsole(t);
  for (const [account, authority] of [[SYSADMIN, 'SYS_ADMIN'], [TENANT, 'TENANT_ADMIN'], [CUSTOMER_A, 'CUSTOMER_USER']] as const) {
    const client: ConsoleClient = c.client();
    await client.signIn(account.username, account.password);
    for (const entry of flattenMenu(menuFor(authority, true))) {
      const res = await client.get(entry.path);
      t.equal(res.statusCode, entry.type === 'toggle' ? 303 : 200, `${authority} ${entry.path}`);
    }
  }
});
