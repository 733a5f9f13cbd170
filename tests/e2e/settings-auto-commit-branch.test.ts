// In Chromium: the auto-commit settings' branch fields are the shared branch autocomplete: typing asks the console for
// the branches starting with the text (condition waits with generous limits), a new name is taken and saved; axe finds
// nothing serious on the page.
import t from 'tap';
import { launchBrowser, screenshot, serveConsole } from '../helpers/browser.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { seriousViolations, signedInPage } from './shell-checks.ts';

const LIMIT = { timeout: 30_000 };
const REPOSITORY = { repositoryUri: 'https://git.example.com/tenant/config.git', authMethod: 'USERNAME_PASSWORD', username: 'bot', password: 'secret', defaultBranch: 'main', readOnly: false, showMergeCommits: false };
const FIELD = '#field-DEVICE-branch';

t.test('/settings/auto-commit: the branch autocomplete suggests by prefix and takes a new name', async (t) => {
  const c = await serveConsole(t);
  const f = await assetFixtures(c.emulator.url);
  await f.api.post('/api/admin/repositorySettings', REPOSITORY);
  const page = await signedInPage(await launchBrowser(t), c.origin, 'tenant');
  await page.goto(`${c.origin}/settings/auto-commit`);
  const options = () => page.$$eval(`${FIELD}-list option`, (list) => list.map((o) => (o as HTMLOptionElement).value).join());
  t.equal(await options(), 'main', 'every branch suggested while empty');

  await page.click('#field-DEVICE-enabled');
  await page.focus(FIELD);
  await page.keyboard.type('x');
  await page.waitForFunction((id) => document.querySelectorAll(`${id}-list option`).length === 0, LIMIT, FIELD);
  t.pass('no branch starts with the text: nothing suggested');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('M');
  await page.waitForFunction((id) => [...document.querySelectorAll(`${id}-list option`)].map((o) => (o as HTMLOptionElement).label).join() === 'main (default)', LIMIT, FIELD);
  t.pass('by prefix, ignoring case, the default marked');
  t.same(await seriousViolations(page), [], 'axe: the auto-commit settings');
  await screenshot(page, 'settings-auto-commit-branch', false);

  await page.keyboard.press('Backspace');
  await page.keyboard.type('devices');
  await Promise.all([page.waitForNavigation(LIMIT), page.click('.account-actions button[type="submit"]')]);
  t.equal(await page.$eval(FIELD, (e) => (e as HTMLInputElement).value), 'devices', 'shown again as saved');
  t.same((await f.api.get('/api/admin/autoCommitSettings')).body, { DEVICE: { branch: 'devices', saveRelations: false, saveAttributes: false, saveCredentials: false } }, 'a new branch name taken');
});
