// In Chromium: /vc creates a version of several entity types and restores it per entity type, each request polled in
// its dialog until done (condition waits with generous limits, no timing asserts); the type options follow the check
// boxes through CSS alone; axe finds nothing serious in either dialog.
import t from 'tap';
import { launchBrowser, screenshot, serveConsole } from '../helpers/browser.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { seriousViolations, signedInPage } from './shell-checks.ts';

const LIMIT = { timeout: 30_000 };
const REPOSITORY = { repositoryUri: 'https://git.example.com/tenant/config.git', authMethod: 'USERNAME_PASSWORD', username: 'bot', password: 'secret', defaultBranch: 'main', readOnly: false, showMergeCommits: false };

t.test('/vc: create a version of the assets, change one, restore the assets from the version', async (t) => {
  const c = await serveConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const hall = await f.asset('Hall', { label: 'first' });
  await f.api.post('/api/admin/repositorySettings', REPOSITORY);
  const page = await signedInPage(await launchBrowser(t), c.origin, 'tenant');
  await page.goto(`${c.origin}/vc`);

  await page.click('a[aria-label="Create entities version"]');
  await page.waitForFunction(() => document.querySelector('dialog#dialog-create-entities-version')?.matches(':modal'), LIMIT);
  const shown = (selector: string) => page.$eval(selector, (e) => (e as HTMLElement).offsetParent !== null);
  t.notOk(await shown('input[name="entityTypes.ASSET.saveAttributes"]'), 'a type\'s options hidden until it is included');
  await page.click('input[name="entityTypes"][value="ASSET"]');
  t.ok(await shown('input[name="entityTypes.ASSET.saveAttributes"]'), 'shown once included');
  const assetList = '.vc-entity-ids:has([name^="entityTypes.ASSET.entityIds"])';
  t.notOk(await shown(assetList), 'all entities: no list to choose from');
  await page.click('input[name="entityTypes.ASSET.allEntities"]');
  t.ok(await shown(assetList), 'not all: the list of assets to choose from');
  t.match(await page.$eval(assetList, (e) => e.textContent ?? ''), /Hall/);
  await page.click('input[name="entityTypes.ASSET.allEntities"]');
  await page.type('#field-versionName', 'Nightly');
  await screenshot(page, 'vc-create-entities-version', false);
  t.same(await seriousViolations(page), [], 'axe: the create dialog');
  await page.click('dialog#dialog-create-entities-version .dialog-actions button[type="submit"]');
  await page.waitForFunction(() => document.querySelector('dialog#dialog-version-progress')?.textContent?.includes("Version 'Nightly' created"), LIMIT);
  await page.click('dialog#dialog-version-progress .dialog-actions a.button');
  await page.waitForFunction(() => !document.querySelector('dialog#dialog-version-progress') && document.querySelector('.version-control-tab tbody')?.textContent?.includes('Nightly'), LIMIT);
  t.pass('the version listed');

  const asset = (await f.api.get(`/api/asset/${hall}`)).body as Record<string, unknown>;
  await f.api.post('/api/asset', { ...asset, label: 'changed' });
  await page.click('.version-control-tab tbody a[aria-label="Restore version"]');
  await page.waitForFunction(() => document.querySelector('dialog#dialog-restore-entities')?.matches(':modal'), LIMIT);
  t.ok(await page.$eval('input[name="entityTypes"][value="ASSET"]', (e) => (e as HTMLInputElement).checked), 'the version\'s type offered, included');
  await screenshot(page, 'vc-restore-entities', false);
  t.same(await seriousViolations(page), [], 'axe: the restore dialog');
  await page.click('dialog#dialog-restore-entities .dialog-actions button[type="submit"]');
  await page.waitForFunction(() => document.querySelector('dialog#dialog-version-progress')?.textContent?.includes('updated: 1'), LIMIT);
  t.equal(((await f.api.get(`/api/asset/${hall}`)).body as { label: string }).label, 'first', 'the asset restored');

  // The toolbar's branch autocomplete (selection mode): suggestions by prefix; a text naming no branch reverts.
  await page.goto(`${c.origin}/vc`);
  await page.focus('#vc-branch');
  await page.keyboard.down('Control'); await page.keyboard.press('a'); await page.keyboard.up('Control');
  await page.keyboard.type('MA');
  await page.waitForFunction(() => [...document.querySelectorAll('#vc-branch-list option')].map((o) => (o as HTMLOptionElement).label).join() === 'main (default)', LIMIT);
  await page.keyboard.type('x');
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => (document.querySelector('#vc-branch') as HTMLInputElement | null)?.value === 'main' && document.querySelector('.version-control-tab tbody')?.textContent?.includes('Nightly'), LIMIT);
  t.pass('the branch reverts to the default, its versions listed');
});
