// The entity type and sub-type pickers in the gallery under the console's CSP, over the tenant's own device types:
// chips added and removed by keyboard only (Enter, comma, semicolon; a suggestion; a chip's remove button), the
// type-ahead asking the console (case-insensitive prefix for sub-types, substring for entity types), the focus kept
// in the field; the same without JavaScript through the page's own GET form; axe clean, screenshots of every state.
import t from 'tap';
import type { Page } from 'puppeteer-core';
import { axeFindings, focusedId, openGallery, overflowOf, shootStates, tabTo, valueOf } from '../helpers/gallery-browser.ts';
import { holdRequests } from '../helpers/held-requests.ts';

const LIMIT = { timeout: 60_000 };
const STATES = ['empty', 'filled', 'invalid', 'disabled', 'read-only'];
const PARTS = ['entity-type-select', 'entity-type-list', 'subtype-select', 'subtype-list'];
const SHOTS = Object.fromEntries(PARTS.map((part) => [part, STATES]));

const chips = (page: Page, list: string) => page.$$eval(`#${list} .chip input[type="hidden"]`, (all) => all.map((i) => (i as HTMLInputElement).value));
const suggestions = (page: Page, list: string) => page.$$eval(`#${list}-suggestions .type-suggestion`, (all) => all.map((b) => (b as HTMLButtonElement).value));
/** Waits until the list holds these chips (its htmx request answered and swapped). */
const chipsBecome = (page: Page, list: string, values: string[]) =>
  page.waitForFunction((id, want) => JSON.stringify([...document.querySelectorAll(`#${id} .chip input[type="hidden"]`)].map((i) => (i as HTMLInputElement).value)) === want, LIMIT, list, JSON.stringify(values))
    .catch(async (error: unknown) => {
      const text = await valueOf(page, `#${list}-text`).catch(() => '(no field)');
      throw new Error(`chips ${JSON.stringify(await chips(page, list))}, field ${JSON.stringify(text)}, not ${JSON.stringify(values)}: ${String(error)}`);
    });

/** Waits until the element of this id has the focus (the drawn list's field takes it as it settles). */
const focusOn = (page: Page, id: string) => page.waitForFunction((want) => document.activeElement?.id === want, LIMIT, id).catch(() => undefined);

/** Presses Shift+Tab until the focused element is named `name` (at most 8 times); whether it came to be. */
async function shiftTabTo(page: Page, name: string): Promise<boolean> {
  const named = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  for (let i = 0; i < 8 && (await named()) !== name; i++) {
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
  }
  return (await named()) === name;
}

t.setTimeout(360_000);
t.test('the type pickers in the gallery', async (t) => {
  const { c, page, problems, newPage, address } = await openGallery(t, { parts: PARTS });
  await page.goto(address('#subtype-list'));
  const known = (await suggestions(page, 'field-subtypeList-empty')).map((v) => v.slice('pick:'.length));
  t.ok(known.length >= 2, `the tenant's device types are suggested (${known.join(', ')})`);

  t.test('sub-type list by keyboard: typed values with comma, semicolon and Enter, each once; a suggestion; remove', async (t) => {
    const list = 'field-subtypeList-empty';
    t.equal(await page.$eval(`#${list}-text`, (i) => (i as HTMLInputElement).placeholder), 'Any device', "optional and empty: 'any'");
    await page.focus(`#${list}-text`);
    await page.keyboard.type(' pump ,');
    await chipsBecome(page, list, ['pump']);
    t.equal(await focusedId(page), `${list}-text`, 'the focus stays in the field');
    t.equal(await valueOf(page, `#${list}-text`), '', 'the field emptied');
    t.equal(await page.$eval(`#${list}-text`, (i) => (i as HTMLInputElement).placeholder), '+Device type', "'+type' once a chip exists");
    await page.keyboard.type('meter;');
    await chipsBecome(page, list, ['pump', 'meter']);
    await page.keyboard.type(' PUMP ');
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => (document.getElementById(id) as HTMLInputElement | null)?.value === '', LIMIT, `${list}-text`);
    t.same(await chips(page, list), ['pump', 'meter', 'PUMP'], 'trimmed; a different case is another type');
    await page.keyboard.type('pump');
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => (document.getElementById(id) as HTMLInputElement | null)?.value === '', LIMIT, `${list}-text`);
    t.same(await chips(page, list), ['pump', 'meter', 'PUMP'], 'a held value typed again is ignored');

    // Type-ahead: the first letters of a known type, any case, narrow the suggestions (150 ms debounced, htmx).
    const target = known[0]!;
    await page.keyboard.type(target.slice(0, 2).toUpperCase());
    await page.waitForFunction((id, prefix) => {
      const all = [...document.querySelectorAll(`#${id}-suggestions .type-suggestion`)].map((b) => (b as HTMLButtonElement).value.slice(5));
      return all.length > 0 && all.every((v) => v.toLowerCase().startsWith(prefix));
    }, LIMIT, list, target.slice(0, 2).toLowerCase());
    await page.waitForNetworkIdle({ idleTime: 300, ...LIMIT });
    t.ok((await suggestions(page, list)).includes(`pick:${target}`), 'the known type suggested by its prefix');
    t.ok(await tabTo(page, (() => (document.activeElement as HTMLButtonElement | null)?.classList.contains('type-suggestion') ?? false) as () => boolean, 6), 'Tab reaches the suggestions');
    const picked = await page.evaluate(() => (document.activeElement as HTMLButtonElement).value.slice(5));
    await page.keyboard.press('Enter');
    await chipsBecome(page, list, ['pump', 'meter', 'PUMP', picked]);
    await focusOn(page, `${list}-text`);
    t.equal(await focusedId(page), `${list}-text`, 'chosen: the focus back in the field');

    // Remove by keyboard: Shift+Tab back to the last chip's remove button.
    t.ok(await shiftTabTo(page, 'Remove meter'), 'Shift+Tab reaches a chip\'s remove button, named by its tooltip');
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('title')), 'Remove meter');
    await page.keyboard.press('Enter');
    await chipsBecome(page, list, ['pump', 'PUMP', picked]);
    await focusOn(page, `${list}-text`);
    t.equal(await focusedId(page), `${list}-text`, 'removed: the focus in the field');

    // Typing on while a request runs: nothing typed is lost, and the chips of each request are kept.
    await page.keyboard.type('alpha,beta;gamma');
    await page.keyboard.press('Enter');
    await chipsBecome(page, list, ['pump', 'PUMP', picked, 'alpha', 'beta', 'gamma']);
    t.equal(await valueOf(page, `#${list}-text`), '', 'all typed text became chips');
  });

  t.test('a value still being typed when the list is drawn stays in the field: only what a separator ended is added', async (t) => {
    const list = 'field-subtypeList-empty';
    const held = await chips(page, list);
    const adds = await holdRequests(page, '/parts/type-chips?');
    await page.focus(`#${list}-text`);
    await page.keyboard.type('one,');
    const first = await adds.next();
    // Typed while the first answer is on its way (a slow network): 'two' ended by a semicolon, 'th' not yet.
    await page.keyboard.type('two;th');
    await first.continue();
    await adds.release();
    await chipsBecome(page, list, [...held, 'one', 'two']);
    await page.waitForFunction((id) => (document.getElementById(id) as HTMLInputElement | null)?.value === 'th', LIMIT, `${list}-text`);
    t.pass("'th' is left in the field, not added");
    await page.keyboard.type('ree');
    await page.keyboard.press('Enter');
    await chipsBecome(page, list, [...held, 'one', 'two', 'three']);
    t.equal(await valueOf(page, `#${list}-text`), '', 'Enter added the rest');
  });

  t.test('required sub-type list: emptied shows its message; a type too long is refused with the text kept', async (t) => {
    const list = 'field-subtypeList-invalid';
    t.equal(await page.$eval(`#${list}-error`, (e) => e.textContent), 'No device types selected.');
    t.equal(await page.$eval(`#${list}-text`, (i) => (i as HTMLInputElement).placeholder), 'Enter device type', "required and empty: 'enter type'");
    await page.focus(`#${list}-text`);
    await page.keyboard.type('x'.repeat(256));
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => document.getElementById(`${id}-error`)?.textContent?.includes('255'), LIMIT, list);
    t.equal(await valueOf(page, `#${list}-text`), 'x'.repeat(256), 'the text kept');
    t.ok((await overflowOf(page)) <= 0, 'the long text\'s no-match line stays within the window');
    t.same(await chips(page, list), []);
    t.equal(await page.$eval(`#${list}`, (f) => f.getAttribute('aria-invalid')), 'true');
  });

  t.test('entity type list: substring type-ahead by name, chosen by keyboard; unknown names refused', async (t) => {
    const list = 'field-entityTypeList-filled';
    t.same(await chips(page, list), ['DEVICE', 'ASSET']);
    await page.focus(`#${list}-text`);
    await page.keyboard.type('VIEW');
    await page.waitForFunction((id) => document.querySelectorAll(`#${id}-suggestions .type-suggestion`).length === 1, LIMIT, list);
    // The type-ahead's last answer is in (a slow machine may have asked for 'VI' and 'VIE' first).
    await page.waitForNetworkIdle({ idleTime: 300, ...LIMIT });
    t.same(await suggestions(page, list), ['pick:ENTITY_VIEW'], "'view' found inside 'Entity view', any case");
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    t.equal(await page.evaluate(() => (document.activeElement as HTMLButtonElement).value), 'pick:ENTITY_VIEW');
    await page.keyboard.press('Enter');
    await chipsBecome(page, list, ['DEVICE', 'ASSET', 'ENTITY_VIEW']);
    // The drawn list's field takes the focus as it settles; keys pressed before that went to the field it replaced.
    await focusOn(page, `${list}-text`);
    await page.keyboard.type('customer,');
    await chipsBecome(page, list, ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER']);
    t.equal(await page.$eval(`#${list} .chip:last-child span`, (s) => s.textContent), 'Customer', 'a chip shows the type by name');
    await page.keyboard.type('tenant');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`#${list}-error`, LIMIT);
    t.equal(await page.$eval(`#${list}-error`, (e) => e.textContent), "No entity types matching 'tenant' were found.", 'not allowed: refused');
    t.equal(await valueOf(page, `#${list}-text`), 'tenant');
  });

  t.test('disabled and read-only lists offer nothing to change; the selects', async (t) => {
    for (const state of ['disabled', 'readOnly']) {
      t.equal(await page.$$eval(`#field-subtypeList-${state} button, #field-subtypeList-${state} input[type="text"]`, (all) => all.length), 0, `${state}: no buttons or field`);
    }
    t.equal(await page.$eval('#field-subtypeSelect-empty option', (o) => o.textContent), 'All', "the first, empty choice: 'all subtypes'");
    t.equal(await valueOf(page, '#field-entityTypeSelect-invalid'), '', 'a type no longer allowed reset to none');
    t.equal(await page.$eval('label[for="field-entityTypeSelect-empty"]', (l) => l.textContent), 'Type', "label 'type'");
  });

  t.test('without JavaScript: the same rules through the page\'s GET form', async (t) => {
    const plain = await newPage();
    t.teardown(() => plain.close());
    await plain.setJavaScriptEnabled(false);
    await plain.goto(address('#subtype-list'));
    const list = 'field-subtypeList-filled';
    const before = await chips(plain, list);
    await plain.type(`#${list}-text`, ' alpha ; beta,alpha');
    await Promise.all([plain.waitForNavigation(), plain.keyboard.press('Enter')]);
    t.same(await chips(plain, list), [...before, 'alpha', 'beta'], 'Enter adds the typed values through the form');
    await Promise.all([plain.waitForNavigation(), plain.click(`#${list} button[value="remove:alpha"]`)]);
    t.same(await chips(plain, list), [...before, 'beta'], 'a chip\'s remove button');
    await plain.type(`#${list}-text`, known[0]!.slice(0, 2).toUpperCase());
    await Promise.all([plain.waitForNavigation(), plain.click(`#${list} button[value="search"]`)]);
    const found = await suggestions(plain, list);
    t.ok(found.length > 0 && found.every((v) => v.slice(5).toLowerCase().startsWith(known[0]!.slice(0, 2).toLowerCase())), 'Search narrows the suggestions by prefix');
    const empty = 'field-subtypeList-empty';
    await Promise.all([plain.waitForNavigation(), plain.click(`#${empty} button[value="pick:${known[1]}"]`)]);
    t.same(await chips(plain, empty), [known[1]], 'a suggestion added');
    await Promise.all([plain.waitForNavigation(), plain.click(`#${empty} button[value="remove:${known[1]}"]`)]);
    t.same(await chips(plain, empty), [], 'the last removed');

    // The selects' forms: a posted type no longer allowed, a sub-type there is not, both come back as none.
    await plain.goto(`${c.origin}/gallery/type-pickers?part=entityTypeSelect.filled&entityTypeSelect.filled=TENANT&parts=${PARTS.join(',')}#entity-type-select-filled`);
    t.equal(await valueOf(plain, '#field-entityTypeSelect-filled'), '', 'a type not allowed reset to none');
    await plain.select('#field-entityTypeSelect-filled', 'ASSET');
    await Promise.all([plain.waitForNavigation(), plain.click('#entity-type-select-filled button[type="submit"]:not([tabindex])')]);
    t.equal(await valueOf(plain, '#field-entityTypeSelect-filled'), 'ASSET', 'Apply keeps the choice');
    await plain.goto(`${c.origin}/gallery/type-pickers?part=subtypeSelect.filled&subtypeSelect.filled=gone&parts=${PARTS.join(',')}#subtype-select-filled`);
    t.equal(await valueOf(plain, '#field-subtypeSelect-filled'), '', "a sub-type there is not: 'all subtypes'");
  });

  t.test('axe and screenshots of each state at 1280 and 400 px', async (t) => {
    for (const width of [1280, 400]) {
      await page.setViewport({ width, height: 800 });
      // A new document (another query), not a jump within the one the tests above typed into.
      await page.goto(address(`?width=${width}#entity-type-select`));
      t.same(await axeFindings(page, PARTS), [], `axe at ${width} px`);
      t.same(await shootStates(page, SHOTS, width), [], `every state photographed at ${width} px`);
      t.ok((await overflowOf(page)) <= 0, `nothing wider than the window at ${width} px`);
    }
    t.same(problems, [], 'no script or CSP errors');
  });
});
