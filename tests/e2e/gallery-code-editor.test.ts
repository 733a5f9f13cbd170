// The code editor island in the gallery, under the console's own CSP: every textarea[data-code-language] upgraded in
// place (the textarea still posts the text), keyboard-only tidy, mini and fullscreen (Escape returns the focus), error
// marks while typing, the server's verdict on submit; axe clean and screenshots of each state at 1280 and 400 px.
import t from 'tap';
import type { Page } from 'puppeteer-core';
import { eventually } from '../helpers/eventually.ts';
import { axeFindings, openGallery, overflowOf, queryBesidesParts, screenshotStates } from '../helpers/gallery-browser.ts';

const STATES = ['empty', 'filled', 'invalid', 'disabled', 'read-only'];
/** Parts screenshotted in each state they show. */
const SHOTS: Record<string, string[]> = {
  'code-editor': STATES, 'json-object-editor': STATES, 'json-edit-dialog': ['filled'], 'markdown-view': ['empty', 'filled'],
  'status-light': ['empty', 'filled'], 'custom-checkbox': ['empty', 'filled', 'invalid', 'disabled'],
  'json-viewer': ['empty', 'filled'], 'typed-value': ['empty', 'filled', 'invalid'],
};

/** Scrolls every editor into view (the island loads when visible) and waits until each has its CodeMirror. */
async function upgradeAll(page: Page): Promise<number> {
  const count = await page.$$eval('textarea[data-code-language]', (all) => all.length);
  // One at a time: an island scrolled past before the browser saw it in view would never load (a loaded machine draws
  // fewer frames between the scrolls).
  for (let i = 0; i < count; i++) {
    await page.$$eval('textarea[data-code-language]', (all, index) => all[index].closest('fb-island')!.scrollIntoView(), i);
    await page.waitForFunction((index) => {
      const island = document.querySelectorAll('textarea[data-code-language]')[index]?.closest('fb-island');
      return !island || island.hasAttribute('hydrated');
    }, { timeout: 60_000 }, i);
  }
  await page.waitForFunction((n) => document.querySelectorAll('fb-island[hydrated] .cm-editor').length === n, { timeout: 60_000 }, count);
  return count;
}

async function shiftTab(page: Page, times: number): Promise<void> {
  await page.keyboard.down('Shift');
  for (let i = 0; i < times; i++) await page.keyboard.press('Tab');
  await page.keyboard.up('Shift');
}

/** Select all in the focused editor and type over it. */
async function replaceText(page: Page, text: string): Promise<void> {
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.type(text);
}

const textOf = (page: Page, id: string) => page.$eval(`#${id}`, (e) => (e as HTMLTextAreaElement).value);
const focused = (page: Page) => page.evaluate(() => {
  const e = document.activeElement as HTMLElement;
  return e.getAttribute('aria-label') ?? e.getAttribute('data-code-action') ?? e.className;
});


// The gallery's sections this file checks, loaded several times here: on a busy machine that outlasted the suite's
// two minutes per file.
t.setTimeout(360_000);
t.test('the code editor island in the gallery', async (t) => {
  // Chrome's own contenteditable editing may put a style attribute on a line as the user types (CodeMirror then draws
  // the line again); that refusal is the browser's, not the console's.
  const { c, page, problems, address } = await openGallery(t, { allowStyleAttrWithin: '.cm-content', parts: [...Object.keys(SHOTS), 'markdown-editor', 'schema-form'] });
  await page.goto(address());

  const count = await upgradeAll(page);
  t.equal(count, 27, 'every editor of the gallery upgraded (code editor, JSON object editor, markdown editor and JSON schema form states)');
  t.same(problems, [], 'no script or CSP errors');
  t.same(await page.$$eval('textarea[data-code-language]', (all) => all.filter((e) => !(e as HTMLElement).hidden).length), 0, 'the textareas hidden, still in their forms');
  t.same(await page.$$eval('.cm-content', (all) => all.map((e) => document.getElementById(e.getAttribute('aria-labelledby')!)?.textContent).slice(0, 3)),
    ['JSON object', 'JSON object', 'JavaScript function (data)'], 'each editor named by its label');
  t.equal(await page.$eval('#ce-disabled + .cm-editor .cm-content', (e) => e.getAttribute('contenteditable')), 'false', 'disabled: not editable');
  t.equal(await page.$eval('#ce-read-only + .cm-editor .cm-content', (e) => e.getAttribute('aria-readonly')), 'true', 'read-only');
  t.equal(await page.$$eval('#code-editor-disabled [data-code-action="tidy"], #code-editor-read-only [data-code-action="tidy"]', (all) => all.length), 0, 'no tidy where the text cannot change');

  t.test('keyboard only: type, tidy, mini, fullscreen and back', async (t) => {
    await page.$eval('#ce-empty-label', (label) => (label as HTMLElement).click());
    t.equal(await page.evaluate(() => document.activeElement?.classList.contains('cm-content')), true, 'the label focuses the editor');
    await page.keyboard.type('{"b":[1,2],"a":{"c":true}}');
    t.equal(await textOf(page, 'ce-empty'), '{"b":[1,2],"a":{"c":true}}', 'the textarea follows the editor');
    await shiftTab(page, 1);
    t.equal(await focused(page), 'Expand to fullscreen', 'Shift+Tab leaves the editor (no keyboard trap), to its toolbar');
    await shiftTab(page, 2);
    t.equal(await focused(page), 'tidy');
    await page.keyboard.press('Enter');
    await eventually(async () => (await textOf(page, 'ce-empty')).includes('\n'), 'tidy applied');
    t.equal(await textOf(page, 'ce-empty'), JSON.stringify({ b: [1, 2], a: { c: true } }, null, 4), 'tidy: indent 4');
    await page.keyboard.press('Tab');
    t.equal(await focused(page), 'mini');
    await page.keyboard.press('Enter');
    t.equal(await textOf(page, 'ce-empty'), '{"b":[1,2],"a":{"c":true}}', 'mini');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const box = await page.$eval('#code-editor-empty .code-editor', (e) => ({ full: e.classList.contains('code-editor-fullscreen'), ...e.getBoundingClientRect().toJSON() }));
    t.match(box, { full: true, x: 0, y: 0, width: 1280, height: 800 }, 'fullscreen covers the window');
    t.equal(await focused(page), 'Exit fullscreen', 'the button now says how to leave');
    await page.keyboard.press('Escape');
    t.equal(await page.$eval('#code-editor-empty .code-editor', (e) => e.classList.contains('code-editor-fullscreen')), false, 'Escape leaves fullscreen');
    t.equal(await focused(page), 'Expand to fullscreen', 'the focus back on the toggle');
  });

  t.test('invalid text: tidy leaves it and says so; the function editor marks an undefined name', async (t) => {
    await page.$eval('#ce-json-label', (label) => (label as HTMLElement).click());
    await shiftTab(page, 3);
    t.equal(await focused(page), 'tidy');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#code-editor-invalid .code-editor-status')?.textContent !== '', { timeout: 60_000 });
    t.equal(await page.$eval('#code-editor-invalid .code-editor-status', (e) => e.textContent), 'The text is not valid, so it was left as it is.');
    t.equal(await textOf(page, 'ce-json'), '{"temperature": 21.5,', 'unchanged');
    await page.waitForSelector('#ce-function + .cm-editor .cm-lintRange-error', { timeout: 60_000 });
    t.equal(await page.$eval('#ce-function + .cm-editor .cm-lintRange-error', (e) => e.textContent), 'factor', 'the undefined name marked');
  });

  t.test('the form posts the editors\' text; the server answers with its verdicts, the text kept', async (t) => {
    await page.$eval('#ce-function-label', (label) => (label as HTMLElement).click());
    await replaceText(page, 'var f = data.temperature;');
    await Promise.all([page.waitForNavigation(), page.click('#code-editor-invalid button[type="submit"]')]);
    await upgradeAll(page);
    t.equal(await page.$eval('#ce-function-error', (e) => e.textContent), 'Function must return value!');
    t.equal(await page.$eval('#ce-function + .cm-editor .cm-content', (e) => e.textContent), 'var f = data.temperature;', 'the text kept in the editor');
    t.equal(await page.$eval('#ce-function + .cm-editor .cm-content', (e) => e.getAttribute('aria-describedby')), 'ce-function-error', 'the editor points at its error');
  });

  t.test('the JSON edit dialog, keyboard only: opens modal at its address, Save only once the text changed and is an object', async (t) => {
    await page.setViewport({ width: 1280, height: 800 });
    await page.goto(address());
    await page.focus('#json-edit-opener');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.equal(queryBesidesParts(page.url()), '?dialog=json-edit', 'the dialog has its own address');
    await page.waitForSelector('#json-edit fb-island[hydrated] .cm-editor', { timeout: 60_000 });
    t.equal(await page.$eval('#json-edit', (d) => d.matches(':modal')), true, 'modal');
    t.same(await axeFindings(page, ['json-edit-dialog']), [], 'axe with the dialog open');
    const tabTo = async (check: () => boolean, what: string) => {
      for (let i = 0; i < 10 && !(await page.evaluate(check)); i++) await page.keyboard.press('Tab');
      t.ok(await page.evaluate(check), what);
    };
    const saveDisabled = () => page.$eval('#json-edit [data-json-edit-save]', (b) => (b as HTMLButtonElement).disabled);
    t.equal(await saveDisabled(), true, 'Save disabled while nothing changed');
    await tabTo(() => document.activeElement?.matches('#json-edit .cm-content') ?? false, 'Tab reaches the editor inside the dialog');
    await replaceText(page, '[1, 2]');
    t.equal(await saveDisabled(), true, 'and while the text is no JSON object');
    await replaceText(page, '{"temperature":21.5}');
    t.equal(await saveDisabled(), true, 'and for the same value written otherwise');
    await replaceText(page, '{"threshold": 42}');
    t.equal(await saveDisabled(), false, 'enabled once changed and valid');
    await tabTo(() => document.activeElement?.textContent === 'Save', 'Save again');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.equal(await page.$('#json-edit'), null, 'saved: the dialog is gone');
    t.match(await page.$eval('#json-edit-dialog-filled pre', (e) => e.textContent), /"threshold": 42/, 'the saved object shown');

    await page.goto(address('?dialog=json-edit'));
    await page.waitForSelector('#json-edit fb-island[hydrated] .cm-editor', { timeout: 60_000 });
    await page.keyboard.press('Escape');
    t.equal(await page.$eval('#json-edit', (d) => (d as HTMLDialogElement).open), false, 'Escape closes it');
    await page.goto(address('?dialog=json-edit'));
    await tabTo(() => document.activeElement?.textContent === 'Cancel', 'Cancel by keyboard');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.equal(queryBesidesParts(page.url()), '', 'Cancel leads back to the page, nothing saved');
  });

  t.test('the markdown renderer: a copy button per top-level code block, by keyboard', async (t) => {
    await page.goto(address('#markdown-view-filled'));
    t.equal(await page.$$eval('#markdown-view-filled .markdown-copy', (all) => all.length), 1, 'one button: the code block in the list has none');
    t.equal(await page.$eval('#markdown-view-filled .markdown-copy', (b) => b.getAttribute('aria-label')), 'Copy code');
    await page.focus('#markdown-view-filled .markdown-copy');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#markdown-view-filled .markdown-copy .tooltip')?.textContent === 'Copied', { timeout: 60_000 });
    t.pass("'Copied' shown");
  });

  t.test('axe and screenshots of each state at 1280 and 400 px', async (t) => {
    for (const width of [1280, 400]) {
      await page.setViewport({ width, height: 800 });
      await page.goto(address());
      await upgradeAll(page);
      t.same(await axeFindings(page), [], `axe at ${width} px`);
      await screenshotStates(t, page, SHOTS);
      t.ok(await overflowOf(page) <= 0, `nothing wider than the window at ${width} px`);
    }
    t.same(problems, [], 'still no script or CSP errors');
  });
});
