// The chip list in a browser (views/parts/chip-list.tsx, islands/behaviours/chip-list.ts), in the entity view's add
// dialog swapped in by htmx: Enter, comma and semicolon turn typed text into chips (trimmed, each once), Backspace in
// the empty field removes the last chip, a chip's button removes it; the keys saved are the chips shown.
import t from 'tap';
import { screenshot } from '../helpers/browser.ts';
import { DEMO, session } from '../helpers/emulator.ts';
import { tenantDesktopPage } from './desktop-page.ts';

const LIMIT = { timeout: 20_000 };
const FIELD = '#entity-dialog input[name="keys.timeseries.add"]';

t.test('typing and removing key chips, then saving them', async (t) => {
  const { c, page } = await tenantDesktopPage(t, '/entityViews');
  const api = await session(c.emulator.url, DEMO.tenant);

  await page.click('a[aria-label="Add entity view"]');
  await page.waitForSelector(FIELD, LIMIT);
  const chips = () => page.$$eval('#entity-dialog .key-list:has(input[name="keys.timeseries.add"]) .chip', (items) => items.map((i) => i.textContent?.trim()));
  const boxes = () => page.$$eval('#entity-dialog input[type="checkbox"][name="keys.timeseries"]', (items) => items.map((i) => [(i as HTMLInputElement).value, (i as HTMLInputElement).checked, getComputedStyle(i).display]));

  t.ok(await page.$eval(FIELD, (el) => getComputedStyle(el.closest('.form-field')!.querySelector('.field-hint.js-only')!).display !== 'none'), 'the keyboard hint shows');
  await page.type(FIELD, ' temperature ,');
  await page.type(FIELD, 'humidity;');
  await page.type(FIELD, 'temperature');
  await page.keyboard.press('Enter');
  await page.type(FIELD, '  pressure');
  await page.keyboard.press('Enter');
  t.same(await chips(), ['temperature', 'humidity', 'pressure'], 'trimmed chips, each once');
  t.equal(await page.$eval(FIELD, (el) => (el as HTMLInputElement).value), '', 'the field emptied');
  t.ok(await page.$('#entity-dialog dialog[open]'), 'Enter with text adds a chip, it does not send the form');
  t.same(await boxes(), [['temperature', true, 'none'], ['humidity', true, 'none'], ['pressure', true, 'none']], 'each chip a checked box, hidden');
  await screenshot(page, 'entity-view-key-chips-1280');

  await page.keyboard.press('Backspace');
  t.same(await chips(), ['temperature', 'humidity'], 'Backspace in the empty field removes the last chip');
  await page.type(FIELD, 'x');
  await page.keyboard.press('Backspace');
  t.same(await chips(), ['temperature', 'humidity'], 'Backspace with text deletes text only');

  await page.click('#entity-dialog button[aria-label="Remove temperature"]');
  t.same(await chips(), ['humidity'], "a chip's button removes it");
  t.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name), 'keys.timeseries.add', 'focus back in the field');
  await page.type(FIELD, 'rssi');
  t.equal(await page.$eval('#entity-dialog .chip:last-child button', (b) => b.getAttribute('aria-label') + '|' + b.getAttribute('title')), 'Remove humidity|Remove humidity', 'the new chip’s button named by its tooltip');

  const thermostat = (await api.get('/api/tenant/devices?pageSize=10&page=0&textSearch=Thermostat%20T1')).body.data[0].id.id as string;
  await page.select('#entity-dialog select[name="entityId.id"]', thermostat);
  await page.type('#entity-dialog input[name="name"]', 'Chip view');
  await page.type('#entity-dialog input[name="type"]', 'chips');
  await page.click('#entity-dialog .dialog-actions button.primary');
  await page.waitForFunction(() => !document.querySelector('#entity-dialog dialog'), LIMIT);
  const saved = (await api.get('/api/tenant/entityViews?pageSize=10&page=0&textSearch=Chip')).body.data[0];
  t.same(saved.keys.timeseries, ['humidity', 'rssi'], 'the chips and the text left in the field are saved');
});
