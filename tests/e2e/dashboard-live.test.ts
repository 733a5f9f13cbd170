// In Chromium: the Thermostats dashboard's table of latest values takes a temperature posted to the platform
// without a reload, through the page's one event stream (nothing polls).
import t from 'tap';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';
import { dashboardByTitle, tenantSession } from '../helpers/dashboards.ts';
import { deviceByName } from '../helpers/emulator.ts';
import { eventually } from '../helpers/eventually.ts';

t.test('the Thermostats dashboard shows a posted temperature without a reload', async (t) => {
  const c = await serveConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const { id } = await dashboardByTitle(admin, 'Thermostats');
  const device = await deviceByName(admin, 'Thermostat T1');
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.setViewport({ width: 1280, height: 900 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/dashboards/${id}`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  await eventually(() => c.app.live.answeredTopics >= 1, 'the widget\'s subscription answered');
  const loaded = page.url();
  await admin.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { temperature: 64.87 });
  await page.waitForFunction(
    () => document.querySelector('[data-widget-type="cards.entities_table"]')?.textContent?.includes('64.9 °C'),
    { timeout: 30_000 },
  );
  t.equal(page.url(), loaded, 'no navigation');
  t.equal(requests.filter((u) => u.includes('/live?')).length, 1, 'one event stream, nothing polled');
  t.notOk(await page.$eval('.dashboard-refresh', (a) => (a as HTMLElement).offsetParent !== null), 'the refresh link is only for pages without JavaScript');
  await screenshot(page, 'dashboard-live-thermostats');
});
