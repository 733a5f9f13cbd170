// The time parts in the gallery under the console's CSP: the date-time and period pickers, the time zone and quick
// interval selects, the time-interval input (advanced mode by keyboard, the server's carry) and the time window
// island; axe clean and screenshots of each state at 1280 and 400 px.
import t from 'tap';
import type { Page } from 'puppeteer-core';
import { axeFindings, openGallery, shootStates } from '../helpers/gallery-browser.ts';

const LIMIT = { timeout: 60_000 };
const SHOTS: Record<string, string[]> = {
  'date-time': ['empty', 'filled', 'invalid', 'disabled', 'read-only'],
  'date-period': ['filled', 'invalid', 'disabled'],
  timezone: ['empty', 'filled', 'invalid', 'disabled'],
  'quick-interval': ['empty', 'filled', 'disabled'],
  'time-interval': ['empty', 'filled', 'invalid', 'disabled'],
  'time-window': ['filled'],
};

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? document.activeElement?.getAttribute('name') ?? '');
const valueOf = (page: Page, selector: string) => page.$eval(selector, (e) => (e as HTMLInputElement).value);

/** Tab until the check holds (at most 20 presses); whether it did. */
async function tabTo(page: Page, check: () => boolean): Promise<boolean> {
  for (let i = 0; i < 20 && !(await page.evaluate(check)); i++) await page.keyboard.press('Tab');
  return page.evaluate(check);
}


// The gallery's sections this file checks, loaded several times here: on a busy machine that outlasted the suite's
// two minutes per file.
t.setTimeout(360_000);
t.test('the time parts in the gallery', async (t) => {
  const { c, page, address } = await openGallery(t, { parts: Object.keys(SHOTS) });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 400')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));

  t.test('the time-interval input by keyboard: advanced mode, units carried by the server', async (t) => {
    await page.goto(address('#time-interval-invalid'));
    t.equal(await page.$eval('#interval-error', (e) => e.textContent), 'Enter an interval longer than zero.', 'the invalid sample refused');
    await page.focus('#time-interval-invalid select[name="interval"]');
    t.ok(await tabTo(page, () => (document.activeElement as HTMLInputElement | null)?.name === 'interval.days'), 'the advanced fields shown (the box is ticked), Tab reaches them');
    await page.keyboard.type('1');
    for (const value of ['23', '59', '61']) {
      await page.keyboard.press('Tab');
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.type(value);
    }
    t.ok(await tabTo(page, () => document.activeElement?.textContent === 'Validate'), 'then Validate');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    const units = await Promise.all(['days', 'hours', 'minutes', 'seconds'].map((u) => valueOf(page, `#time-interval-invalid input[name="interval.${u}"]`)));
    t.same(units, ['2', '0', '0', '1'], '1 d 23 h 59 min 61 s carried into 2 days and a second');
    t.equal(await page.$('#interval-error'), null, 'no error');
    t.equal(await page.$eval('#time-interval-invalid [role="status"]', (e) => e.textContent), 'The values are valid.');

    await page.focus('#time-interval-invalid input[name="interval.advanced"]');
    await page.keyboard.press('Space');
    t.equal(await page.$eval('#time-interval-invalid select[name="interval"]', (e) => getComputedStyle(e).display !== 'none'), true, 'unticked: the predefined list shown');
    t.equal(await page.$eval('#time-interval-invalid input[name="interval.days"]', (e) => getComputedStyle(e.closest('.time-interval-fields')!).display), 'none', 'and the units hidden');
  });

  t.test('the period picker: a reversed period clamped in its zone', async (t) => {
    await page.goto(address('#date-period-invalid'));
    t.equal(await page.$eval('#dp-zone-error', (e) => e.textContent), 'Choose a time zone from the list.');
    await page.select('#dp-zone', 'Asia/Tokyo');
    // The native control's segments follow the browser's own locale; the value is what the form posts.
    await page.$eval('#dp-invalid-start', (e) => {
      (e as HTMLInputElement).value = '2026-03-02T10:00:00';
    });
    await page.$eval('#dp-invalid-end', (e) => {
      (e as HTMLInputElement).value = '2026-03-01T10:00:00';
    });
    await Promise.all([page.waitForNavigation(), page.click('#date-period-invalid button[type="submit"]')]);
    t.equal(await valueOf(page, '#dp-invalid-start'), '2026-03-01T09:59:59', 'the start a second before the end');
    t.equal(await valueOf(page, '#dp-invalid-end'), '2026-03-01T10:00', 'the end as it was (the browser drops zero seconds)');
    t.equal(await valueOf(page, '#dp-zone'), 'Asia/Tokyo', 'the zone kept');
  });

  t.test('the time window island: opened and closed by keyboard, the focus back on its button', async (t) => {
    await page.goto(address('#time-window'));
    await page.waitForSelector('#time-window fb-island[hydrated]', LIMIT);
    await page.focus('#time-window summary');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#time-window details[open] .timewindow-panel', LIMIT);
    t.equal(await page.$eval('#time-window details .date-period input', (e) => (e as HTMLInputElement).disabled), true, 'the period applies to a fixed history window only');
    t.ok(await page.$('#time-window .timewindow-panel .quick-interval select'), 'the quick interval select inside the panel');
    t.ok(await page.$('#time-window .timewindow-panel .timezone-select select'), 'and the time zone select');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#time-window details:not([open])', LIMIT);
    t.equal(await page.evaluate(() => document.activeElement?.tagName), 'SUMMARY', 'the focus back on the button');
  });

  t.test('the quick interval select by keyboard', async (t) => {
    await page.goto(address('#quick-interval'));
    await page.focus('#qi-filled');
    t.equal(await focusedId(page), 'qi-filled');
    await page.keyboard.press('ArrowDown');
    t.equal(await valueOf(page, '#qi-filled'), 'CURRENT_WEEK', 'the next current interval');
    t.same(await page.$$eval('#qi-filled option', (all) => all.every((o) => (o as HTMLOptionElement).value.startsWith('CURRENT_'))), true, 'current intervals only');
  });

  t.test('axe and screenshots of each state at 1280 and 400 px', async (t) => {
    for (const width of [1280, 400]) {
      await page.setViewport({ width, height: 800 });
      await page.goto(address('#date-time'));
      await page.$eval('#time-window', (e) => e.scrollIntoView());
      await page.waitForSelector('#time-window fb-island[hydrated]', LIMIT);
      t.same(await axeFindings(page, Object.keys(SHOTS)), [], `axe at ${width} px`);
      t.same(await shootStates(page, SHOTS, width), [], `every state photographed at ${width} px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      t.ok(overflow <= 0, `nothing wider than the window at ${width} px`);
    }
    t.same(problems, [], 'no script or CSP errors');
  });
});
