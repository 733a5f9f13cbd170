// In Chromium: a telemetry value posted to the platform shows in the open device's latest-telemetry tab without a reload (how soon is
// a figure of the benchmark, tests/bench/live-bridge.ts, not an assert); the time-window panel used with the keyboard
// only, closed by Escape wherever the focus is, its Cancel always on; pages without islands load no React.
import t from 'tap';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';
import { dashboardByTitle, tenantSession } from '../helpers/dashboards.ts';
import { deviceByName } from '../helpers/emulator.ts';
import { eventually } from '../helpers/eventually.ts';

t.test('a value posted to the platform appears in the device\'s latest-telemetry tab without a reload', async (t) => {
  const c = await serveConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const device = await deviceByName(admin, 'Thermostat T1');
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/devices/${device.id.id}/latest-telemetry`);
  const tbody = `telemetry-keys-${device.id.id}`;
  // The stream is up once the platform has answered the page's subscription.
  await eventually(() => c.app.live.answeredTopics === 1, 'the subscription answered');
  const loaded = page.url();
  await admin.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { temperature: 73.25 });
  await page.waitForFunction((id) => document.getElementById(id)?.textContent?.includes('73.25'), { timeout: 30_000 }, tbody);
  t.equal(page.url(), loaded, 'no navigation');
  t.equal(requests.filter((u) => u.includes('/live?')).length, 1, 'one event stream, nothing polled');
  t.notOk(await page.$eval('.live-refresh', (a) => (a as HTMLElement).offsetParent !== null), 'the refresh link is only for pages without JavaScript');
  await screenshot(page, 'device-latest-telemetry');
});

t.test('the time-window panel with the keyboard: open, choose, Update; the button and the address carry the window', async (t) => {
  const c = await serveConsole(t);
  const { id } = await dashboardByTitle(await tenantSession(c.emulator.url), 'Thermostats');
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.setViewport({ width: 1280, height: 900 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  const before = scripts.length;
  await page.goto(`${c.origin}/devices`);
  t.notOk(scripts.slice(before).some((u) => /island|chunk|react/.test(u)), 'a page without islands loads no island code and no React');

  await page.goto(`${c.origin}/dashboards/${id}`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  t.ok(scripts.some((u) => /chunk-/.test(u)), 'the dashboard with its time-window island loads the shared React chunk');
  await page.waitForSelector('fb-island[hydrated]');
  const text = () => page.$eval('.timewindow-text', (s) => s.textContent ?? '');
  const cancelIsOn = () => page.$eval('.timewindow-actions a.button', (a) => a.getAttribute('aria-disabled') !== 'true' && (a as HTMLAnchorElement).tabIndex >= 0 && a.hasAttribute('href'));
  const oldText = await text();
  await page.focus('summary.timewindow-button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.timewindow-panel', { visible: true });
  t.ok(await page.$eval('.timewindow-panel button[type="submit"]', (b) => (b as HTMLButtonElement).disabled), 'Update is off while nothing changed');
  t.ok(await cancelIsOn(), 'Cancel is on while nothing changed (spec 4: only Update waits for a valid change)');

  // A click on the panel's background takes the focus out of the panel; Escape closes it all the same.
  await page.click('.timewindow-aggregation legend');
  t.notOk(await page.evaluate(() => document.querySelector('details.timewindow')!.contains(document.activeElement)), 'the focus left the panel');
  await page.keyboard.press('Escape');
  await page.waitForSelector('details.timewindow:not([open])');
  t.ok(await page.evaluate(() => document.activeElement?.matches('summary.timewindow-button')), 'Escape closed the panel, the focus back on its button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.timewindow-panel', { visible: true });
  await page.focus('select[name="timewindow.timezone"]');
  await page.keyboard.press('Escape');
  await page.waitForSelector('details.timewindow:not([open])');
  t.pass('Escape in a field of the panel closes it');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.timewindow-panel', { visible: true });

  const tabTo = async (selector: string) => {
    for (let i = 0; i < 60; i++) {
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`never reached ${selector} with Tab`);
  };
  await tabTo('input[name="timewindow.realtime.realtimeType"][value="0"]');
  await page.keyboard.press('Space');
  await tabTo('select[name="timewindow.realtime.timewindowMs"]');
  const chosen = await page.$eval('select[name="timewindow.realtime.timewindowMs"]', (s) => (s as HTMLSelectElement).value);
  await page.keyboard.press('ArrowDown');
  t.not(await page.$eval('select[name="timewindow.realtime.timewindowMs"]', (s) => (s as HTMLSelectElement).value), chosen, 'another interval chosen');
  await tabTo('.timewindow-panel button[type="submit"]');
  t.notOk(await page.$eval('.timewindow-panel button[type="submit"]', (b) => (b as HTMLButtonElement).disabled), 'Update is on once the window changed');
  await screenshot(page, 'time-window-panel', false);
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  const address = new URL(page.url());
  const param = JSON.parse(address.searchParams.get('timewindow') ?? 'null');
  t.equal(param?.selectedTab, 0, 'the address carries the window');
  t.equal(param?.realtime?.realtimeType, 0);
  await page.waitForSelector('fb-island[hydrated]');
  t.not(await text(), oldText, 'the button text changed');
  t.match(await text(), /^Realtime - last /);
});

t.test('Cancel stays on with an invalid window and closes the panel without applying it', async (t) => {
  const c = await serveConsole(t);
  const { id } = await dashboardByTitle(await tenantSession(c.emulator.url), 'Thermostats');
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/dashboards/${id}`);
  await page.waitForSelector('fb-island[hydrated]');
  const loaded = page.url();
  const oldText = await page.$eval('.timewindow-text', (s) => s.textContent ?? '');
  await page.click('summary.timewindow-button');
  await page.waitForSelector('.timewindow-panel', { visible: true });
  await page.select('select[name="timewindow.aggregation.type"]', 'NONE');
  const limit = 'input[name="timewindow.aggregation.limit"]';
  await page.$eval(limit, (input) => (input as HTMLInputElement).select());
  await page.keyboard.press('Backspace');
  await page.waitForSelector('.timewindow-limit .field-error');
  t.ok(await page.$eval('.timewindow-panel button[type="submit"]', (b) => (b as HTMLButtonElement).disabled), 'Update is off: no data-point limit');
  t.ok(await page.$eval('.timewindow-actions a.button', (a) => a.getAttribute('aria-disabled') !== 'true' && a.hasAttribute('href')), 'Cancel is on');
  await page.focus('.timewindow-actions a.button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('details.timewindow:not([open])');
  t.equal(page.url(), loaded, 'nothing applied: the same address');
  t.equal(await page.$eval('.timewindow-text', (s) => s.textContent ?? ''), oldText, 'the same window');
  await page.click('summary.timewindow-button');
  await page.waitForSelector('.timewindow-panel', { visible: true });
  t.not(await page.$eval('select[name="timewindow.aggregation.type"]', (s) => (s as HTMLSelectElement).value), 'NONE', 'reopened, the panel shows the window, not the cancelled input');
  t.notOk(await page.$('.timewindow-limit .field-error'), 'and no error');
});
