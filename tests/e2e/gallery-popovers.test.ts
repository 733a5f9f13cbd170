// Popovers, the help popover and the spinner button in the gallery, in Chromium under the console's CSP: placements
// and triggers, the help page loaded when the popover opens, the spinner while its htmx request is held; then axe and
// screenshots of every state of the parts of issue 17's pickers brief at 1280 and 400 px.
import t from 'tap';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS } from '../helpers/browser.ts';
import { axeFindings, openGallery, overflowOf, screenshotStates } from '../helpers/gallery-browser.ts';
import { holdRequests } from '../helpers/held-requests.ts';

const STATES = ['empty', 'filled', 'invalid', 'disabled', 'read-only'];
/** Parts screenshotted in each state they show. */
const SHOTS: Record<string, string[]> = {
  'colour-input': STATES, 'icon-input': STATES, 'key-value-map': STATES, popover: ['filled', 'disabled'],
  'help-popover': ['filled', 'invalid'], 'spinner-button': ['filled', 'disabled'],
};

t.test('popovers, help and the spinner button in the gallery', async (t) => {
  const { c, page, problems, address } = await openGallery(t, { parts: Object.keys(SHOTS) });

  t.test('popovers: click opens each placement beside its trigger, Escape closes and returns the focus; hover and focus triggers', async (t) => {
    await page.goto(address('#popover'));
    await page.waitForSelector('#popover-filled fb-island[hydrated]', { timeout: 60_000 });
    const sides: Record<string, (p: DOMRect, b: DOMRect) => boolean> = {
      top: (p, b) => p.bottom <= b.top, bottom: (p, b) => p.top >= b.bottom, left: (p, b) => p.right <= b.left, right: (p, b) => p.left >= b.right,
    };
    for (const placement of ['top', 'topLeft', 'right', 'bottomRight', 'left', 'bottom']) {
      await page.focus(`[popovertarget="popover-${placement}"]`);
      await page.keyboard.press('Enter');
      await page.waitForFunction((id) => document.getElementById(id)!.matches(':popover-open'), { timeout: 60_000 }, `popover-${placement}`);
      // Measured once its 0.2 s scale-in has ended (the scale changes its box).
      await page.evaluate((id) => Promise.all(document.getElementById(id)!.getAnimations().map((a) => a.finished)), `popover-${placement}`);
      const [p, b] = await page.evaluate((id) => [document.getElementById(id)!.getBoundingClientRect().toJSON(), document.querySelector(`[popovertarget="${id}"]`)!.getBoundingClientRect().toJSON()], `popover-${placement}`);
      const side = placement.replace(/(Left|Right|Top|Bottom)$/, '');
      t.ok(sides[side](p as DOMRect, b as DOMRect), `${placement}: on the ${side} of its trigger`);
      if (placement === 'topLeft') t.ok(Math.abs(p.left - b.left) < 1, 'topLeft: aligned with the trigger\'s left edge');
      if (placement === 'bottomRight') t.ok(Math.abs(p.right - b.right) < 1, 'bottomRight: aligned with the trigger\'s right edge');
      await page.keyboard.press('Escape');
      t.equal(await page.$eval(`#popover-${placement}`, (e) => e.matches(':popover-open')), false, 'Escape closes it');
      t.equal(await page.evaluate(() => document.activeElement?.getAttribute('popovertarget')), `popover-${placement}`, 'the focus stays on the trigger');
    }
    await page.focus('[popovertarget="popover-top"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('popover-top')!.matches(':popover-open'), { timeout: 60_000 });
    await page.keyboard.press('Tab');
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Close', 'Tab moves into the popover, to its close button');
    await page.keyboard.press('Enter');
    t.equal(await page.$eval('#popover-top', (e) => e.matches(':popover-open')), false, 'closed by its close button');

    await page.hover('[popovertarget="popover-hover"]');
    await page.waitForFunction(() => document.getElementById('popover-hover')!.matches(':popover-open'), { timeout: 60_000 });
    t.pass('hover opens it (after its enter delay)');
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => !document.getElementById('popover-hover')!.matches(':popover-open'), { timeout: 60_000 });
    t.pass('leaving closes it (after its leave delay)');
    await page.focus('[popovertarget="popover-focus"]');
    await page.waitForFunction(() => document.getElementById('popover-focus')!.matches(':popover-open'), { timeout: 60_000 });
    t.pass('focus opens the focus popover');
    await page.keyboard.press('Escape');
    t.equal(await page.$eval('[popovertarget="popover-off"]', (b) => (b as HTMLButtonElement).disabled), true, 'a disabled trigger');
  });

  t.test('help popover: loads its help page when opened, a spinner meanwhile; a missing page says so', async (t) => {
    await page.goto(address('#help-popover'));
    await page.waitForSelector('#help-popover-filled fb-island[hydrated]', { timeout: 60_000 });
    t.equal(await page.$eval('#help-devices .help-popover', (e) => e.getAttribute('data-help-state')), null, 'nothing loaded before it opens');
    await page.focus('[popovertarget="help-devices"]');
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Show help');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#help-devices .help-popover')?.getAttribute('data-help-state') === 'ready', { timeout: 60_000 });
    t.match(await page.$eval('#help-devices .markdown', (e) => e.textContent), /device/i, 'the help page shown');
    await page.evaluate(() => Promise.all(document.getElementById('help-devices')!.getAnimations().map((a) => a.finished)));
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'gallery-help-popover-open-1280.png') });
    await page.keyboard.press('Enter');
    t.equal(await page.$eval('#help-devices', (e) => e.matches(':popover-open')), false, 'a second press on the trigger closes it');
    await page.focus('[popovertarget="help-missing"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#help-missing .help-popover')?.getAttribute('data-help-state') === 'failed', { timeout: 60_000 });
    t.ok((await page.$eval('#help-missing .help-popover', (e) => e.textContent))!.length > 5, 'the not-found text');
  });

  t.test('spinner button: busy and disabled while its htmx request runs, back when it ends', async (t) => {
    await page.goto(address('#spinner-button'));
    // The button is busy as soon as htmx sends; the browser's report of the request reaches the test later.
    const requests = await holdRequests(page, '/gallery/spinner');
    t.teardown(() => requests.release());
    await page.focus('#spinner-form [data-spinner-button]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#spinner-form [data-spinner-button]')?.getAttribute('aria-busy') === 'true', { timeout: 60_000 });
    await page.waitForFunction(() => (document.querySelector('#spinner-form [data-spinner-button]') as HTMLButtonElement).disabled, { timeout: 60_000 });
    t.equal(await page.$eval('#spinner-form .spinner', (e) => getComputedStyle(e).visibility), 'visible', 'the spinner shown');
    t.equal(await page.$eval('#spinner-form .spinner-button-label', (e) => getComputedStyle(e).opacity), '0', 'in place of the text, which stays its name');
    const held = await requests.next();
    t.equal(held.method(), 'POST', 'the request is in flight');
    await held.continue();
    await page.waitForFunction(() => document.querySelector('#spinner-form [role="status"]')?.textContent === 'Refreshed 1 times.', { timeout: 60_000 });
    t.equal(await page.$eval('#spinner-form [data-spinner-button]', (b) => b.getAttribute('aria-busy')), null, 'not busy once answered');
    await requests.release();
  });

  t.test('axe and screenshots of each state at 1280 and 400 px', async (t) => {
    for (const width of [1280, 400]) {
      await page.setViewport({ width, height: 800 });
      await page.goto(address());
      t.same(await axeFindings(page), [], `axe at ${width} px`);
      await screenshotStates(t, page, SHOTS);
      for (const dialog of ['colour', 'icon']) {
        await page.goto(address(`?dialog=${dialog}#${dialog}-dialog`));
        await page.screenshot({ path: join(ARTIFACTS, `gallery-${dialog}-dialog-${width}.png`) });
      }
      await page.goto(address());
      t.ok(await overflowOf(page) <= 0, `nothing wider than the window at ${width} px`);
    }
    t.same(problems, [], 'no script or CSP errors');
  });
});
