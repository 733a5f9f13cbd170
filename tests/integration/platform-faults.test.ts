// Issue 10, items 3, 5 and 7: what the console does when the platform answers something it cannot
// read, when a token refresh fails for want of the platform, and when the platform is slow; the
// faults come from the fault proxy between the console and the emulator.
import t from 'tap';
import { TENANT, startConsole, type ConsoleClient } from '../helpers/console.ts';
import { sidOf } from '../helpers/scripted-console.ts';
import { SqliteSessionStore } from '../../server/session/sqlite-session-store.ts';
import type { Fault } from '../helpers/fault-proxy.ts';

const LIST = '/api/tenant/deviceInfos';
const UNREADABLE: Fault[] = [{ kind: 'non-json' }, { kind: 'truncate' }];

t.test('an answer the console cannot read is 502 with the catalogue text, logged with the request id and upstream status', async (t) => {
  const logged: Record<string, unknown>[] = [];
  const c = await startConsole(t, { log: (line) => logged.push(line) });
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  t.afterEach(async () => c.proxy.clearFaults());

  for (const fault of UNREADABLE) {
    t.test(`${fault.kind}: a page`, async (t) => {
      c.proxy.fault('GET', LIST, fault);
      const res = await client.get('/devices', { 'x-request-id': 'ignored-without-trust-proxy' });
      t.equal(res.statusCode, 502);
      t.match(res.body, /<h2 id="message-title">The platform answered something unexpected<\/h2>/);
      t.match(res.body, /Its answer could not be read \(reference [\w-]+\)\. Try again in a moment\./);
      t.match(res.body, /<a class="button primary" href="\/devices">Try again<\/a>/);
      const line = logged.findLast((l) => l.msg === 'platform answered something unexpected');
      t.ok(line, 'logged');
      t.equal(line?.upstreamStatus, 200, 'with the upstream status');
      t.match(line?.path, new RegExp(`^${LIST}\\?`), 'and the call');
      t.match(res.body, new RegExp(`reference ${String(line?.reqId)}`), 'and the request id the page names');
    });

    t.test(`${fault.kind}: a fragment`, async (t) => {
      c.proxy.fault('GET', LIST, fault);
      const res = await client.get('/devices?page=1', { 'hx-request': 'true' });
      t.equal(res.statusCode, 502);
      t.equal(res.headers['hx-reswap'], 'none', 'the table stays as it is');
      t.match(res.body, /toast-error[\s\S]*The platform answered something unexpected/);
    });

    t.test(`${fault.kind}: a form post, plain and htmx`, async (t) => {
      c.proxy.fault('POST', '/api/user', fault);
      const form = { email: TENANT.username, firstName: 'Faulty', lastName: '', lang: 'en_US', defaultDashboardId: '' };
      const plain = await client.postForm('/profile', form);
      t.equal(plain.statusCode, 502);
      t.match(plain.body, /The platform answered something unexpected/);
      const htmx = await client.postForm('/profile', form, { headers: { 'hx-request': 'true' } });
      t.equal(htmx.statusCode, 502);
      t.equal(htmx.headers['hx-reswap'], 'none');
      t.match(htmx.body, /toast-error[\s\S]*The platform answered something unexpected/);
    });
  }
  t.test('a non-JSON sign-in answer is the same message on the sign-in page', async (t) => {
    c.proxy.fault('POST', '/api/auth/login', { kind: 'non-json' });
    const res = await c.client().signIn(TENANT.username, TENANT.password);
    t.equal(res.statusCode, 502);
    t.match(res.body, /toast-error[\s\S]*The platform answered something unexpected/);
    t.match(res.body, /name="username"[^>]*value="tenant@thingsboard.org"/);
  });
});

/** Makes the session's access token look expired, so that the next platform call refreshes first. */
async function expireAccessToken(store: SqliteSessionStore, client: ConsoleClient): Promise<void> {
  const sid = sidOf(client);
  const session = (await store.read(sid)) as { tokens: { token: string } };
  const [header, payload, signature] = session.tokens.token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  claims.exp = claims.iat + 1;
  session.tokens.token = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
  await store.write(sid, session, 60 * 60_000);
}

t.test('a refresh that fails for want of the platform keeps the session; the next request refreshes again', async (t) => {
  const store = new SqliteSessionStore(':memory:');
  const c = await startConsole(t, { sessionStore: store });
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const refreshes = () => c.proxy.count('POST', '/api/auth/token');

  for (const fault of [{ kind: 'status', status: 500 }, { kind: 'reset' }, { kind: 'status', status: 503 }, { kind: 'non-json' }] as Fault[]) {
    await expireAccessToken(store, client);
    const before = refreshes();
    c.proxy.fault('POST', '/api/auth/token', fault, 1);
    const page = await client.get('/devices?page=1');
    const label = JSON.stringify(fault);
    t.equal(page.statusCode, 502, label);
    t.match(page.body, /<h2 id="message-title">Unable to connect<\/h2>/, `${label}: "Unable to connect"`);
    t.match(page.body, /<a class="button primary" href="\/devices\?page=1">Try again<\/a>/, 'with a way to retry');
    t.equal(refreshes(), before + 1);
    t.ok(((await store.read(sidOf(client))) as { tokens?: unknown }).tokens, 'the session keeps its tokens');

    const fragment = await client.get('/devices?page=0', { 'hx-request': 'true' });
    t.equal(fragment.statusCode, 200, 'the next request refreshes again and succeeds');
    t.equal(refreshes(), before + 2);
    t.match(fragment.body, /Thermostat T1/);
  }
  t.equal((await client.get('/devices')).statusCode, 200, 'still signed in');
});

t.test('/readyz gives up on a slow platform after about 2 s', async (t) => {
  const c = await startConsole(t);
  t.equal((await c.app.inject('/readyz')).statusCode, 200);
  c.proxy.fault('GET', '/api/noauth/userPasswordPolicy', { kind: 'delay', ms: 60_000 });
  const res = await c.app.inject('/readyz');
  t.equal(res.statusCode, 503);
  t.same(res.json(), { status: 'not ready', platform: 'unreachable', sessions: 'ok' });
});
