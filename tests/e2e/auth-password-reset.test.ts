import t from 'tap';
import { screenshot } from '../helpers/browser.ts';
import { desktopPage } from './desktop-page.ts';
import { CUSTOMER_A } from '../helpers/console.ts';
import { outbox } from '../helpers/two-factor.ts';

t.test('password reset from the request to a new sign-in', async (t) => {
  const { c, browser, page } = await desktopPage(t);
  const cspErrors: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });

  await page.goto(`${c.origin}/login`);
  await Promise.all([page.waitForNavigation(), page.click('a.forgot-password')]);
  t.equal(new URL(page.url()).pathname, '/login/resetPasswordRequest');
  await page.type('input[name="email"]', CUSTOMER_A.username);
  const submit = 'form[action="/login/resetPasswordRequest"] button[type="submit"]';
  // Two clicks before the answer arrives (in one task, so the second cannot land on the next page):
  // the second is ignored.
  await Promise.all([
    page.waitForNavigation(),
    page.$eval(submit, (button) => {
      (button as HTMLButtonElement).click();
      (button as HTMLButtonElement).click();
    }),
  ]);
  t.match(await page.$eval('.toast-success .toast-message', (e) => e.textContent), /a password reset link has been sent/);
  await screenshot(page, 'login-reset-request-sent');

  const mails = (await outbox(c.emulator.url, CUSTOMER_A.username)).filter((m) => m.template === 'RESET_PASSWORD');
  t.equal(mails.length, 1, 'one mail for the double click');
  const platformLink = /(http\S+resetPassword\?resetToken=\S+)/.exec(mails[0].body)![1];
  // The mailed link points at the platform, which sends the browser on to the console's page.
  const hop = await fetch(platformLink, { redirect: 'manual' });
  t.equal(hop.status, 303);
  const consolePath = hop.headers.get('location')!;
  t.match(consolePath, /^\/login\/resetPassword\?resetToken=/);

  await page.goto(`${c.origin}${consolePath}`);
  await page.type('input[name="newPassword"]', 'fresh-pass-1');
  await page.type('input[name="newPassword2"]', 'fresh-pass-2');
  await Promise.all([page.waitForNavigation(), page.click('button.primary')]);
  t.match(await page.$eval('.toast-error .toast-message', (e) => e.textContent), /The passwords you entered do not match\./);

  await page.type('input[name="newPassword"]', 'fresh-pass-1');
  await page.type('input[name="newPassword2"]', 'fresh-pass-1');
  await Promise.all([page.waitForNavigation(), page.click('button.primary')]);
  t.equal(new URL(page.url()).pathname, '/home', 'signed in with the new password');

  const again = await browser.createBrowserContext();
  const other = await again.newPage();
  await other.goto(`${c.origin}/login`);
  await other.type('input[name="username"]', CUSTOMER_A.username);
  await other.type('input[name="password"]', 'fresh-pass-1');
  await Promise.all([other.waitForNavigation(), other.click('form[action="/login"] button[type="submit"]')]);
  t.equal(new URL(other.url()).pathname, '/home', 'a new sign-in with the new password');
  t.same(cspErrors, [], 'no CSP violations');
});
