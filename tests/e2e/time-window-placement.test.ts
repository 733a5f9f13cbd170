// In Chromium: where the time-window panel opens (spec 9): below its button when there is room, above it when less than
// the panel's height remains below, and full screen on a narrow screen. Condition waits only.
import t from 'tap';
import type { Page } from 'puppeteer-core';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';

const LIMIT = { timeout: 30_000 };

async function openPanel(page: Page): Promise<{ panel: DOMRect; button: DOMRect }> {
  await page.click('summary.timewindow-button');
  await page.waitForSelector('.timewindow-panel', { visible: true, ...LIMIT });
  return page.evaluate(() => ({
    panel: document.querySelector('.timewindow-panel')!.getBoundingClientRect().toJSON() as DOMRect,
    button: document.querySelector('summary.timewindow-button')!.getBoundingClientRect().toJSON() as DOMRect,
  }));
}

t.test('the time-window panel opens below, above when there is no room below, full screen when narrow', async (t) => {
  const c = await serveConsole(t);
  const page = await (await launchBrowser(t)).newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  const load = async () => {
    await page.goto(`${c.origin}/auditLogs`);
    await page.waitForSelector('fb-island[hydrated]', LIMIT);
  };

  await load();
  const below = await openPanel(page);
  t.ok(below.panel.top >= below.button.bottom, `below its button (${below.panel.top} ≥ ${below.button.bottom})`);
  t.notOk(await page.$eval('.timewindow-panel', (p) => p.classList.contains('above')));

  await load();
  // The toolbar pushed to the bottom of the window (through the CSSOM, which the CSP allows): no room below.
  await page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('.audit-logs .tab-toolbar')!;
    bar.style.marginTop = `${window.innerHeight - bar.getBoundingClientRect().top - 60}px`;
  });
  const above = await openPanel(page);
  t.ok(await page.$eval('.timewindow-panel', (p) => p.classList.contains('above')), 'marked above');
  t.ok(above.panel.bottom <= above.button.top + 1, `above its button (${above.panel.bottom} ≤ ${above.button.top})`);
  await screenshot(page, 'time-window-above', false);

  await page.setViewport({ width: 400, height: 800 });
  await load();
  const narrow = await openPanel(page);
  t.same([narrow.panel.left, narrow.panel.top, narrow.panel.width, narrow.panel.height], [0, 0, 400, 800], 'full screen');
  await screenshot(page, 'time-window-narrow', false);
});
