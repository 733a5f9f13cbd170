// The history playback part in the gallery: axe clean, stepped from the keyboard alone (the island fetches the
// asked step and keeps the focus on the pressed button), and screenshots of its states at 1280 and 400 px.
import t from 'tap';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { ARTIFACTS, launchBrowser, serveConsole } from '../helpers/browser.ts';
import { seriousViolations, signedInPage } from './shell-checks.ts';
import { galleryAddress } from '../helpers/gallery-browser.ts';

const stepText = '#gallery-playback-filled .playback-step-count';

t.test('the history playback in the gallery: axe clean, keyboard stepping, screenshots', async (t) => {
  const c = await serveConsole(t, { env: { GALLERY: 'true' } });
  const browser = await launchBrowser(t);

  // axe is injected as a script tag, so this page goes without the CSP; the keyboard below runs under it.
  const checked = await signedInPage(browser, c.origin, 'tenant');
  const gallery = galleryAddress(c.origin, ['history-playback'], '#history-playback');
  await checked.goto(gallery);
  t.same(await seriousViolations(checked), [], 'axe finds nothing serious');

  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${c.origin}/login`);
  await page.type('input[name="username"]', 'tenant@thingsboard.org');
  await page.type('input[name="password"]', 'tenant');
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  await page.goto(gallery);
  await page.waitForSelector('#history-playback fb-island[hydrated]', { timeout: 60_000 });
  t.equal(await page.$eval(stepText, (e) => e.textContent), 'Step 5 of 12', 'the filled state stands at its fifth step');
  t.equal(await page.$eval('#gallery-playback-empty .playback-step-count', (e) => e.textContent), 'Step 12 of 12', 'the empty state at the end');

  // From the speed select, Shift+Tab walks back to the next-step button; Enter presses it.
  await page.focus('#gallery-playback-filled-speed');
  for (let i = 0; i < 3; i++) {
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
  }
  t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Next step', 'the next-step button is reached by keyboard');
  await page.keyboard.press('Enter');
  await page.waitForFunction((s) => document.querySelector(s)?.textContent === 'Step 6 of 12', { timeout: 30_000 }, stepText);
  t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Next step', 'the focus stays on the pressed button');
  await page.keyboard.press('Enter');
  await page.waitForFunction((s) => document.querySelector(s)?.textContent === 'Step 7 of 12', { timeout: 30_000 }, stepText);
  t.match(page.url(), /playback=6/, 'the address follows the step');

  mkdirSync(ARTIFACTS, { recursive: true });
  for (const width of [1280, 400]) {
    await page.setViewport({ width, height: 900 });
    for (const state of ['empty', 'filled']) {
      const element = await page.$(`#history-playback-${state}`);
      await element!.scrollIntoView();
      await element!.screenshot({ path: join(ARTIFACTS, `gallery-history-playback-${state}-${width}.png`) });
    }
  }
});
