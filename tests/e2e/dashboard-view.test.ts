import t from 'tap';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';
import { dashboardByTitle, tenantSession } from '../helpers/dashboards.ts';

t.test('Thermostats in Chromium: ready at once, both temperatures, state switch, desktop and phone layouts', async (t) => {
  const c = await serveConsole(t);
  for (const minutesAgo of [5, 4, 3, 2, 1, 0]) c.emulator.simulation.tick(Date.now() - minutesAgo * 60_000);
  const { id } = await dashboardByTitle(await tenantSession(c.emulator.url), 'Thermostats');
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
  });
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await page.setViewport({ width: 1280, height: 800 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/dashboards/${id}`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  const rows = await page.$$eval('[data-widget-type="cards.entities_table"] tbody tr', (trs) => trs.map((tr) => tr.textContent ?? ''));
  t.equal(rows.length, 2);
  for (const [i, name] of ['Thermostat T1', 'Thermostat T2'].entries()) t.match(rows[i], new RegExp(`${name}.*\\d+\\.\\d °C`), `${name} with its temperature`);
  const boxes = await page.$$eval('.widget', (ws) => ws.map((w) => w.getBoundingClientRect().toJSON() as DOMRect));
  t.ok(boxes[1].left > boxes[0].right && Math.abs(boxes[1].top - boxes[0].top) < 2, 'the alarms table beside the thermostats table, as the grid says');
  t.ok(boxes[2].top > boxes[1].bottom && Math.abs(boxes[2].left - boxes[1].left) < 2, 'the map under the alarms');
  await screenshot(page, 'dashboard-thermostats-1280');

  await Promise.all([page.waitForNavigation(), page.click('[data-widget-type="cards.entities_table"] a[aria-label="Chart"]')]);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  t.equal(await page.$eval('.state-path li[aria-current="page"]', (li) => li.textContent), 'Thermostat T1', 'the chart state of the clicked thermostat');
  // data-ready waits for the islands in view: the chart island has taken over the server SVG.
  t.ok(await page.$('[data-widget-type="charts.basic_timeseries"] fb-island[hydrated] .chart-plot canvas'), 'the temperature chart, drawn by its island');
  t.ok(await page.$eval('[data-widget-type="charts.basic_timeseries"] fb-island[name="chart"]', (el) => Array.from((el as unknown as { uplot: { data: ArrayLike<number | null>[] } }).uplot.data[1]).some((v) => typeof v === 'number')), 'the temperature line');
  const chartBox = await page.$eval('[data-widget-type="charts.basic_timeseries"] .chart-plot', (s) => s.getBoundingClientRect().toJSON() as DOMRect);
  t.ok(chartBox.width > 400 && chartBox.height > 100, 'the chart fills its tile');
  await screenshot(page, 'dashboard-thermostats-chart-1280');

  const phone = await browser.newPage();
  await phone.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await phone.setViewport({ width: 400, height: 800 });
  await phone.goto(page.url());
  await phone.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  const stacked = (await phone.$$eval('.widget', (ws) => ws.map((w) => ({ type: w.getAttribute('data-widget-type'), box: w.getBoundingClientRect().toJSON() as DOMRect }))))
    .sort((a, b) => a.box.top - b.box.top);
  t.ok(stacked.every(({ box }) => Math.abs(box.left - stacked[0].box.left) < 2 && box.width > 300), 'one column on a phone');
  t.ok(stacked.every(({ box }, i) => i === 0 || box.top >= stacked[i - 1].box.bottom), 'one under the other');
  t.same(stacked.map((w) => w.type), ['input_widgets.update_multiple_attributes', 'charts.basic_timeseries', 'input_widgets.markers_placement_openstreetmap', 'charts.basic_timeseries'], 'in mobile order: by row, then column');
  await screenshot(phone, 'dashboard-thermostats-chart-400');
  t.same(refused, [], 'the CSP refused nothing');
});

t.test('a dashboard without JavaScript: states and forms work', async (t) => {
  const c = await serveConsole(t);
  c.emulator.simulation.tick();
  const { id } = await dashboardByTitle(await tenantSession(c.emulator.url), 'Thermostats');
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.setViewport({ width: 1280, height: 800 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/dashboards/${id}`);
  await page.select('#dashboard-state', 'map');
  await Promise.all([page.waitForNavigation(), page.click('.state-select button')]);
  t.match(page.url(), /state=map/);
  t.ok(await page.$('[data-widget-type="input_widgets.markers_placement_openstreetmap"]'));
  await page.goto(`${c.origin}/dashboards/${id}`);
  await Promise.all([page.waitForNavigation(), page.click('a[aria-label="Chart"]')]);
  const field = '[data-widget-type="input_widgets.update_multiple_attributes"] input[name="temperatureAlarmThreshold"]';
  await page.$eval(field, (e) => ((e as HTMLInputElement).value = ''));
  await page.type(field, '27.5');
  await Promise.all([page.waitForNavigation(), page.click('[data-widget-type="input_widgets.update_multiple_attributes"] button[type="submit"]')]);
  t.equal(await page.$eval(field, (e) => (e as HTMLInputElement).value), '27.5', 'saved and shown again on the same state');
  t.match(await page.$eval('#toasts', (e) => e.textContent ?? ''), /Values saved/);
});

t.test('dashboard states pass axe without serious findings', async (t) => {
  const { seriousViolations, signedInPage } = await import('./shell-checks.ts');
  const c = await serveConsole(t);
  c.emulator.simulation.tick(Date.now() - 60_000);
  c.emulator.simulation.tick();
  const { id } = await dashboardByTitle(await tenantSession(c.emulator.url), 'Thermostats');
  const browser = await launchBrowser(t);
  const page = await signedInPage(browser, c.origin, 'tenant');
  for (const state of ['default', 'map']) {
    await page.goto(`${c.origin}/dashboards/${id}?state=${state}`);
    t.same(await seriousViolations(page), [], state);
  }
  await page.goto(`${c.origin}/dashboards/${id}`);
  await Promise.all([page.waitForNavigation(), page.click('a[aria-label="Chart"]')]);
  t.same(await seriousViolations(page), [], 'chart');
});
