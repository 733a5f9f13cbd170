// The entity forms' parts in the gallery (issue 17), in Chromium under the console's CSP: the phone input, the contact
// section, the structured rows, the JSON schema form, the typed value, the key-value map and the check box with custom
// values. Without JavaScript each form posts and comes back with the server's messages, the input kept; by keyboard
// with it; axe clean over these sections and screenshots of each state at 1280 and 400 px.
import t from 'tap';
import type { Page } from 'puppeteer-core';
import { axeFindings, focusedId, openGallery, screenshotStates, tabTo, valueOf } from '../helpers/gallery-browser.ts';

const LIMIT = { timeout: 60_000 };
const STATES = ['empty', 'filled', 'invalid', 'disabled', 'read-only'];
const SHOTS: Record<string, string[]> = {
  'phone-input': [...STATES, 'legacy'], 'contact-section': STATES, 'structured-rows': STATES, 'schema-form': STATES,
  'typed-value': STATES, 'custom-checkbox': STATES,
};
const PARTS = [...Object.keys(SHOTS), 'key-value-map'];

/** Sets a field's value as a person would leave it (no script of the page needed). */
const fill = (page: Page, selector: string, value: string) => page.$eval(selector, (e, v) => { (e as HTMLInputElement).value = v; }, value);
const submit = (page: Page, selector: string) => Promise.all([page.waitForNavigation(LIMIT), page.click(selector)]);
const text = (page: Page, selector: string) => page.$eval(selector, (e) => e.textContent ?? '');
const savedJson = (page: Page, section: string) => page.$eval(`#${section}-empty .json-viewer pre`, (e) => JSON.parse(e.textContent ?? 'null'));

/** The filled schema form's code editors, hydrated as islands are once they come into view. */
async function hydrateSchemaEditors(page: Page): Promise<void> {
  const count = await page.$$eval('#schema-form-filled textarea[data-code-language]', (all) => all.length);
  // One at a time: an island scrolled past before the browser saw it in view would never load.
  for (let i = 0; i < count; i++) {
    await page.$$eval('#schema-form-filled textarea[data-code-language]', (all, index) => all[index].closest('fb-island')!.scrollIntoView(), i);
    await page.waitForFunction((n) => document.querySelectorAll('#schema-form-filled fb-island[hydrated] .cm-editor').length > n, LIMIT, i);
  }
}

// The gallery's sections this file checks, loaded several times here.
t.setTimeout(480_000);
t.test('the form parts in the gallery', async (t) => {
  const { c, page, problems, newPage, address } = await openGallery(t, { parts: PARTS });

  t.test('without JavaScript: each form posts, the server answers in place with its messages and the input kept', async (t) => {
    const plain = await newPage();
    t.teardown(() => plain.close());
    await plain.setJavaScriptEnabled(false);
    await plain.goto(address('#phone-input'));
    await plain.select('#field-phoneNumber-country', 'DE');
    await fill(plain, '#field-phoneNumber', '030 12');
    await submit(plain, '#phone-input-empty button.primary');
    t.equal(await text(plain, '#field-phoneNumber-error'), 'Phone number is invalid or not possible');
    t.equal(await valueOf(plain, '#field-phoneNumber'), '030 12', 'the number kept');
    t.equal(await valueOf(plain, '#field-phoneNumber-country'), 'DE', 'and its country');
    t.equal(await plain.$eval('#field-phoneNumber', (e) => (e as HTMLInputElement).placeholder), '+4915123456789', "the placeholder: the country's example, drawn by the server");
    await fill(plain, '#field-phoneNumber', '+49');
    await submit(plain, '#phone-input-empty button.primary');
    t.equal(await text(plain, '#field-phoneNumber-error'), 'Phone number is required.', 'only the calling code: required');
    await fill(plain, '#field-phoneNumber', '030 901820');
    await submit(plain, '#phone-input-empty button.primary');
    t.same(await savedJson(plain, 'phone-input'), { phoneNumber: '+4930901820' }, 'saved in E.164');

    await plain.select('#field-country', 'Japan');
    await fill(plain, '#field-zip', '10-00001');
    await fill(plain, '#field-email', 'office@');
    await submit(plain, '#contact-section-empty button.primary');
    t.equal(await text(plain, '#field-zip-error'), "This postal code does not fit the country's format.");
    t.ok((await text(plain, '#field-email-error')).length > 0, 'the e-mail refused');
    t.equal(await valueOf(plain, '#field-zip'), '10-00001', 'the input kept');
    t.equal(await valueOf(plain, '#field-country'), 'Japan');
    await fill(plain, '#field-zip', '100-0001');
    await fill(plain, '#field-email', 'office@example.jp');
    await submit(plain, '#contact-section-empty button.primary');
    t.match(await savedJson(plain, 'contact-section'), { country: 'Japan', zip: '100-0001', email: 'office@example.jp', phone: null });

    await submit(plain, '#structured-rows-empty button[value="add-row:domainInfos"]');
    await submit(plain, '#structured-rows-empty button[value="add-row:domainInfos"]');
    t.equal(await plain.$$eval('#structured-rows-empty .form-list-entry', (all) => all.length), 2, 'two rows added by the server');
    await fill(plain, '#field-domainInfos-0-name', 'first.example.com');
    await fill(plain, '#field-domainInfos-1-name', 'not a domain');
    await submit(plain, '#structured-rows-empty button.primary');
    t.ok((await text(plain, '#field-domainInfos-1-name-error')).length > 0, "the second row's name refused");
    t.equal(await valueOf(plain, '#field-domainInfos-0-name'), 'first.example.com', 'the rows kept');
    await submit(plain, '#structured-rows-empty button[value="remove-row:domainInfos.1"]');
    await submit(plain, '#structured-rows-empty button.primary');
    t.same(await savedJson(plain, 'structured-rows'), { domainInfos: [{ scheme: 'HTTPS', name: 'first.example.com' }] });

    await fill(plain, '#sf-schema-decimals', 'two');
    await fill(plain, '#sf-schema-color', 'bluish');
    await submit(plain, '#schema-form-empty button[name="_schema_add"]');
    await fill(plain, '#sf-schema-thresholds-0', 'hot');
    await submit(plain, '#schema-form-empty button.primary');
    for (const id of ['title', 'decimals', 'thresholds-0', 'color']) t.ok((await text(plain, `#sf-schema-${id}-error`)).length > 0, `${id} refused`);
    t.equal(await valueOf(plain, '#sf-schema-decimals'), 'two', 'the input kept');
    await fill(plain, '#sf-schema-notes', '**Read** the gauge');
    await submit(plain, '#schema-form-empty button[name="schema.notes._mode"]');
    t.equal(await text(plain, '#schema-form-empty .markdown-preview strong'), 'Read', 'the markdown field previewed by the server');
    t.equal(await valueOf(plain, '#sf-schema-decimals'), 'two', 'nothing else lost');
    await fill(plain, '#sf-schema-title', 'Boiler');
    await fill(plain, '#sf-schema-decimals', '2');
    await fill(plain, '#sf-schema-color', '#ff0000');
    await fill(plain, '#sf-schema-thresholds-0', '80');
    await submit(plain, '#schema-form-empty button.primary');
    t.match(await savedJson(plain, 'schema-form'), { title: 'Boiler', decimals: 2, color: '#ff0000', thresholds: [80], notes: '**Read** the gauge' });

    await plain.select('#tv-empty-type', 'INTEGER');
    await fill(plain, '#tv-empty-value', '1.5');
    await submit(plain, '#typed-value-empty button.primary');
    t.equal(await text(plain, '#tv-empty-value-error'), 'Invalid integer value.');
    t.equal(await valueOf(plain, '#tv-empty-value'), '1.5');
    t.equal(await valueOf(plain, '#tv-empty-type'), 'INTEGER');

    await submit(plain, '#key-value-map-empty button[value="add-row:attributes"]');
    await submit(plain, '#key-value-map-empty button[value="add-row:attributes"]');
    await fill(plain, '#kv-empty-0-key', 'floor');
    await fill(plain, '#kv-empty-0-value', '2');
    await fill(plain, '#kv-empty-1-key', 'floor');
    await fill(plain, '#kv-empty-1-value', '3');
    await submit(plain, '#key-value-map-empty button.primary');
    t.same(await savedJson(plain, 'key-value-map'), { floor: '3' }, "a key given twice collapses: the later row's value wins");
  });

  t.test('by keyboard: the phone form typed and sent with Enter; a row added from the keyboard', async (t) => {
    await page.goto(address('#phone-input'));
    await page.focus('#field-phoneNumber-country');
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Country calling code', 'the country select has its name');
    await fill(page, '#field-phoneNumber', '06 12');
    await page.select('#field-phoneNumber-country', 'FR');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#field-phoneNumber')?.placeholder === '+33612345678', LIMIT);
    t.equal(await valueOf(page, '#field-phoneNumber'), '06 12', "a country change: the number drawn again with the country's example, the text kept");
    await fill(page, '#field-phoneNumber', '');
    await page.select('#field-phoneNumber-country', 'US');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#field-phoneNumber')?.placeholder === '+12015550123', LIMIT);
    await page.focus('#field-phoneNumber-country');
    await page.keyboard.press('Tab');
    t.equal(await focusedId(page), 'field-phoneNumber', 'Tab: the number');
    await page.keyboard.type('(201) 555-0123');
    await Promise.all([page.waitForNavigation(LIMIT), page.keyboard.press('Enter')]);
    t.same(await savedJson(page, 'phone-input'), { phoneNumber: '+12015550123' }, 'Enter sends the form');

    await page.goto(address('#structured-rows'));
    await page.focus('#structured-rows-empty .gallery-form');
    t.ok(await tabTo(page, () => document.activeElement?.getAttribute('value') === 'add-row:domainInfos', 10), 'Tab reaches the add button');
    await Promise.all([page.waitForNavigation(LIMIT), page.keyboard.press('Enter')]);
    t.equal(await page.$$eval('#structured-rows-empty .form-list-entry', (all) => all.length), 1, 'a row added');
    await page.focus('#structured-rows-empty .gallery-form');
    t.ok(await tabTo(page, () => document.activeElement?.getAttribute('value') === 'remove-row:domainInfos.0', 10), "Tab reaches the row's remove button");
    t.ok((await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).length > 0, 'named');
    await Promise.all([page.waitForNavigation(LIMIT), page.keyboard.press('Enter')]);
    t.equal(await page.$$eval('#structured-rows-empty .form-list-entry', (all) => all.length), 0, 'the row removed');
  });

  t.test('the typed value: a change of type resets the value (boolean false, JSON an empty object, others none)', async (t) => {
    await page.goto(address('#typed-value'));
    await page.$eval('#typed-value-filled input[type="checkbox"]', (box) => { (box as HTMLInputElement).checked = true; });
    await page.focus('#tv-filled-type');
    await page.select('#tv-filled-type', 'STRING');
    t.equal(await valueOf(page, '#tv-filled-value'), '', 'string: no value');
    await page.select('#tv-filled-type', 'JSON');
    t.equal(await valueOf(page, '#tv-filled-value'), '{}', 'JSON: an empty object');
    await page.select('#tv-filled-type', 'BOOLEAN');
    t.equal(await page.$eval('#typed-value-filled input[type="checkbox"]', (box) => (box as HTMLInputElement).checked), false, 'boolean: false');
    t.equal(await page.$eval('#typed-value-filled input[type="checkbox"]', (box) => getComputedStyle(box.closest('.field')!).display !== 'none'), true, 'the check box shown');
  });

  t.test('the check box with custom values: its error text slides in', async (t) => {
    await page.goto(address('#custom-checkbox'));
    t.equal(await page.$eval('#cb-invalid-error', (e) => getComputedStyle(e).animationName), 'field-error-in');
    t.equal(await page.$eval('#cb-read-only', (e) => (e as HTMLInputElement).disabled), true, 'read-only: not changed');
    t.equal(await page.$eval('#custom-checkbox-read-only input[type="hidden"]', (e) => (e as HTMLInputElement).value), 'ON', 'but its value posted');
  });

  t.test('the schema form with JavaScript: its code editors upgraded, the markdown field in the markdown editor', async (t) => {
    await page.goto(address());
    await hydrateSchemaEditors(page);
    t.equal(await page.$$eval('#schema-form-filled .cm-editor', (all) => all.length), 2, 'the CSS and the markdown editors upgraded');
    t.ok(await page.$('#sf-schemaFilled-notes-field'), 'the markdown editor');
    t.equal(await page.$('#sf-schemaDisabled-notes-field button[name$="._mode"]'), null, 'disabled: preview only');
    t.equal(await page.$('#schema-form-read-only button[name="_schema_add"]'), null, 'read-only: no item added');
  });

  t.test('axe over these parts and screenshots of each state at 1280 and 400 px', async (t) => {
    for (const width of [1280, 400]) {
      await page.setViewport({ width, height: 800 });
      await page.goto(address());
      await hydrateSchemaEditors(page);
      t.same(await axeFindings(page, PARTS), [], `axe at ${width} px`);
      await screenshotStates(t, page, SHOTS);
      const wider = await page.$$eval(PARTS.map((part) => `#${part}`).join(','), (sections) => sections.filter((s) => s.scrollWidth > s.clientWidth + 1).map((s) => s.id));
      t.same(wider, [], `no section wider than itself at ${width} px`);
    }
    t.same(problems, [], 'no script or CSP errors');
  });
});
