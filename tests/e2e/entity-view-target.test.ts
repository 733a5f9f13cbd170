// The entity view form's target entity in a browser: choosing another type re-lists the picker's choices at once
// (htmx on change, no search click), and the entity chosen among them is the one saved.
import t from 'tap';
import { screenshot } from '../helpers/browser.ts';
import { DEMO, session } from '../helpers/emulator.ts';
import { tenantDesktopPage } from './desktop-page.ts';

const LIMIT = { timeout: 20_000 };

t.test('switching the target type to Asset lists the assets; the asset chosen is saved', async (t) => {
  const { c, page } = await tenantDesktopPage(t, '/entityViews');
  const api = await session(c.emulator.url, DEMO.tenant);
  const asset = (await api.post('/api/asset', { name: 'Boiler room', type: 'room' })).body.id.id as string;

  await page.click('a[aria-label="Add entity view"]');
  await page.waitForSelector('#entity-dialog select[name="entityId.entityType"]', LIMIT);
  const optionTexts = () => page.$$eval('#entity-dialog select[name="entityId.id"] option', (os) => os.map((o) => o.textContent));
  t.ok((await optionTexts()).includes('Thermostat T1'), 'devices first');

  await page.select('#entity-dialog select[name="entityId.entityType"]', 'ASSET');
  await page.waitForFunction(() => [...document.querySelectorAll('#entity-dialog select[name="entityId.id"] option')].some((o) => o.textContent === 'Boiler room'), LIMIT);
  t.notOk((await optionTexts()).includes('Thermostat T1'), 'no devices left');
  t.equal(await page.$eval('#entity-dialog input[name="entityId.shownType"]', (i) => (i as HTMLInputElement).value), 'ASSET', 'the shown type follows');
  await screenshot(page, 'entity-view-target-asset-1280');

  await page.select('#entity-dialog select[name="entityId.id"]', asset);
  await page.type('#entity-dialog input[name="name"]', 'Boiler view');
  await page.type('#entity-dialog input[name="type"]', 'room');
  await page.click('#entity-dialog .dialog-actions button.primary');
  await page.waitForFunction(() => !document.querySelector('#entity-dialog dialog'), LIMIT);
  const saved = (await api.get('/api/tenant/entityViews?pageSize=10&page=0&textSearch=Boiler')).body.data[0];
  t.same(saved.entityId, { entityType: 'ASSET', id: asset }, 'the asset is the target');
});
