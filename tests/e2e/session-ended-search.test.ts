import t from 'tap';
import { signIn } from '../helpers/browser.ts';
import { tenantDesktopPage } from './desktop-page.ts';

t.test('a search whose session has ended takes the whole page to sign-in, and sign-in returns to the list', async (t) => {
  const { c, browser, page } = await tenantDesktopPage(t, '/devices');
  await page.type('input[name="textSearch"]', 'therm');
  await page.waitForFunction(() => location.search === '?textSearch=therm');
  await page.waitForFunction(() => document.querySelectorAll('#entity-table tbody tr').length === 2);

  // The user signs out in another tab of the same browser: this tab's session is gone.
  const other = await browser.newPage();
  await other.goto(`${c.origin}/home`);
  await other.click('.user-menu summary');
  await Promise.all([other.waitForNavigation(), other.click('.user-menu form[action="/logout"] button')]);
  await other.close();

  await Promise.all([page.waitForNavigation(), page.type('input[name="textSearch"]', 'ostat')]);
  t.equal(new URL(page.url()).pathname, '/login', 'the whole page is the sign-in page, not a fragment inside the list');
  t.ok(await page.$('form[action="/login"] input[name="username"]'), 'with its form');
  t.equal(await page.$('#entity-table'), null, 'and nothing of the list');

  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  t.equal(page.url(), `${c.origin}/devices?textSearch=therm`, 'back on the list the browser showed');
});
