// A kiosk display losing its network: the fullscreen dashboard's live data comes back by itself once the network
// returns (the browser offline; a proxy refusing the stream while the console is out of reach), with no reload of
// the page (a marker set on window survives).
import t from 'tap';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';
import { dashboardByTitle, tenantSession } from '../helpers/dashboards.ts';
import { deviceByName } from '../helpers/emulator.ts';
import { eventually } from '../helpers/eventually.ts';

const tableShows = (text: string) => document.querySelector('[data-widget-type="cards.entities_table"]')?.textContent?.includes(text) ?? false;

t.test('a fullscreen dashboard takes live data again after the network was lost, without a reload', async (t) => {
  const c = await serveConsole(t, { env: { KIOSK_DASHBOARD_SESSIONS: 'true' } });
  const admin = await tenantSession(c.emulator.url);
  const { id } = await dashboardByTitle(admin, 'Thermostats');
  const device = await deviceByName(admin, 'Thermostat T1');
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/dashboard/${id}`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 60_000 });
  await eventually(() => c.app.live.answeredTopics >= 1, 'the widget\'s subscription answered');
  await page.evaluate(() => { (window as unknown as { marker: string }).marker = 'the page as loaded'; });
  const loaded = page.url();

  await admin.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { temperature: 31.17 });
  await page.waitForFunction(tableShows, { timeout: 30_000 }, '31.2 °C');
  t.pass('live before the loss');

  // The network goes: the browser is offline and its open connections are cut (an emulated loss keeps open
  // connections, so the console's side drops them as a broken link would); the stream's reconnections fail.
  const streams = () => c.app.openStreams.size;
  t.ok(streams() >= 1, 'the page holds a stream');
  let failedReconnections = 0;
  page.on('requestfailed', (request) => { if (new URL(request.url()).pathname === '/live') failedReconnections++; });
  await page.setOfflineMode(true);
  c.app.server.closeAllConnections();
  await eventually(() => streams() === 0, 'the stream broken by the loss');
  await eventually(() => failedReconnections >= 2, 'reconnections failing while offline');
  await admin.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { temperature: 42.37 });

  // The network returns: the stream reconnects by itself and brings what changed meanwhile, then new values.
  await page.setOfflineMode(false);
  await page.waitForFunction(tableShows, { timeout: 60_000 }, '42.4 °C');
  t.pass('the value posted during the loss arrives after it');
  await admin.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { temperature: 53.59 });
  await page.waitForFunction(tableShows, { timeout: 30_000 }, '53.6 °C');
  t.pass('and the values after it');

  // A loss behind a proxy: the console out of reach, the proxy answers the stream's reconnections 502, which ends an
  // EventSource for good; the page opens its stream again by itself once the console answers.
  await page.setRequestInterception(true);
  let proxyDown = true;
  let refused = 0;
  page.on('request', (request) => {
    if (proxyDown && new URL(request.url()).pathname === '/live') {
      refused++;
      void request.respond({ status: 502, contentType: 'text/plain', body: 'Bad gateway' });
    } else void request.continue();
  });
  c.app.server.closeAllConnections();
  await eventually(() => streams() === 0 && refused >= 2, 'the stream refused twice by the proxy');
  await admin.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { temperature: 64.71 });
  proxyDown = false;
  await page.waitForFunction(tableShows, { timeout: 60_000 }, '64.7 °C');
  t.pass('the stream opened again after the proxy refused it');
  t.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'the page as loaded', 'no reload: the marker survived');
  t.equal(page.url(), loaded, 'the same address');
  t.notOk(await page.$('html.live-ended'), 'the stream did not end for good');
  await screenshot(page, 'dashboard-kiosk-network');
});
