import t from 'tap';
import { screenshot, signIn } from '../helpers/browser.ts';
import { desktopPage } from './desktop-page.ts';

t.test('sign-in in the browser', async (t) => {
  const { c, page } = await desktopPage(t);
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(c.origin) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  const cspErrors: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });

  await page.goto(`${c.origin}/`);
  t.equal(new URL(page.url()).pathname, '/login', '/ leads to sign-in');
  await screenshot(page, 'login');

  await page.type('input[name="username"]', 'not-an-email');
  await page.type('input[name="password"]', 'tenant');
  await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
  t.equal(await page.$eval('#username-error', (e) => e.textContent), 'Invalid e-mail format.');
  t.equal(await page.$eval('input[name="username"]', (e) => (e as HTMLInputElement).value), 'not-an-email');

  await page.$eval('input[name="username"]', (e) => ((e as HTMLInputElement).value = ''));
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'wrong');
  t.match(await page.$eval('.toast-error .toast-message', (e) => e.textContent), /Invalid username or password/);

  await page.goto(`${c.origin}/devices?textSearch=Therm`);
  t.equal(new URL(page.url()).pathname, '/login');
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  t.equal(page.url(), `${c.origin}/devices?textSearch=Therm`, 'the deep link is where the user lands');
  t.equal(await page.$eval('.user-name', (e) => e.textContent), 'tenant@thingsboard.org');

  await page.click('.user-menu summary');
  await Promise.all([page.waitForNavigation(), page.click('.user-menu button[type="submit"]')]);
  t.equal(new URL(page.url()).pathname, '/login', 'logout returns to sign-in');
  t.same(foreign, [], 'nothing loaded from another origin');
  t.same(cspErrors, [], 'no CSP violations');
});
