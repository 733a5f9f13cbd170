// The alias dialog's entity picker in Chromium: choosing another entity type re-lists the picker's choices (htmx),
// and the entity picked is what the alias keeps.
import t from 'tap';
import { launchBrowser, serveConsole, signIn } from '../helpers/browser.ts';
import { configuration, saveDashboard, tenantSession } from '../helpers/dashboards.ts';
import { seriousViolations, signedInPage } from './shell-checks.ts';

t.test('another entity type re-lists the alias\'s entity picker', async (t) => {
  const c = await serveConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const { configuration: config } = configuration([{ type: 'cards.markdown_card', kind: 'static', title: 'Notes' }], {
    one: { id: 'one', alias: 'One', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: '' } } },
  });
  const id = await saveDashboard(admin, 'Pick', config);
  const building = (await admin.post('/api/asset', { name: 'Browser building', type: 'building' })).body;
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/dashboards/${id}/edit/aliases/one?state=default`);
  const typeSelect = '#field-configuration-entityAliases-one-filter-singleEntity-entityType';
  const picker = '#field-configuration-entityAliases-one-filter-singleEntity-id';
  const labels = () => page.$$eval(`${picker} option`, (all) => all.map((o) => o.textContent));
  t.ok((await labels()).includes('Thermostat T1'), 'devices at first');
  await page.waitForFunction(() => 'htmx' in window, { timeout: 30_000 });
  await page.select(typeSelect, 'ASSET');
  await page.waitForFunction((p) => [...document.querySelectorAll(`${p} option`)].some((o) => o.textContent === 'Browser building'), { timeout: 30_000 }, picker);
  t.notOk((await labels()).includes('Thermostat T1'), 'the assets replaced the devices');
  await page.select(picker, building.id.id);
  await Promise.all([page.waitForNavigation(), page.click('#edit-aliases-item button.primary[type="submit"]')]);
  await page.goto(`${c.origin}/dashboards/${id}/edit`);
  await Promise.all([page.waitForNavigation(), page.click('form[action$="/edit/save"] button[type="submit"]')]);
  const saved = (await admin.get(`/api/dashboard/${id}`)).body.configuration.entityAliases.one.filter;
  t.same(saved.singleEntity, { entityType: 'ASSET', id: building.id.id }, 'the picked asset saved');

  // axe is injected as a script tag, so this page goes without the CSP.
  const checked = await signedInPage(browser, c.origin, 'tenant');
  await checked.goto(`${c.origin}/dashboards/${id}/edit/aliases/one?state=default`);
  t.same(await seriousViolations(checked), [], 'the alias dialog with its picker: axe finds nothing serious');
});
