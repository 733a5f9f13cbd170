import t from 'tap';
import { SqliteSessionStore } from '../../server/session/sqlite-session-store.ts';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';
import { dashboardByTitle, tenantSession } from '../helpers/dashboards.ts';
import { eventually } from '../helpers/eventually.ts';
import { TestClock } from '../helpers/test-clock.ts';

const MINUTE = 60_000;

t.test('a kiosk display in Chromium: data-ready after every state change, still signed in after its tokens expired', async (t) => {
  const clock = new TestClock();
  const store = new SqliteSessionStore(':memory:');
  const c = await serveConsole(t, { clock, sessionStore: store, emulator: { accessTokenTtlSec: 60, refreshTokenTtlSec: 600 }, env: { KIOSK_DASHBOARD_SESSIONS: 'true' } });
  c.emulator.simulation.tick();
  const admin = await tenantSession(c.emulator.url);
  const { id } = await dashboardByTitle(admin, 'Thermostats');
  const me = (await admin.get(`/api/user/${admin.userId}`)).body;
  await admin.post('/api/user', { ...me, additionalInfo: { ...me.additionalInfo, defaultDashboardId: id, defaultDashboardFullscreen: true } });

  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  const ready = async (what: string) => {
    await page.waitForSelector('html[data-ready="true"]', { timeout: 60_000 });
    t.pass(`${what}: data-ready`);
  };
  t.equal(new URL(page.url()).pathname, `/dashboard/${id}`, 'the display lands on its fullscreen dashboard');
  await ready('the default state');

  await Promise.all([page.waitForNavigation(), page.click('[data-widget-type="cards.entities_table"] a[aria-label="Chart"]')]);
  await ready('the chart state');
  t.ok(await page.$('[data-widget-type="charts.basic_timeseries"]'), 'the charts');
  await Promise.all([page.waitForNavigation(), page.click('.state-path a')]);
  await ready('back to the root state');
  await page.select('#dashboard-state', 'map');
  await Promise.all([page.waitForNavigation(), page.click('.state-select button')]);
  await ready('the map state from the state selector');

  // Ten minutes later (the keeper renews at five), with the first refresh token long expired.
  const sid = decodeURIComponent((await page.cookies()).find((k) => k.name === 'floorboard_session')!.value).split('.')[0];
  const firstRefresh = ((await store.read(sid)) as { tokens: { refreshToken: string } }).tokens.refreshToken;
  clock.advance(5 * MINUTE + 1000);
  await eventually(async () => ((await store.read(sid)) as { tokens: { refreshToken: string } }).tokens.refreshToken !== firstRefresh, 'the kiosk renewal');
  clock.advance(6 * MINUTE);
  await page.reload();
  await ready('after the first refresh token expired');
  t.equal(new URL(page.url()).pathname, `/dashboard/${id}`, 'still on the dashboard, not signed out');
  t.ok(await page.$('[data-widget-type="input_widgets.markers_placement_openstreetmap"]'), 'still in the map state');
  await screenshot(page, 'dashboard-kiosk-1280');
});
