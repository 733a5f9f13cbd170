// The gallery's input parts under the console's CSP: the chip list by keyboard, the image input, and every entity
// picker over the tenant's own entities (the type-ahead asking the console's search); axe clean and screenshots of
// each state at 1280 and 400 px. (The time parts are gallery-time-parts.test.ts: each file stays within the
// suite's time per file on a busy machine.)
import t from 'tap';
import type { Page } from 'puppeteer-core';
import { axeFindings, openGallery, shootStates } from '../helpers/gallery-browser.ts';

const LIMIT = { timeout: 60_000 };
const STATES = ['empty', 'filled', 'invalid', 'disabled'];
const PICKERS = ['entity-picker', 'entity-list-picker', 'customer-picker', 'dashboard-picker', 'ota-package-picker', 'queue-picker', 'widgets-bundle-picker'];
const SHOTS: Record<string, string[]> = Object.fromEntries(['chip-list', 'image-input', ...PICKERS].map((part) => [part, STATES]));

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const valueOf = (page: Page, selector: string) => page.$eval(selector, (e) => (e as HTMLInputElement).value);


// The gallery's sections this file checks, loaded several times here: on a busy machine that outlasted the suite's
// two minutes per file.
t.setTimeout(360_000);
t.test('the input parts in the gallery', async (t) => {
  const { c, page, address } = await openGallery(t, { parts: Object.keys(SHOTS) });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));

  t.test('the chip list by keyboard: Enter, comma and semicolon make chips, each once; Backspace removes the last', async (t) => {
    await page.goto(address('#chip-list'));
    const chips = () => page.$$eval('#chip-list-filled .chip input[type="checkbox"]', (all) => all.map((box) => (box as HTMLInputElement).value));
    await page.focus('#chips-filled');
    await page.keyboard.type(' pressure ,humidity;');
    await page.keyboard.type('battery');
    await page.keyboard.press('Enter');
    t.same(await chips(), ['temperature', 'humidity', 'pressure', 'battery'], 'trimmed, each key once');
    t.equal(await valueOf(page, '#chips-filled'), '', 'the field emptied');
    await page.keyboard.press('Backspace');
    t.same(await chips(), ['temperature', 'humidity', 'pressure'], 'Backspace in the empty field removes the last chip');
    t.equal(await page.$$eval('#chip-list-disabled input', (all) => all.length), 0, 'disabled: nothing to change');
  });

  t.test('a picker\'s type-ahead by keyboard: the console\'s search narrows the choices, the choice kept', async (t) => {
    await page.goto(address('#queue-picker'));
    const options = (id: string) => page.$$eval(`#${id} option`, (all) => all.map((o) => (o as HTMLOptionElement).value));
    await page.focus('#queue-picker-empty input.js-only');
    await page.keyboard.type('SEQ');
    await page.waitForFunction(() => document.querySelectorAll('#field-queuePicker-empty option').length === 2, LIMIT);
    t.same(await options('field-queuePicker-empty'), ['', 'SequentialByOriginator'], 'case-insensitive, the empty choice kept (optional)');
    await page.focus('#queue-picker-filled input.js-only');
    await page.keyboard.type('main');
    await page.waitForFunction(() => document.querySelectorAll('#field-queuePicker-filled option').length === 2, LIMIT);
    t.same(await options('field-queuePicker-filled'), ['HighPriority', 'Main'], 'the chosen queue stays first and chosen');
    t.equal(await valueOf(page, '#field-queuePicker-filled'), 'HighPriority');
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    t.equal(await focusedId(page), 'field-queuePicker-filled', 'Shift+Tab back to the select');
    await page.keyboard.press('ArrowDown');
    t.equal(await valueOf(page, '#field-queuePicker-filled'), 'Main', 'chosen by keyboard');
  });

  t.test('axe and screenshots of each state at 1280 and 400 px', async (t) => {
    for (const width of [1280, 400]) {
      await page.setViewport({ width, height: 800 });
      await page.goto(address('#chip-list'));
      t.same(await axeFindings(page, Object.keys(SHOTS)), [], `axe at ${width} px`);
      t.same(await shootStates(page, SHOTS, width), [], `every state photographed at ${width} px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      t.ok(overflow <= 0, `nothing wider than the window at ${width} px`);
    }
    t.same(problems, [], 'no script or CSP errors');
  });
});
