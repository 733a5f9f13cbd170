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

t.test('switch dashboards from the toolbar\'s dashboard select', async (t) => {
  const { c, id, page } = await tenantDashboardPage(t, 'Thermostats');
  await page.goto(`${c.origin}/dashboards/${id}`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  const visible = (selector: string) => page.$eval(selector, (e) => e.checkVisibility() && e.getBoundingClientRect().width > 0);
  t.ok(await visible('#dashboard-choice'), 'at 1280 px the select is in the toolbar');
  t.equal(await page.$eval('#dashboard-choice', (s) => (s as HTMLSelectElement).selectedOptions[0].textContent), 'Thermostats', 'the shown dashboard selected');
  const gateways = await page.$eval('#dashboard-choice', (s) => [...(s as HTMLSelectElement).options].find((o) => o.textContent === 'Gateways')!.value);
  await page.select('#dashboard-choice', gateways);
  await Promise.all([page.waitForNavigation({ timeout: 30_000 }), page.click('.dashboard-select-inline button[type="submit"]')]);
  t.equal(new URL(page.url()).pathname, `/dashboards/${gateways}`, 'the chosen dashboard opens at its address');
  t.equal(await page.$eval('h1[aria-current="page"]', (h) => h.textContent), 'Gateways');

  // Below 1280 px: an icon button named by its tooltip opens the same select in a floating panel.
  await page.setViewport({ width: 400, height: 800 });
  t.notOk(await visible('#dashboard-choice'), 'no select in place on a small screen');
  const opener = await page.$eval('.dashboard-select-narrow > summary', (s) => ({ name: s.getAttribute('aria-label'), title: s.getAttribute('title') }));
  t.same(opener, { name: 'Select dashboard', title: 'Select dashboard' });
  await page.focus('.dashboard-select-narrow > summary');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.dashboard-select-narrow')!.hasAttribute('open'));
  t.ok(await visible('#dashboard-choice-panel'), 'the panel shows the select');
  const box = await page.$eval('.dashboard-select-panel', (p) => { const r = p.getBoundingClientRect(); return { left: r.left, right: r.right }; });
  t.ok(box.left >= 0 && box.right <= 400, 'the panel inside the window');
  await page.select('#dashboard-choice-panel', id);
  await Promise.all([page.waitForNavigation({ timeout: 30_000 }), page.click('.dashboard-select-panel button[type="submit"]')]);
  t.equal(new URL(page.url()).pathname, `/dashboards/${id}`, 'back to the first dashboard');
});
