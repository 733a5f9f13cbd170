// The markdown editor and help viewer, file input, multi-image input, floating action buttons, fullscreen toolbar,
// share panel, footer and logo in the gallery, under the console's own CSP: keyboard only, focus return, the server's
// verdicts, the same forms without JavaScript; axe clean and screenshots of each state at 1280 and 400 px.
import t from 'tap';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { SAMPLE_IMAGES } from '../../server/gallery/files-samples.ts';
import { solidPng } from '../../server/domain/files/solid-png.ts';
import { axeFindings, openGallery, overflowOf, queryBesidesParts, screenshotStates, tabTo } from '../helpers/gallery-browser.ts';

/** Parts screenshotted in each state they show. */
const SHOTS: Record<string, string[]> = {
  'markdown-editor': ['filled', 'empty', 'invalid', 'disabled', 'read-only'], 'file-input': ['empty', 'filled', 'invalid', 'disabled'],
  'image-input': ['empty', 'filled', 'invalid', 'disabled'], 'multi-image-input': ['filled', 'empty', 'invalid', 'disabled'],
  'fab-group': ['filled', 'empty', 'disabled'], 'fullscreen-panel': ['filled'], 'share-panel': ['filled', 'disabled'],
  'page-footer': ['filled'], logo: ['read-only', 'filled'],
};

const focused = (page: Page) => page.evaluate(() => {
  const e = document.activeElement as HTMLElement;
  return e.getAttribute('aria-label') ?? e.textContent?.trim() ?? e.tagName;
});

const imageOrder = (page: Page, id: string) => page.$$eval(`#${id} input[type="hidden"]`, (all) => all.map((e) => (e as HTMLInputElement).value));

t.test('the file, image, markdown and page furniture parts in the gallery', async (t) => {
  const { c, page, problems, requests, newPage, address } = await openGallery(t, { allowStyleAttrWithin: '.cm-content', parts: Object.keys(SHOTS) });
  const files = mkdtempSync(join(tmpdir(), 'floorboard-files-'));
  t.teardown(() => rmSync(files, { recursive: true, force: true }));
  await page.goto(address());

  t.test('markdown editor: preview rendered by the server, back to edit, the required rule, keyboard only', async (t) => {
    await page.focus('#md-filled-field button[name="md-filled.mode"]');
    t.equal(await focused(page), 'Preview');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.equal(await page.$eval('#md-filled-field .markdown-preview h1', (e) => e.textContent), 'Sensor', 'the heading rendered');
    t.equal(await page.$$eval('#md-filled-field .markdown-preview .markdown-copy', (all) => all.length), 1, 'the code block with its copy button');
    t.equal(await page.$('#md-filled'), null, 'no editor in preview');
    await page.focus('#md-filled-field button[name="md-filled.mode"]');
    t.equal(await focused(page), 'Edit');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    await page.waitForSelector('#md-filled + .cm-editor', { timeout: 60_000 });
    t.match(await page.$eval('#md-filled', (e) => (e as HTMLTextAreaElement).value), /^# Sensor\n/, 'the text came back to the editor');
    await page.$eval('#md-filled-label', (label) => (label as HTMLElement).click());
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.press('Backspace');
    t.ok(await tabTo(page, () => document.activeElement?.matches('#markdown-editor-filled button[type="submit"].primary') ?? false), 'Tab to Save');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.equal(await page.$eval('#md-filled-error', (e) => e.textContent), 'Enter the text.', 'required: refused, said beside the editor');
  });

  t.test('markdown help viewer: a dialog at its own address, modal, Close returns the focus to its link', async (t) => {
    await page.goto(address());
    await page.focus('#md-filled-help');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.equal(queryBesidesParts(page.url()), '?dialog=markdown-help');
    await page.waitForFunction(() => document.querySelector('#markdown-help')?.matches(':modal'), { timeout: 60_000 });
    t.equal(await page.$eval('#markdown-help-title', (e) => e.textContent), 'Markdown', 'the help page\'s title');
    t.ok(await page.$eval('#markdown-help .markdown-help', (e) => e.querySelectorAll('h2').length > 3), 'the help page rendered');
    const box = await page.$eval('#markdown-help', (e) => e.getBoundingClientRect().toJSON());
    t.ok(box.width <= 1280 * 0.8 + 1 && box.height <= 800 * 0.8 + 1, 'at most 80% of the window');
    t.same(await axeFindings(page), [], 'axe with the dialog open');
    t.ok(await tabTo(page, () => document.activeElement?.textContent === 'Close', 10), 'Tab stays in the dialog, to Close');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.equal(new URL(page.url()).hash, '#md-filled-help');
    await page.waitForFunction(() => document.activeElement?.id === 'md-filled-help', { timeout: 60_000 });
    t.pass('the focus back on the help link');
  });

  t.test('file input: name shown, type and size checked at once, clear by keyboard, the server\'s verdict', async (t) => {
    const png = join(files, 'photo.png');
    const csv = join(files, 'readings.csv');
    const big = join(files, 'big.csv');
    writeFileSync(png, solidPng([1, 2, 3], 16));
    writeFileSync(csv, 'ts,temperature\n1,21.5\n');
    writeFileSync(big, 'x'.repeat(64 * 1024 + 1));
    const input = (await page.$('input#fi-empty'))!;
    await input.uploadFile(png);
    t.equal(await page.$eval('#file-input-empty .file-name', (e) => e.textContent), 'photo.png');
    t.equal(await page.$eval('#fi-empty-error', (e) => e.textContent), 'Only these file types: .json, .csv.');
    t.equal(await page.$eval('#fi-empty', (e) => e.getAttribute('aria-invalid')), 'true');
    await input.uploadFile(big);
    t.equal(await page.$eval('#fi-empty-error', (e) => e.textContent), 'The file is larger than 64 KB.');
    await page.focus('#file-input-empty [data-file-clear]');
    t.equal(await focused(page), 'Clear the file');
    await page.keyboard.press('Enter');
    t.equal(await page.$eval('#file-input-empty .file-name', (e) => e.textContent), 'No file selected');
    t.equal(await page.evaluate(() => document.activeElement?.id), 'fi-empty', 'the focus back on the input');
    t.equal(await page.$eval('#fi-empty-error', (e) => (e as HTMLElement).hidden), true, 'no error once cleared');
    await input.uploadFile(csv);
    await Promise.all([page.waitForNavigation(), page.click('#file-input-empty button[type="submit"]')]);
    t.equal(await page.$eval('#file-input-empty .gallery-valid', (e) => e.textContent), 'The server received readings.csv (22 bytes).');
    t.equal(await page.$eval('#file-input-empty .file-name', (e) => e.textContent), 'readings.csv', 'the name kept');
  });

  t.test('multi-image input: move and remove by keyboard in the page, drag to reorder, append, save', async (t) => {
    await page.goto(address('#multi-image-input'));
    const [red, green, blue] = SAMPLE_IMAGES;
    t.same(await imageOrder(page, 'mi-filled'), [red, green, blue]);
    await page.focus('#mi-filled button[aria-label="Move Image 3 up"]');
    await page.keyboard.press('Enter');
    t.same(await imageOrder(page, 'mi-filled'), [red, blue, green], 'moved without loading the page');
    t.equal(await focused(page), 'Move Image 2 up', 'the focus stays on the button, named for the new place');
    t.equal(await page.$eval('#mi-filled [data-image-status]', (e) => e.textContent), 'Moved to position 2.');
    await page.keyboard.press('Enter');
    t.same(await imageOrder(page, 'mi-filled'), [blue, red, green]);
    t.equal(await focused(page), 'Move Image 1 down', 'at the top, the focus goes to the button still usable');
    // Drag the first image onto the right half of the last: it lands after it.
    await page.evaluate(() => {
      const items = [...document.querySelectorAll('#mi-filled [data-image-item]')];
      const box = items[2].getBoundingClientRect();
      const data = new DataTransfer();
      items[0].dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer: data }));
      items[2].dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data, clientX: box.right - 2, clientY: box.top + 2 }));
      items[2].dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data, clientX: box.right - 2, clientY: box.top + 2 }));
      items[0].dispatchEvent(new DragEvent('dragend', { bubbles: true }));
    });
    t.same(await imageOrder(page, 'mi-filled'), [red, green, blue], 'dropped after the target');
    await page.focus('#mi-filled button[aria-label="Remove Image 1"]');
    await page.keyboard.press('Enter');
    t.same(await imageOrder(page, 'mi-filled'), [green, blue], 'removed');
    t.equal(await focused(page), 'Remove Image 1', 'the focus on the next image\'s remove button');
    const added = join(files, 'added.png');
    writeFileSync(added, solidPng([250, 200, 0], 16));
    await (await page.$('input#mi-filled-file'))!.uploadFile(added);
    await Promise.all([page.waitForNavigation(), page.click('#multi-image-input-filled button.primary')]);
    const saved = await imageOrder(page, 'mi-filled');
    t.same(saved.slice(0, 2), [green, blue], 'the order the page made');
    t.equal(saved.length, 3, 'the new file appended');
    t.match(saved[2], /^data:image\/png;base64,/);
    t.equal(await page.$eval('#multi-image-input-filled .gallery-valid', (e) => e.textContent), 'Images saved: 3.');
    const notImage = join(files, 'notes.png');
    writeFileSync(notImage, 'not an image');
    await (await page.$('input#mi-filled-file'))!.uploadFile(notImage);
    await Promise.all([page.waitForNavigation(), page.click('#multi-image-input-filled button.primary')]);
    t.equal(await page.$eval('#mi-filled-error', (e) => e.textContent), 'notes.png: Not an image: choose a PNG, JPEG, GIF, WebP or BMP file.');
    t.equal((await imageOrder(page, 'mi-filled')).length, 3, 'the images kept');
    t.equal(await page.$$eval('#mi-disabled button, #mi-disabled input[type="file"], #mi-disabled [draggable="true"]', (all) => all.length), 0, 'disabled: no buttons, no file input, no dragging');
  });

  t.test('floating action button group: opens by keyboard, Escape and leaving close it', async (t) => {
    await page.goto(address('#fab-group'));
    await page.focus('#fab-filled summary');
    t.equal(await focused(page), 'Actions');
    await page.keyboard.press('Enter');
    t.equal(await page.$eval('#fab-filled', (e) => (e as HTMLDetailsElement).open), true, 'open');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('#fab-filled summary .icon')!).transform !== 'none', { timeout: 60_000 });
    t.pass('the toggle\'s icon turned');
    await page.keyboard.press('Tab');
    t.equal(await focused(page), 'Add', 'the first action, named by its tooltip');
    await page.keyboard.press('Escape');
    t.equal(await page.$eval('#fab-filled', (e) => (e as HTMLDetailsElement).open), false, 'Escape closes');
    t.equal(await focused(page), 'Actions', 'the focus back on the toggle');
    await page.keyboard.press('Enter');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await page.waitForFunction(() => !(document.querySelector('#fab-filled') as HTMLDetailsElement).open, { timeout: 60_000 });
    t.pass('closed once the focus left it');
    t.equal(await page.$eval('#fab-disabled .fab', (e) => (e as HTMLButtonElement).disabled), true, 'disabled toggle');
  });

  t.test('fullscreen toolbar: the trigger by keyboard, Escape back, the focus on the trigger', async (t) => {
    await page.focus('#fs-panel [data-fullscreen-trigger]');
    t.equal(await focused(page), 'Expand to fullscreen');
    await page.keyboard.press('Enter');
    const box = await page.$eval('#fs-panel', (e) => ({ full: e.classList.contains('is-fullscreen'), ...e.getBoundingClientRect().toJSON() }));
    t.match(box, { full: true, x: 0, y: 0, width: 1280, height: 800 }, 'covers the window');
    t.equal(await focused(page), 'Exit fullscreen');
    t.equal(queryBesidesParts(page.url()), '', 'in place, no page load');
    await page.keyboard.press('Escape');
    t.equal(await page.$eval('#fs-panel', (e) => e.classList.contains('is-fullscreen')), false, 'Escape leaves');
    t.equal(await focused(page), 'Expand to fullscreen');
  });

  t.test('share panel: links only, to each network with the page\'s address', async (t) => {
    const links = await page.$$eval('#share-panel-filled a', (all) => all.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })));
    const shared = encodeURIComponent(`${c.origin}/gallery`);
    t.same(links.map((l) => new URL(l.href!).host), ['www.facebook.com', 'twitter.com', 'www.linkedin.com', 'www.reddit.com']);
    t.ok(links.every((l) => l.href!.includes(shared) && l.target === '_blank' && l.rel === 'noopener noreferrer'), 'each shares the gallery, in a new tab');
    t.same(requests.filter((url) => !url.startsWith(c.origin) && !url.startsWith('data:')), [], 'nothing was loaded from another origin');
    t.match(await page.$eval('#page-footer-filled', (e) => e.textContent), new RegExp(`© ${new Date().getUTCFullYear()} Floorboard`));
  });

  t.test('without JavaScript: the same forms, answered by the server', async (t) => {
    const plain = await newPage();
    await plain.setJavaScriptEnabled(false);
    await plain.setExtraHTTPHeaders({ 'accept-language': 'en-US' });
    await plain.goto(address('#multi-image-input'));
    await Promise.all([plain.waitForNavigation(), plain.click('#mi-filled button[aria-label="Move Image 1 down"]')]);
    t.same(await imageOrder(plain, 'mi-filled'), [SAMPLE_IMAGES[1], SAMPLE_IMAGES[0], SAMPLE_IMAGES[2]], 'moved by the server');
    t.equal(await plain.$('#multi-image-input-filled .gallery-valid'), null, 'a move is not a save');
    await Promise.all([plain.waitForNavigation(), plain.click('#mi-filled button[aria-label="Remove Image 3"]')]);
    t.same(await imageOrder(plain, 'mi-filled'), [SAMPLE_IMAGES[1], SAMPLE_IMAGES[0]], 'removed by the server');
    await Promise.all([plain.waitForNavigation(), plain.click('#fs-panel [data-fullscreen-trigger]')]);
    t.equal(queryBesidesParts(plain.url()), '?fullscreen=panel', 'the trigger is a link to the page drawn full-page');
    t.equal(await plain.$eval('#fs-panel', (e) => e.classList.contains('is-fullscreen')), true);
    await plain.close();
  });

  t.test('axe and screenshots of each state at 1280 and 400 px', async (t) => {
    for (const width of [1280, 400]) {
      await page.setViewport({ width, height: 800 });
      await page.goto(address());
      t.same(await axeFindings(page), [], `axe at ${width} px`);
      await screenshotStates(t, page, SHOTS);
      t.ok(await overflowOf(page) <= 0, `nothing wider than the window at ${width} px`);
    }
    t.same(problems, [], 'no script or CSP errors');
  });
});
