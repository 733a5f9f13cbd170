// Resizable panes in the gallery: stacked without the island (and on a narrow screen); with it, a separator between
// each two panes that the keyboard moves (arrow keys, Home, End) and that reports its value; axe clean; screenshots.
import t from 'tap';
import type { Page } from 'puppeteer-core';
import { screenshot } from '../helpers/browser.ts';
import { axeFindings, openGallery } from '../helpers/gallery-browser.ts';

const values = (page: Page) => page.$$eval('#gallery-split [role="separator"]', (all) => all.map((s) => s.getAttribute('aria-valuenow')));
const widths = (page: Page) => page.$$eval('#gallery-split > .split-pane', (all) => all.map((p) => Math.round(p.getBoundingClientRect().width)));

t.test('resizable panes', async (t) => {
  const { c, page, problems: errors, newPage, address } = await openGallery(t, { parts: ['split-panes'] });

  t.test('without JavaScript the panes are stacked and there is no separator', async (t) => {
    const plain = await newPage();
    t.teardown(() => plain.close());
    await plain.setJavaScriptEnabled(false);
    await plain.setViewport({ width: 1280, height: 800 });
    await plain.goto(address('#split-panes'));
    t.equal(await plain.$$eval('#gallery-split [role="separator"]', (all) => all.length), 0);
    const tops = await plain.$$eval('#gallery-split > .split-pane', (all) => all.map((p) => Math.round(p.getBoundingClientRect().top)));
    t.ok(tops[0] < tops[1] && tops[1] < tops[2], 'one under the other');
  });

  t.test('the island: a row of panes, a separator between each two, moved with the keyboard', async (t) => {
    await page.setViewport({ width: 1280, height: 800 });
    await page.goto(address('#split-panes'));
    await page.$eval('#split-panes', (e) => e.scrollIntoView());
    await page.waitForSelector('#gallery-split [role="separator"]', { timeout: 60_000 });
    t.same(await values(page), ['33', '67'], 'the row shared evenly; a separator\'s value is where it stands');
    const names = await page.$$eval('#gallery-split [role="separator"]', (all) => all.map((s) => [s.getAttribute('aria-label'), s.getAttribute('aria-controls'), s.getAttribute('tabindex')]));
    t.same(names, [['Resize the panes', 'gallery-pane-message', '0'], ['Resize the panes', 'gallery-pane-metadata', '0']]);
    const before = await widths(page);
    await page.focus('#gallery-split [role="separator"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    t.same(await values(page), ['43', '67']);
    const after = await widths(page);
    t.ok(after[0] > before[0] && after[1] < before[1], 'the first pane grew at the second one\'s cost');
    t.equal(after[2], before[2], 'the third pane kept its width');
    await page.keyboard.press('End');
    t.same(await values(page), ['57', '67'], 'End: as far as the next pane lets it');
    await page.keyboard.press('Home');
    t.same(await values(page), ['10', '67'], 'Home: the other way');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls')), 'gallery-pane-metadata', 'Tab goes through the next pane (its scrollable code) to the next separator');
    await page.keyboard.press('ArrowLeft');
    t.same(await values(page), ['10', '62'], 'the second separator moves alone');
    t.same(await axeFindings(page, ['split-panes']), [], 'axe');
    await screenshot(page, 'gallery-split-panes-filled-1280', false);
    t.same(errors, [], 'no script errors');
  });

  t.test('a narrow screen keeps the panes stacked', async (t) => {
    await page.setViewport({ width: 400, height: 800 });
    await page.goto(address('#split-panes'));
    await page.$eval('#split-panes', (e) => e.scrollIntoView());
    await page.waitForSelector('#gallery-split.split-active', { timeout: 60_000 });
    t.equal(await page.$$eval('#gallery-split [role="separator"]', (all) => all.filter((s) => (s as HTMLElement).offsetParent !== null).length), 0, 'no separator shown');
    t.same(await axeFindings(page, ['split-panes']), [], 'axe');
    await screenshot(page, 'gallery-split-panes-filled-400', false);
  });
});
