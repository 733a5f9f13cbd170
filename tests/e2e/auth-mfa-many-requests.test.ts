import t from 'tap';
import { launchBrowser, serveConsole } from '../helpers/browser.ts';
import { TENANT } from '../helpers/console.ts';
import { enablePlatformTwoFa, enableTotp, totpCode } from '../helpers/two-factor.ts';

const ACCOUNT = [TENANT.username, TENANT.password] as const;

t.test('the many-requests message clears itself after 5 seconds', async (t) => {
  const c = await serveConsole(t);
  await enablePlatformTwoFa(c.emulator.url, { verificationCodeCheckRateLimit: '1:900' });
  const secret = await enableTotp(c.emulator.url, ACCOUNT);
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.goto(`${c.origin}/login`);
  await page.type('input[name="username"]', ACCOUNT[0]);
  await page.type('input[name="password"]', ACCOUNT[1]);
  await Promise.all([page.waitForNavigation(), page.click('form[action="/login"] button[type="submit"]')]);
  const submitCode = async (code: string) => {
    await page.$eval('input[name="verificationCode"]', (e) => ((e as HTMLInputElement).value = ''));
    await page.type('input[name="verificationCode"]', code);
    await Promise.all([page.waitForNavigation(), page.click('form[action="/login/mfa"] button[type="submit"]')]);
  };
  const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
  await submitCode(wrong);
  await submitCode(wrong);
  t.match(await page.$eval('.form-error', (e) => e.textContent), /Too many attempts/);
  await page.waitForSelector('.form-error', { hidden: true, timeout: 60_000 });
  t.pass('the message is gone');
});
