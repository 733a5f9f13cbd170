// The colour input and the colour picker dialog in the gallery, in Chromium under the console's CSP: without
// JavaScript first (the dialog at its own address, plain form posts, the server's verdicts with the input kept), then
// the island's live sample, clear button and picker/slider/text sync; keyboard only, the focus back on the opener after
// the dialog, axe clean. Screenshots of every state: gallery-popovers.test.ts.
import t from 'tap';
import { axeFindings, focusedId, openGallery, tabTo, valueOf as value } from '../helpers/gallery-browser.ts';

t.test('the colour input and picker in the gallery', async (t) => {
  const { c, page, problems, requests, newPage, address } = await openGallery(t, { parts: ['colour-input', 'icon-input'] });

  t.test('colour input: the sample follows the text, the clear button empties it', async (t) => {
    await page.goto(address('#colour-input-filled'));
    await page.waitForSelector('#colour-input-filled fb-island[hydrated]', { timeout: 60_000 });
    const fill = () => page.$eval('#colour-input-filled [data-colour-fill]', (e) => e.getAttribute('fill'));
    t.equal(await fill(), '#3f51b5');
    await page.focus('#colour-filled');
    await page.keyboard.down('Control'); await page.keyboard.press('a'); await page.keyboard.up('Control');
    await page.keyboard.type('rgba(255, 0, 0, 0.5)');
    t.equal(await fill(), 'rgba(255, 0, 0, 0.5)', 'typed colour shown');
    await page.keyboard.type('x');
    t.equal(await fill(), 'transparent', 'an invalid colour shows no sample');
    await page.keyboard.press('Tab');
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Clear color');
    await page.keyboard.press('Enter');
    t.equal(await value(page, '#colour-filled'), '', 'cleared');
    t.equal(await focusedId(page), 'colour-filled', 'the focus back in the field');
    t.ok(!requests.some((u) => u.includes('material-icons')), 'the picker sprite not loaded by the gallery page');
  });

  t.test('colour picker dialog, keyboard only: at its own address, Select only once changed and valid, a preset chosen, focus back on the opener', async (t) => {
    await page.goto(address('#colour-input-filled'));
    await page.focus('#colour-filled');
    t.ok(await tabTo(page, () => document.activeElement?.id === 'colour-filled-picker', 3), 'Tab reaches the picker button');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.equal(new URL(page.url()).searchParams.get('dialog'), 'colour', 'the dialog has its own address');
    await page.waitForSelector('#colour-dialog fb-island[hydrated]', { timeout: 60_000 });
    t.equal(await page.$eval('#colour-dialog', (d) => d.matches(':modal')), true, 'modal');
    t.same(await axeFindings(page), [], 'axe with the dialog open');
    const selectDisabled = () => page.$eval('[data-colour-select]', (b) => (b as HTMLButtonElement).disabled);
    t.equal(await selectDisabled(), true, 'Select disabled while unchanged');
    t.ok(await tabTo(page, () => document.activeElement?.id === 'colour-dialog-text'), 'Tab reaches the text field');
    await page.keyboard.down('Control'); await page.keyboard.press('a'); await page.keyboard.up('Control');
    await page.keyboard.type('hsl(0 100% 50% / 0.25)');
    t.equal(await selectDisabled(), false, 'enabled once changed and valid');
    t.same(await page.$eval('#colour-dialog-hex', (e) => (e as HTMLInputElement).value), '#ff0000', 'the native picker follows the text');
    t.same(await value(page, '#colour-dialog-alpha'), '25', 'and the opacity slider');
    await page.keyboard.type('(');
    t.equal(await selectDisabled(), true, 'disabled while invalid');
    await page.focus('#colour-dialog-alpha');
    await page.keyboard.press('End');
    t.equal(await value(page, '#colour-dialog-text'), '#ff0000', 'the slider writes the colour as text');
    await page.focus('#colour-dialog-alpha');
    await page.keyboard.press('ArrowLeft');
    t.equal(await value(page, '#colour-dialog-text'), 'rgba(255, 0, 0, 0.99)');
    t.ok(await tabTo(page, () => document.activeElement?.getAttribute('aria-label') === '#4caf50'), 'Tab reaches the green preset');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.equal(await page.$('#colour-dialog'), null, 'chosen: the dialog is gone');
    t.equal(await value(page, '#colour-filled'), '#4caf50', 'the preset is the colour');
    t.equal(await focusedId(page), 'colour-filled-picker', 'the focus back on the opener');

    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    await page.waitForSelector('#colour-dialog', { timeout: 60_000 });
    t.equal(await page.$eval('#colour-dialog [aria-pressed="true"]', (b) => b.getAttribute('aria-label')), '#4caf50', 'the current colour marked among the presets');
    t.ok(await tabTo(page, () => document.activeElement?.textContent === 'Cancel'), 'Tab reaches Cancel');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.equal(await value(page, '#colour-filled'), '#4caf50', 'Cancel: nothing changed');
    t.equal(await focusedId(page), 'colour-filled-picker', 'the focus back on the opener');
  });

  t.test('without JavaScript: the dialog posts, the server refuses an invalid colour in place, composes picker and slider', async (t) => {
    const plain = await newPage();
    t.teardown(() => plain.close());
    await plain.setJavaScriptEnabled(false);
    await plain.goto(address('?dialog=colour&color=%23ff0000#colour-dialog'));
    await plain.$eval('#colour-dialog-text', (e) => { (e as HTMLInputElement).value = 'nope'; });
    await Promise.all([plain.waitForNavigation(), plain.click('[data-colour-select]')]);
    t.equal(await plain.$eval('#colour-dialog-text-error', (e) => e.textContent), 'This is not a valid color.', 'refused in the dialog');
    t.equal(await value(plain, '#colour-dialog-text'), 'nope', 'the input kept');
    await plain.$eval('#colour-dialog-text', (e) => { (e as HTMLInputElement).value = '#ff0000'; });
    await plain.$eval('#colour-dialog-hex', (e) => { (e as HTMLInputElement).value = '#00ff00'; });
    await plain.$eval('#colour-dialog-alpha', (e) => { (e as HTMLInputElement).value = '50'; });
    await Promise.all([plain.waitForNavigation(), plain.click('[data-colour-select]')]);
    t.equal(await value(plain, '#colour-filled'), 'rgba(0, 255, 0, 0.5)', 'picker and slider give the colour');

    await plain.goto(address('#colour-input-empty'));
    await Promise.all([plain.waitForNavigation(), plain.click('#colour-input-empty button[type="submit"]')]);
    t.equal(await plain.$eval('#colour-empty-error', (e) => e.textContent), 'Color is required.');
    await plain.type('#colour-empty', ' teal ');
    await Promise.all([plain.waitForNavigation(), plain.click('#colour-input-empty button[type="submit"]')]);
    t.equal(await plain.$eval('#colour-input-empty [role="status"]', (e) => e.textContent), 'The server received:  teal ');

  });

  t.test('no script or CSP errors', async (t) => t.same(problems, []));
});
