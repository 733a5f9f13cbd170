// The dashboard's and a widget's own time windows in Chromium: changing the dashboard's grouping interval in its
// panel redraws the chart of the dashboard's window with the buckets of the new interval; the widget's own panel
// changes only its chart, and the address keeps both windows.
import t from 'tap';
import type { Page } from 'puppeteer-core';
import { launchBrowser, serveConsole, signIn } from '../helpers/browser.ts';
import { tenantSession } from '../helpers/dashboards.ts';
import { MINUTE, windowDashboard } from '../helpers/window-dashboard.ts';

const points = (page: Page, title: string) =>
  page.evaluate((title) => {
    const widget = [...document.querySelectorAll('section.widget')].find((s) => s.querySelector('h2.wt')?.textContent === title);
    return Number(widget?.querySelector('[data-points]')?.getAttribute('data-points') ?? 0);
  }, title);

/** Opens a time-window panel, sets its grouping interval of the history tab and applies it. */
async function setInterval(page: Page, control: string, interval: number) {
  await page.click(`${control} summary.timewindow-button`);
  await page.waitForSelector(`${control} .timewindow-panel`, { visible: true });
  await page.select(`${control} select[name="timewindow.history.interval"]`, String(interval));
  await page.waitForFunction((c) => !(document.querySelector(`${c} .timewindow-panel button[type="submit"]`) as HTMLButtonElement).disabled, { timeout: 10_000 }, control);
  await Promise.all([page.waitForNavigation(), page.click(`${control} .timewindow-panel button[type="submit"]`)]);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  await page.waitForSelector(`${control} fb-island[hydrated]`, { timeout: 30_000 });
}

t.test('changing a time window redraws its chart with the buckets of the new interval', async (t) => {
  const c = await serveConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const { id, ids } = await windowDashboard(admin);
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/dashboards/${id}`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  await page.waitForSelector('.dashboard-toolbar fb-island[hydrated]', { timeout: 30_000 });
  t.equal(await points(page, 'Follows the dashboard'), 12, 'two hours in 10-minute buckets');
  t.equal(await points(page, 'Own hour'), 12, 'its own hour in 5-minute buckets');

  await setInterval(page, '.dashboard-toolbar', 5 * MINUTE);
  t.equal(await points(page, 'Follows the dashboard'), 24, 'the dashboard\'s window by 5 minutes: 24 buckets');
  t.equal(await points(page, 'Own hour'), 12, 'the widget\'s own window is untouched');

  const own = `#${await page.evaluate(() => document.querySelector('.wtimewindow')!.id)}`;
  await setInterval(page, own, MINUTE);
  t.equal(await points(page, 'Own hour'), 60, 'the widget\'s hour by the minute: 60 buckets');
  t.equal(await points(page, 'Follows the dashboard'), 24, 'the dashboard\'s window kept');
  const address = new URL(page.url());
  t.equal(JSON.parse(address.searchParams.get('timewindow')!).history.interval, 5 * MINUTE, 'the address keeps the dashboard\'s window');
  t.equal(JSON.parse(address.searchParams.get(`window.${ids[1]}`)!).history.interval, MINUTE, 'and the widget\'s own');
  t.notOk(address.searchParams.has('windowOf'), 'the island goes straight to the window, without the form\'s marker');
});
