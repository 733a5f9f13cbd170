// Brief fix11, item 1, in Chromium: a form filled in and posted while the platform cannot be reached comes back with
// what was typed and "your changes were not saved" at its top (not the "Unable to connect" page); posted again once
// the platform is back, it saves. The platform's absence comes from the fault proxy between console and emulator.
import t from 'tap';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';
import { session } from '../helpers/emulator.ts';
import { axeFindings } from '../helpers/axe.ts';
import { TENANT } from '../helpers/console.ts';

const LIMIT = { timeout: 60_000 };
const NOT_SAVED = 'Unable to connect to the platform; your changes were not saved. Try again.';

t.test('the profile form posted with the platform away keeps its input and says nothing was saved', async (t) => {
  const c = await serveConsole(t);
  const admin = await session(c.emulator.url, [TENANT.username, TENANT.password]);
  const userId = (await admin.get('/api/auth/user')).body.id.id as string;
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setExtraHTTPHeaders({ 'accept-language': 'en-US' });
  await page.setViewport({ width: 1280, height: 800 });
  await signIn(page, c.origin, TENANT.username, TENANT.password);
  await page.goto(`${c.origin}/profile`);

  const replace = async (selector: string, text: string) => {
    await page.click(selector, { count: 3 });
    await page.keyboard.press('Backspace');
    await page.type(selector, text);
  };
  await replace('input[name="firstName"]', 'Offline');
  await replace('input[name="lastName"]', 'Typist');
  await page.select('select[name="lang"]', 'de_DE');

  // The platform away: the save and every read the form's answer would make.
  for (const [method, path] of [['POST', '/api/user'], ['GET', `/api/user/${userId}`], ['GET', '/api/tenant/dashboards']]) c.proxy.fault(method, path, { kind: 'reset' });
  const [answer] = await Promise.all([page.waitForNavigation(LIMIT), page.click('form.account-form button[type="submit"]')]);
  t.equal(answer?.status(), 502);
  t.equal(await page.$eval('.form-error[role="alert"]', (e) => e.textContent), NOT_SAVED, 'the error at the top of the form');
  t.equal(await page.$eval('input[name="firstName"]', (e) => (e as HTMLInputElement).value), 'Offline', 'the input kept');
  t.equal(await page.$eval('input[name="lastName"]', (e) => (e as HTMLInputElement).value), 'Typist');
  t.equal(await page.$eval('select[name="lang"]', (e) => (e as HTMLSelectElement).value), 'de_DE');
  t.equal(await page.$('#message-title'), null, 'not the "Unable to connect" page');
  t.ok(c.proxy.calls.some((call) => call.status === 0), 'the post met the dropped connection');
  t.equal((await admin.get(`/api/user/${userId}`)).body.firstName === 'Offline', false, 'nothing saved');
  t.same(await axeFindings(page), [], 'axe finds nothing serious');
  await screenshot(page, 'unreachable-profile-form');

  c.proxy.clearFaults();
  await Promise.all([page.waitForNavigation(LIMIT), page.click('form.account-form button[type="submit"]')]);
  t.equal(await page.$eval('input[name="firstName"]', (e) => (e as HTMLInputElement).value), 'Offline', 'posted again, saved');
  t.equal((await admin.get(`/api/user/${userId}`)).body.firstName, 'Offline', 'the platform has it');
});
