import t from 'tap';
import { startEmulator, type RunningEmulator } from '../../emulator/index.ts';
import { SqliteSessionStore } from '../../server/session/sqlite-session-store.ts';
import { buildTestApp, ConsoleClient, TENANT } from '../helpers/console.ts';
import { dashboardByTitle, tenantSession, widgetTexts } from '../helpers/dashboards.ts';
import { decodeJwt } from '../helpers/emulator.ts';
import { eventually } from '../helpers/eventually.ts';
import { startFaultProxy } from '../helpers/fault-proxy.ts';
import { sidOf } from '../helpers/scripted-console.ts';
import { tempDbPath } from '../helpers/temp-db.ts';
import { TestClock } from '../helpers/test-clock.ts';

const MINUTE = 60_000;
// Short platform tokens: the access token lasts a minute, the refresh token ten; the keeper renews at half-life.
const TOKENS = { accessTokenTtlSec: 60, refreshTokenTtlSec: 600 };

t.test('a kiosk dashboard survives its tokens expiring and the platform restarting, without a request in between', async (t) => {
  const clock = new TestClock();
  const dbPath = tempDbPath(t, 'kiosk');
  let emulator: RunningEmulator = await startEmulator({ port: 0, dbPath, clock, ...TOKENS });
  t.teardown(() => emulator.close());
  const port = emulator.port;
  const proxy = await startFaultProxy(emulator.url);
  t.teardown(() => proxy.close());
  const store = new SqliteSessionStore(':memory:');
  const app = await buildTestApp(t, proxy.url, { clock, sessionStore: store, env: { KIOSK_DASHBOARD_SESSIONS: 'true', SESSION_IDLE_MINUTES: '1' } });
  const stored = async (client: ConsoleClient) => (await store.read(sidOf(client))) as Record<string, any> | null;

  // The wall display's user: a fullscreen default dashboard (Thermostats).
  const admin = await tenantSession(emulator.url);
  const { id } = await dashboardByTitle(admin, 'Thermostats');
  const me = (await admin.get(`/api/user/${admin.userId}`)).body;
  await admin.post('/api/user', { ...me, additionalInfo: { ...me.additionalInfo, defaultDashboardId: id, defaultDashboardFullscreen: true } });
  emulator.simulation.tick();
  const display = new ConsoleClient(app);
  await display.signIn(TENANT.username, TENANT.password);
  const page = async () => display.get(`/dashboard/${id}`);
  const showsThermostats = (html: string) => /Thermostat T1/.test(widgetTexts(html).get('Thermostats') ?? '');

  const first = await page();
  t.equal(first.statusCode, 200);
  // data-ready comes once the toolbar's time-window island has hydrated: tests/e2e/dashboard-kiosk.test.ts waits on it.
  t.match(first.body, /<fb-island name="timewindow"/, 'the toolbar with its time window');
  t.ok(showsThermostats(first.body), 'the thermostats');
  const firstRefresh = (await stored(display))!.tokens.refreshToken as string;
  const firstExpiry = (decodeJwt(firstRefresh).payload.exp as number) * 1000;

  // The platform goes away just before the keeper's renewal is due (half of the ten minutes).
  await emulator.close();
  const down = await page();
  t.ok(down.statusCode >= 500 && !down.headers.location, `the platform away: a failure page (${down.statusCode}), no sign-in`);
  t.match(down.body, /Try again/, 'with a way to try again');
  clock.advance(5 * MINUTE + 1000);
  t.equal((await stored(display))?.tokens.refreshToken, firstRefresh, 'the renewal failed, the session is kept as it was');

  // Back on the same address and database; the keeper tries again a minute later and renews the tokens.
  emulator = await startEmulator({ port, dbPath, clock, ...TOKENS });
  clock.advance(MINUTE);
  await eventually(async () => (await stored(display))?.tokens.refreshToken !== firstRefresh, 'the renewal after the restart');

  // Past the first refresh token's expiry and the idle time, with no request from the display meanwhile.
  clock.advance(5 * MINUTE);
  t.ok(clock.now() > firstExpiry, 'the first refresh token has expired');
  const session = (await stored(display))!;
  session.touchedAt = Date.now() - 10 * MINUTE;
  await store.write(sidOf(display), session, 60 * MINUTE);
  emulator.simulation.tick();
  const later = await page();
  t.equal(later.statusCode, 200, 'still signed in');
  t.ok(showsThermostats(later.body), 'still showing the thermostats');

  // A state change on the display: the chart state, drawn at first byte too.
  const chart = await display.get(`/dashboard/${id}?state=chart`);
  t.equal(chart.statusCode, 200);
  t.match(chart.body, /data-widget-type="charts\.basic_timeseries"/);
  const snapshot = await display.get(`/dashboards/${id}/snapshot.png?width=300&height=200`);
  t.equal(snapshot.statusCode, 200, "the display's own dashboard as a picture too");
  t.equal(snapshot.headers['content-type'], 'image/png');
});

t.test('without kiosk mode the same display is signed out once its refresh token has expired', async (t) => {
  const clock = new TestClock();
  const emulator = await startEmulator({ port: 0, clock, ...TOKENS });
  t.teardown(() => emulator.close());
  const app = await buildTestApp(t, emulator.url, { clock });
  const admin = await tenantSession(emulator.url);
  const { id } = await dashboardByTitle(admin, 'Thermostats');
  const me = (await admin.get(`/api/user/${admin.userId}`)).body;
  await admin.post('/api/user', { ...me, additionalInfo: { ...me.additionalInfo, defaultDashboardId: id, defaultDashboardFullscreen: true } });
  const display = new ConsoleClient(app);
  await display.signIn(TENANT.username, TENANT.password);
  t.equal((await display.get(`/dashboard/${id}`)).statusCode, 200);
  clock.advance(11 * MINUTE);
  const res = await display.get(`/dashboard/${id}`);
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/login');
});
