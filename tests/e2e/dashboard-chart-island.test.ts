// In Chromium: the time charts' uPlot island (islands/chart) takes over the server SVG, is fed points by the live
// bridge (no redrawn HTML), follows a time window changed on the server with its buckets, and leaves the SVG to
// pages without JavaScript, or to the server's redraws when the island cannot load.
import t from 'tap';
import type { Page } from 'puppeteer-core';
import { screenshot } from '../helpers/browser.ts';
import { tenantDashboardPage } from '../helpers/dashboard-browser.ts';
import { deviceByName } from '../helpers/emulator.ts';
import { eventually } from '../helpers/eventually.ts';
import { history, HOUR, MINUTE, windowDashboard } from '../helpers/window-dashboard.ts';

/** Each chart island's numbers per series, as its uPlot instance holds them (null: not hydrated). */
const chartValues = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('fb-island[name="chart"]')].map((el) => {
      const u = (el as unknown as { uplot?: { data: ArrayLike<number | null>[] } }).uplot;
      return u ? u.data.slice(1).map((s) => Array.from(s).filter((v): v is number => typeof v === 'number')) : null;
    }),
  );

const allHydrated = (page: Page) =>
  page.waitForFunction(() => {
    const islands = [...document.querySelectorAll('fb-island[name="chart"]')];
    return islands.length > 0 && islands.every((el) => el.hasAttribute('hydrated'));
  }, { timeout: 30_000 });

/** The Thermostats chart state, opened from the table's Chart action, with every live chart fed. */
async function openChartState(page: Page, origin: string, id: string) {
  await page.goto(`${origin}/dashboards/${id}`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  await Promise.all([page.waitForNavigation(), page.click('a[aria-label="Chart"]')]);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
}

t.test('the Thermostats chart state draws with uPlot and takes a posted value as points', async (t) => {
  const { c, admin, id, page } = await tenantDashboardPage(t, 'Thermostats');
  const streams: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/live?')) streams.push(decodeURIComponent(r.url())); });
  await openChartState(page, c.origin, id);
  await allHydrated(page);
  t.ok(await page.$('fb-island[name="chart"] canvas'), 'the island draws on a canvas');
  t.notOk(await page.$('fb-island[name="chart"] svg.chart-svg'), 'in the place of the server SVG');
  t.match(streams.at(-1), /dashboard-chart:/, 'the charts are asked for as points');
  const before = await chartValues(page);
  t.ok(before.every((chart) => chart !== null && chart.length === 1), 'each chart has its series');

  // The section stays the page's own: a redraw by the server would replace it.
  await page.evaluate(() => document.querySelectorAll('section.widget').forEach((s) => s.setAttribute('data-test-original', '')));
  const highest = Math.max(...before.flatMap((chart) => chart![0]));
  const posted = Date.now();
  for (const name of ['Thermostat T1', 'Thermostat T2']) {
    const device = await deviceByName(admin, name);
    await admin.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { temperature: 1000, humidity: 1000 });
  }
  await page.waitForFunction((highest) => [...document.querySelectorAll('fb-island[name="chart"]')].some((el) => {
    const u = (el as unknown as { uplot: { data: ArrayLike<number | null>[] } }).uplot;
    return Array.from(u.data[1]).some((v) => typeof v === 'number' && v > highest);
  }), { timeout: 30_000 }, highest);
  t.comment(`the posted value in the chart after ${Date.now() - posted} ms`);
  t.equal(await page.$$eval('section.widget:not([data-test-original])', (s) => s.length), 0, 'no widget was redrawn by the server');
  const legend = await page.$$eval('fb-island[name="chart"] .chart-summary', (ps) => ps.map((p) => p.textContent ?? ''));
  t.ok(legend.some((text) => /\d/.test(text)), 'the screen reader summary follows the points');
  await screenshot(page, 'dashboard-chart-island');
});

t.test('a window changed on the server redraws the island with its buckets; without JavaScript the SVG', async (t) => {
  const { c, admin, page } = await tenantDashboardPage(t, 'Thermostats');
  const { id } = await windowDashboard(admin, (source) => [{ type: 'charts.timeseries_bars_flot', kind: 'timeseries', title: 'Bars', config: { datasources: [source] } }]);
  await page.goto(`${c.origin}/dashboards/${id}`);
  await allHydrated(page);
  t.same((await chartValues(page)).map((chart) => chart![0].length), [12, 12, 12], 'two hours and one hour in 10- and 5-minute buckets (and bars of the two hours)');

  const window = encodeURIComponent(JSON.stringify(history(2 * HOUR, 5 * MINUTE)));
  await page.goto(`${c.origin}/dashboards/${id}?timewindow=${window}`);
  await allHydrated(page);
  t.same((await chartValues(page)).map((chart) => chart![0].length), [24, 12, 24], 'the dashboard\'s window by 5 minutes: 24 buckets');
  await screenshot(page, 'dashboard-chart-island-buckets');
  t.equal(await page.$eval('fb-island[name="chart"] .chart-plot', (p) => p.getAttribute('data-points')), '24', 'the plot says how many points it draws');

  await page.setJavaScriptEnabled(false);
  await page.goto(`${c.origin}/dashboards/${id}?timewindow=${window}`);
  t.same(await page.$$eval('fb-island[name="chart"] svg.chart-svg g.series', (gs) => gs.map((g) => g.getAttribute('data-points'))), ['24', '12', '24'], 'without JavaScript: the server SVG');
  t.notOk(await page.$('fb-island[name="chart"] canvas'), 'and no canvas');
});

t.test('when the island cannot load, the server keeps redrawing the chart', async (t) => {
  const { c, admin, id, page } = await tenantDashboardPage(t, 'Thermostats');
  const streams: string[] = [];
  await page.setRequestInterception(true);
  page.on('request', (r) => {
    if (r.url().includes('/live?')) streams.push(decodeURIComponent(r.url()));
    if (r.url().includes('/island-chart-')) void r.abort();
    else void r.continue();
  });
  await openChartState(page, c.origin, id);
  await eventually(() => streams.some((s) => !s.includes('dashboard-chart:') && s.includes('dashboard-widget:')), 'the charts asked for again as widgets');
  t.ok(streams.some((s) => s.includes('dashboard-chart:')), 'first as points, for the island');
  await page.waitForFunction(() => document.querySelectorAll('[data-widget-type="charts.basic_timeseries"] svg.chart-svg').length === 2, { timeout: 30_000 });
  t.notOk(await page.$('[data-widget-type="charts.basic_timeseries"] canvas'), 'the server SVG stays, no canvas');
  await page.evaluate(() => document.querySelectorAll('section.widget').forEach((s) => s.setAttribute('data-test-original', '')));
  for (const name of ['Thermostat T1', 'Thermostat T2']) {
    const device = await deviceByName(admin, name);
    await admin.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { temperature: 1000, humidity: 1000 });
  }
  await page.waitForSelector('section.widget:not([data-test-original]) svg.chart-svg', { timeout: 30_000 });
  t.pass('a posted value redraws the chart on the server');
});
