// In Chromium: the dashboard toolbar hides and shows from its own button (a native disclosure, no script), and
// the button is named by its tooltip.
import t from 'tap';
import { tenantDashboardPage } from '../helpers/dashboard-browser.ts';

t.test('hide and show the dashboard toolbar', async (t) => {
  const { c, id, page } = await tenantDashboardPage(t, 'Thermostats');
  await page.goto(`${c.origin}/dashboards/${id}`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  const shown = () => page.$eval('.dashboard-toolbar', (e) => e.checkVisibility() && e.getBoundingClientRect().height > 0);
  const toggle = await page.$eval('summary.toolbar-toggle', (s) => ({ name: s.getAttribute('aria-label'), title: s.getAttribute('title') }));
  t.same(toggle, { name: 'Show or hide the toolbar', title: 'Show or hide the toolbar' });
  t.ok(await shown(), 'open at first');
  t.ok(await page.$eval('a[aria-label="Export dashboard"]', (a) => (a as HTMLElement).offsetParent !== null), 'the export button in it');
  await page.focus('summary.toolbar-toggle');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('details.dashboard-toolbar-box')!.hasAttribute('open'));
  t.notOk(await shown(), 'hidden');
  t.ok(await page.$eval('summary.toolbar-toggle', (s) => (s as HTMLElement).offsetParent !== null), 'its button stays');
  await page.click('summary.toolbar-toggle');
  await page.waitForFunction(() => document.querySelector('details.dashboard-toolbar-box')!.hasAttribute('open'));
  t.ok(await shown(), 'shown again');
});
