import t from 'tap';
import { TENANT } from '../helpers/console.ts';
import { startScriptedConsole } from '../helpers/scripted-console.ts';
import { decodeJwt } from '../helpers/emulator.ts';
import { eventually } from '../helpers/eventually.ts';
import { TestClock } from '../helpers/test-clock.ts';

const MINUTE = 60_000;

t.test('idle timeout and absolute lifetime', async (t) => {
  const c = await startScriptedConsole(t, { env: { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_MINUTES: '120' } });
  const signedIn = async () => {
    const client = c.client();
    await client.signIn(TENANT.username, TENANT.password);
    return client;
  };

  t.test('an idle session ends with a message, the platform session too, and the page is remembered', async (t) => {
    const client = await signedIn();
    await c.editSession(client, (s) => (s.touchedAt = Date.now() - 31 * MINUTE));
    const logouts = c.platform.calls.filter((x) => x.path === '/api/auth/logout').length;
    const res = await client.get('/devices?page=1');
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/login');
    t.equal(c.platform.calls.filter((x) => x.path === '/api/auth/logout').length, logouts + 1, 'the platform session is logged out');
    t.match((await client.get('/login')).body, /signed out after a period of inactivity/);
    t.equal((await client.signIn(TENANT.username, TENANT.password)).headers.location, '/devices?page=1');
  });

  t.test('a session used within the idle time goes on', async (t) => {
    const client = await signedIn();
    await c.editSession(client, (s) => (s.touchedAt = Date.now() - 29 * MINUTE));
    t.equal((await client.get('/devices')).statusCode, 200);
    const stored = await c.readSession(client);
    t.ok(Date.now() - stored!.touchedAt < MINUTE, 'the activity time was renewed');
  });

  t.test('an active session ends at its absolute lifetime', async (t) => {
    const client = await signedIn();
    await c.editSession(client, (s) => {
      s.createdAt = Date.now() - 121 * MINUTE;
      s.touchedAt = Date.now() - MINUTE;
    });
    const res = await client.get('/devices');
    t.equal(res.headers.location, '/login');
    t.match((await client.get('/login')).body, /reached its maximum length/);
  });
});

t.test('an absolute lifetime of 0 means none', async (t) => {
  const c = await startScriptedConsole(t, { env: { SESSION_ABSOLUTE_MINUTES: '0' } });
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  await c.editSession(client, (s) => (s.createdAt = Date.now() - 365 * 24 * 60 * MINUTE));
  t.equal((await client.get('/devices')).statusCode, 200);
});

t.test('the session cookie outlives the idle time, so that the reason can be told', async (t) => {
  const c = await startScriptedConsole(t, { env: { SESSION_IDLE_MINUTES: '30' } });
  const res = await c.client().signIn(TENANT.username, TENANT.password);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((v) => v.startsWith('floorboard_session='));
  const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie ?? '')?.[1] ?? '');
  t.ok(expires - Date.now() > 30 * MINUTE, `expires ${new Date(expires).toISOString()}`);
});

/** Signs in and makes the session a fullscreen default-dashboard one, as the guard would have found it. */
async function dashboardSession(c: Awaited<ReturnType<typeof startScriptedConsole>>) {
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const dashboardId = '00000000-0000-4000-8000-000000000001';
  await c.editSession(client, (s) => {
    s.signInFacts = { isPublic: false, defaultDashboardId: dashboardId, defaultDashboardFullscreen: true };
    s.place = { dashboardId, fullscreen: true, public: false, allowedDashboardIds: [] };
  });
  return client;
}

t.test('kiosk: a dashboard session stays signed in past its refresh token, renewed on the server', async (t) => {
  // Renewal happens half-way through the refresh token's life (here after 30 s of the clock).
  const clock = new TestClock();
  const c = await startScriptedConsole(t, { clock, emulator: { accessTokenTtlSec: 60, refreshTokenTtlSec: 60 }, env: { KIOSK_DASHBOARD_SESSIONS: 'true', SESSION_IDLE_MINUTES: '1' } });
  const client = await dashboardSession(c);
  t.equal((await client.get('/profile')).statusCode, 200, 'the display shows its page (the kiosk renewal is scheduled)');
  const first = (await c.readSession(client))!.tokens.refreshToken;
  clock.advance(30_000);
  await eventually(async () => (await c.readSession(client))!.tokens.refreshToken !== first, 'the kiosk renewal');
  // The first refresh token expires now; only the server-side renewal keeps the session.
  clock.advance(31_000);
  t.ok((decodeJwt(first).payload.exp as number) * 1000 < clock.now(), 'past the first refresh token');
  await c.editSession(client, (s) => (s.touchedAt = Date.now() - 10 * MINUTE));
  const stored = (await c.readSession(client))!;
  t.not(stored.tokens.refreshToken, first, 'the tokens were renewed without a request');
  t.ok((decodeJwt(stored.tokens.refreshToken).payload.exp as number) * 1000 > clock.now(), 'the refresh token is valid');
  t.equal((await client.get('/profile')).statusCode, 200, 'still signed in, though idle and past the first refresh token');
});

t.test('without kiosk mode the same session ends', async (t) => {
  const clock = new TestClock();
  const c = await startScriptedConsole(t, { clock, emulator: { accessTokenTtlSec: 60, refreshTokenTtlSec: 60 } });
  const client = await dashboardSession(c);
  t.equal((await client.get('/profile')).statusCode, 200);
  clock.advance(61_000);
  const res = await client.get('/profile');
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/login');
});
