// In Chromium: the Thermostats dashboard's table of latest values takes a temperature posted to the platform
// without a reload, through the page's one event stream (nothing polls).
import t from 'tap';
import { screenshot } from '../helpers/browser.ts';
import { tenantDashboardPage } from '../helpers/dashboard-browser.ts';
import { deviceByName } from '../helpers/emulator.ts';
import { eventually } from '../helpers/eventually.ts';

t.test('the Thermostats dashboard shows a posted temperature without a reload', async (t) => {
  const { c, admin, id, page } = await tenantDashboardPage(t, 'Thermostats');
  const device = await deviceByName(admin, 'Thermostat T1');
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
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

// Records, each time <html data-ready> is set, how many live widgets still show what the page was loaded with
// (neither redrawn by the server nor, for a chart of the chart island, fed its points: `data-live-fed`).
function watchReadiness() {
  const w = window as unknown as { readiness: { tiles: number; unswapped: number }[] };
  w.readiness = [];
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const originals = new Set(document.querySelectorAll('[data-live-tile]'));
    new MutationObserver(() => {
      if (document.documentElement.dataset.ready !== 'true') return;
      const now = [...document.querySelectorAll('[data-live-tile]')];
      w.readiness.push({ tiles: now.length, unswapped: now.filter((e) => originals.has(e) && !e.hasAttribute('data-live-fed')).length });
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-ready'] });
  });
}

t.test('data-ready once every live widget has had its first data, and again after a state change', async (t) => {
  const { c, id, page } = await tenantDashboardPage(t, 'Thermostats');
  await page.evaluateOnNewDocument(watchReadiness);
  const readiness = () => page.evaluate(() => (window as unknown as { readiness: { tiles: number; unswapped: number }[] }).readiness);

  await page.goto(`${c.origin}/dashboards/${id}`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  const first = (await readiness())[0];
  t.ok(first.tiles >= 1, 'the default state has live widgets');
  t.equal(first.unswapped, 0, 'ready only once each has had its first data from the stream');

  // The state change: the table's chart link opens T2's chart state (a new address, a new stream).
  await Promise.all([page.waitForNavigation(), page.click('a[aria-label="Chart"]')]);
  t.match(page.url(), /state=/);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  const after = (await readiness())[0];
  t.ok(after.tiles >= 2, 'the chart state\'s charts are live');
  t.equal(after.unswapped, 0, 'ready again only once each chart has had its first data');
  t.notOk(await page.$('html[data-busy]'), 'nothing holds the page any more');
});
