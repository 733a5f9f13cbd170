// The node script test dialog in the gallery, in Chromium under the console's CSP: opened at its own address from
// its opener, modal, keyboard only; Test runs the sample script through the platform's test endpoint and shows its
// output with the input kept; the invalid sample names its broken message JSON and Test refuses it in place; without
// JavaScript the same form posts; axe clean; screenshots of the states and the dialog at 1280 and 400 px.
import t from 'tap';
import { join } from 'node:path';
import { axeFindings, focusedId, openGallery, screenshotStates, shootStates, tabTo, valueOf } from '../helpers/gallery-browser.ts';
import { ARTIFACTS } from '../helpers/browser.ts';

const STATES = { 'script-test': ['filled', 'invalid'] } as const;

t.test('the node script test dialog in the gallery', async (t) => {
  const { c, page, problems, newPage, address } = await openGallery(t, { parts: ['script-test'] });

  t.test('filled, keyboard only: opened at its address, Test runs the script on the platform, Cancel back to the opener', async (t) => {
    await page.goto(address('#script-test-filled'));
    // The page settled: its islands hydrated, when the sections shown have any (the dialog's come with it).
    await page.waitForFunction(() => !document.querySelector('fb-island') || document.documentElement.dataset.ready === 'true', { timeout: 60_000 });
    t.same(await axeFindings(page, ['script-test']), [], 'axe on the section');
    await screenshotStates(t, page, STATES);
    await page.focus('#script-test-opener');
    await Promise.all([page.waitForNavigation({ timeout: 60_000 }), page.keyboard.press('Enter')]);
    t.equal(new URL(page.url()).searchParams.get('dialog'), 'script-test', 'the dialog has its own address');
    await page.waitForSelector('#script-test-dialog[open]', { timeout: 60_000 });
    t.equal(await page.$eval('#script-test-dialog', (d) => d.matches(':modal')), true, 'modal');
    t.equal(await page.$eval('#script-test-dialog .dialog-title', (h) => h.textContent), 'Test script function: Transform', 'titled by the function');
    t.match(await valueOf(page, '#script-script'), /msg\.temperature \* 9 \/ 5 \+ 32/, 'the sample script');
    t.same(await axeFindings(page), [], 'axe with the dialog open');
    await page.screenshot({ path: join(ARTIFACTS, 'gallery-script-test-dialog-1280.png') });
    t.ok(await tabTo(page, () => document.activeElement?.getAttribute('value') === 'test' && document.activeElement.closest('#script-test-dialog') !== null, 80), 'Tab reaches Test');
    await Promise.all([page.waitForNavigation({ timeout: 60_000 }), page.keyboard.press('Enter')]);
    await page.waitForSelector('#script-test-dialog[open] .script-output', { timeout: 60_000 });
    const output = await page.$eval('.script-output', (e) => e.textContent ?? '');
    t.match(output, /72\.32/, 'the platform\'s output: the temperature in Fahrenheit');
    t.match(await valueOf(page, '#script-script'), /msg\.temperature \* 9 \/ 5 \+ 32/, 'the script kept');
    t.ok(await tabTo(page, () => document.activeElement?.textContent === 'Cancel', 80), 'Tab reaches Cancel');
    await Promise.all([page.waitForNavigation({ timeout: 60_000 }), page.keyboard.press('Enter')]);
    t.equal(await page.$('#script-test-dialog'), null, 'Cancel: the dialog is gone');
    t.equal(await focusedId(page), 'script-test-opener', 'the focus back on the opener');
  });

  t.test('invalid: the broken message JSON named, Test refuses it in place with the input kept', async (t) => {
    await page.goto(address('#script-test-invalid'));
    await page.focus('#script-test-invalid-opener');
    await Promise.all([page.waitForNavigation({ timeout: 60_000 }), page.keyboard.press('Enter')]);
    await page.waitForSelector('#script-test-dialog[open]', { timeout: 60_000 });
    t.equal(await page.$eval('#script-msg-error', (e) => e.textContent), 'The message must be valid JSON.', 'named');
    t.equal(await page.$eval('#script-msg', (e) => e.getAttribute('aria-invalid')), 'true', 'marked');
    t.same(await axeFindings(page), [], 'axe with the invalid dialog');
    await page.screenshot({ path: join(ARTIFACTS, 'gallery-script-test-dialog-invalid-1280.png') });
    const response = await Promise.all([page.waitForNavigation({ timeout: 60_000 }), page.click('#script-test-dialog button[value="test"]')]);
    t.equal(response[0]?.status(), 400, 'refused');
    t.equal(await page.$eval('#script-msg-error', (e) => e.textContent), 'The message must be valid JSON.', 'named again');
    t.match(await valueOf(page, '#script-msg'), /"humidity":\s*$/, 'the broken message kept');

    await page.setViewport({ width: 400, height: 800 });
    t.same(await shootStates(page, STATES), [], 'the states at 400 px');
    await page.screenshot({ path: join(ARTIFACTS, 'gallery-script-test-dialog-invalid-400.png') });
    t.ok(await page.$eval('#script-test-dialog', (d) => d.getBoundingClientRect().right <= window.innerWidth + 1), 'the dialog fits the small window');
    await page.setViewport({ width: 1280, height: 800 });
  });

  t.test('without JavaScript: the dialog opens at its address and Test posts', async (t) => {
    const plain = await newPage();
    t.teardown(() => plain.close());
    await plain.setJavaScriptEnabled(false);
    await plain.goto(address('?dialog=script-test#script-test-dialog'));
    await plain.$eval('#script-script', (e) => { (e as HTMLTextAreaElement).value = 'return {msg: {total: msg.temperature + msg.humidity}, metadata: metadata, msgType: msgType};'; });
    await Promise.all([plain.waitForNavigation({ timeout: 60_000 }), plain.click('#script-test-dialog button[value="test"]')]);
    t.match(await plain.$eval('.script-output', (e) => e.textContent ?? ''), /100\.4/, 'the changed script ran');
    t.match(await valueOf(plain, '#script-script'), /total/, 'and is kept');
  });

  t.same(problems, [], 'no script errors or CSP refusals');
});
