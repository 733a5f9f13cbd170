// The material icon picker and the key-value map editor in the gallery, in Chromium under the console's CSP: the
// picker at its own address with its own sprite, 40 common icons, show all with a search, the choice returned and the
// focus back on the opener; the map's rows added and removed by the server and checked by it; keyboard only, axe clean.
// Screenshots of every state: gallery-popovers.test.ts.
import t from 'tap';
import { axeFindings, focusedId, openGallery, tabTo, valueOf as value } from '../helpers/gallery-browser.ts';

t.test('the icon picker and the key-value map in the gallery', async (t) => {
  const { c, page, problems, newPage, address } = await openGallery(t, { parts: ['icon-input', 'key-value-map'] });

  t.test('without JavaScript: the icon field checked by the server, the input kept', async (t) => {
    const plain = await newPage();
    t.teardown(() => plain.close());
    await plain.setJavaScriptEnabled(false);
    await plain.goto(address('#icon-input-empty'));
    await plain.type('#icon-empty', 'no_such');
    await Promise.all([plain.waitForNavigation(), plain.keyboard.press('Enter')]);
    t.equal(await plain.$eval('#icon-empty-error', (e) => e.textContent), 'There is no material icon of this name.');
    t.equal(await value(plain, '#icon-empty'), 'no_such', 'the input kept');
  });

  t.test('icon picker, keyboard only: 40 common icons, show all with a search, the choice returned, focus back', async (t) => {
    await page.goto(address('#icon-input-filled'));
    await page.focus('#icon-filled');
    t.ok(await tabTo(page, () => document.activeElement?.id === 'icon-filled-picker', 2), 'Tab reaches the icon picker button');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.equal(await page.$eval('#icon-dialog', (d) => d.matches(':modal')), true, 'modal, at its own address');
    t.equal(await page.$$eval('#icon-dialog .icon-choice', (all) => all.length), 40, 'the 40 common icons');
    t.equal(await page.$eval('#icon-dialog .icon-choice[aria-pressed="true"]', (b) => b.getAttribute('aria-label')), 'show_chart', 'the current icon marked');
    await page.waitForFunction(() => document.querySelector<SVGUseElement>('#icon-dialog .icon-choice use') !== null, { timeout: 60_000 });
    const sprites = await page.$eval('#icon-dialog .icon-choice use', async (use) => {
      const own = new URL(use.getAttribute('href')!, location.href);
      const main = new URL(document.querySelector('use[href*="/icons-"]')!.getAttribute('href')!, location.href);
      const text = async (url: URL) => (await fetch(url)).text();
      return { sameOrigin: own.origin === location.origin, own: (await text(own)).includes('<symbol id="alarm_add"'), main: (await text(main)).includes('<symbol id="alarm_add"') };
    });
    t.same(sprites, { sameOrigin: true, own: true, main: false }, 'the icons from a sprite of its own, served by the console; the main sprite without them');
    t.same(await axeFindings(page), [], 'axe with the picker open');
    t.ok(await tabTo(page, () => document.activeElement?.id === 'icon-dialog-query'), 'Tab reaches the search');
    await page.keyboard.type('alarm');
    // htmx asks for the list while typing (150 ms after the last key): none of the common icons is an alarm.
    await page.waitForFunction(() => document.querySelector('#icon-dialog-grid [role="status"]')?.textContent === "No icons found for 'alarm'", { timeout: 60_000 });
    t.equal(await page.$eval('#icon-dialog-query', (e) => (e as HTMLInputElement).value), 'alarm', 'the search field kept as typed');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    t.equal(await page.$eval('#icon-dialog input[name="all"]', (e) => (e as HTMLInputElement).checked), true, 'show all on');
    await page.waitForFunction(() => {
      const names = [...document.querySelectorAll('#icon-dialog .icon-choice')].map((b) => b.getAttribute('aria-label')!);
      return names.length > 3 && names.every((n) => n.includes('alarm'));
    }, { timeout: 60_000 });
    t.equal(new URL(page.url()).searchParams.get('all'), 'true', 'no navigation, the address follows the search');
    t.equal(await page.$eval('#icon-dialog', (d) => d.matches(':modal')), true, 'the dialog still open');
    const names = await page.$$eval('#icon-dialog .icon-choice', (all) => all.map((b) => b.getAttribute('aria-label')));
    t.ok(names.length > 3 && names.every((n) => n!.includes('alarm')), `the search over every icon: ${names.join(' ')}`);
    t.ok(names.includes('alarm_add'), 'beyond the common ones');
    t.ok(await tabTo(page, () => document.activeElement?.getAttribute('aria-label') === 'alarm_add'), 'Tab reaches an icon');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.equal(await page.$('#icon-dialog'), null, 'chosen: closed');
    t.equal(await value(page, '#icon-filled'), 'alarm_add', 'its name returned');
    t.equal(await page.$eval('#icon-input-filled .icon-input-preview svg', (s) => s.innerHTML.length > 20), true, 'the icon drawn');
    t.equal(await focusedId(page), 'icon-filled-picker', 'the focus back on the opener');

    await page.goto(address('?dialog=icon&q=zzzz#icon-dialog'));
    t.equal(await page.$eval('#icon-dialog .icon-picker-grid [role="status"]', (e) => e.textContent), "No icons found for 'zzzz'");
    await page.keyboard.press('Escape');
    t.equal(await page.$eval('#icon-dialog', (d) => (d as HTMLDialogElement).open), false, 'Escape closes it');
  });

  t.test('key-value map, keyboard only: rows added and removed by the server, empty values refused (a repeated key is no error: it collapses), the object posted', async (t) => {
    await page.goto(address('#key-value-map-empty'));
    const addAndWait = async () => {
      t.ok(await tabTo(page, () => document.activeElement?.textContent?.trim() === 'Add entry' && !!document.activeElement.closest('#key-value-map-empty')), 'Tab reaches Add entry');
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    };
    await page.focus('#key-value-map-empty');
    await addAndWait();
    await page.type('#kv-empty-0-key', 'region');
    await page.type('#kv-empty-0-value', 'north');
    await page.focus('#kv-empty-0-value');
    await addAndWait();
    t.equal(await value(page, '#kv-empty-0-key'), 'region', 'the typed row kept');
    await page.type('#kv-empty-1-key', 'region');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.equal(await page.$eval('#kv-empty-1-value-error', (e) => e.textContent), 'Value is required.', 'Enter submits the form: the empty value refused');
    t.equal(await page.$('#kv-empty-1-key-error'), null, 'the repeated key is no error (widgets spec §5: duplicate keys collapse)');
    t.equal(await page.$eval('#kv-empty-1-value', (e) => e.getAttribute('aria-describedby')), 'kv-empty-1-value-error');
    await page.focus('#kv-empty-1-value');
    await page.keyboard.press('Tab');
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Remove entry', 'its remove button');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.equal(await page.$('#kv-empty-1-key'), null, 'removed');
    await Promise.all([page.waitForNavigation(), page.click('#key-value-map-empty .gallery-form > button.primary')]);
    t.match(await page.$eval('#key-value-map-empty pre', (e) => e.textContent), /"region": "north"/, 'the JSON object posted');
  });

  t.test('no script or CSP errors', async (t) => t.same(problems, []));
});
