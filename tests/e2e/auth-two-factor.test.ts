import t from 'tap';
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, screenshot, serveConsole } from '../helpers/browser.ts';
import { CUSTOMER_A, TENANT } from '../helpers/console.ts';
import {
  enableBackupCodes, enableCodeProvider, enablePlatformTwoFa, enableTotp, latestCode, totpCode,
} from '../helpers/two-factor.ts';

const ACCOUNT = [TENANT.username, TENANT.password] as const;
const CUSTOMER = [CUSTOMER_A.username, CUSTOMER_A.password] as const;
const PHONE = '+15550001111';

/** A fresh browser profile context that reports CSP violations. */
async function freshPage(browser: Browser, cspErrors: string[]): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  return page;
}

async function passwordStep(page: Page, origin: string, account: readonly [string, string] = ACCOUNT): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.type('input[name="username"]', account[0]);
  await page.type('input[name="password"]', account[1]);
  await Promise.all([page.waitForNavigation(), page.click('form[action="/login"] button[type="submit"]')]);
}

async function submitCode(page: Page, code: string): Promise<void> {
  await page.type('input[name="verificationCode"]', code);
  await Promise.all([page.waitForNavigation(), page.click('form[action="/login/mfa"] button[type="submit"]')]);
}

async function chooseProvider(page: Page, type: string): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.click('a[href="/login/mfa/providers"]')]);
  await Promise.all([page.waitForNavigation(), page.click(`button[name="providerType"][value="${type}"]`)]);
}

const path = (page: Page) => new URL(page.url()).pathname;

t.test('sign-in with each second factor in the browser', async (t) => {
  const c = await serveConsole(t);
  await enablePlatformTwoFa(c.emulator.url, { minVerificationCodeSendPeriod: 5 });
  const secret = await enableTotp(c.emulator.url, ACCOUNT);
  await enableCodeProvider(c.emulator.url, ACCOUNT, 'SMS', PHONE);
  await enableCodeProvider(c.emulator.url, ACCOUNT, 'EMAIL');
  const backupCodes = await enableBackupCodes(c.emulator.url, ACCOUNT);
  await enableCodeProvider(c.emulator.url, CUSTOMER, 'EMAIL');
  const browser = await launchBrowser(t);
  const cspErrors: string[] = [];

  t.test('authenticator app (the default), with the password shown and Continue enabled only for 6 digits', async (t) => {
    const page = await freshPage(browser, cspErrors);
    await page.goto(`${c.origin}/login`);
    await page.type('input[name="password"]', 'secret');
    await page.click('input[data-password-toggle]');
    t.equal(await page.$eval('#field-password', (e) => (e as HTMLInputElement).type), 'text', 'the toggle shows the password');
    await page.click('input[data-password-toggle]');
    t.equal(await page.$eval('#field-password', (e) => (e as HTMLInputElement).type), 'password');

    await passwordStep(page, c.origin);
    t.equal(path(page), '/login/mfa');
    await screenshot(page, 'login-mfa-totp');
    const disabled = () => page.$eval('form[action="/login/mfa"] button[type="submit"]', (b) => (b as HTMLButtonElement).disabled);
    t.equal(await disabled(), true, 'Continue is disabled while the code is incomplete');
    await page.type('input[name="verificationCode"]', '12345');
    t.equal(await disabled(), true);
    await page.$eval('input[name="verificationCode"]', (e) => ((e as HTMLInputElement).value = ''));
    await submitCode(page, totpCode(secret));
    t.equal(path(page), '/home');
  });

  t.test('SMS: sent on choice, countdown ticking, then the code from the outbox', async (t) => {
    const page = await freshPage(browser, cspErrors);
    await passwordStep(page, c.origin);
    await chooseProvider(page, 'SMS');
    t.match(await page.$eval('.login-hint', (e) => e.textContent), /sent by SMS to \+15\*+11/);
    const countdown = await page.$eval('[data-countdown]', (e) => e.textContent ?? '');
    t.equal(await page.$eval('#mfa-resend-button', (b) => (b as HTMLElement).hidden), true, 'resend hidden during the countdown');
    await page.waitForFunction((before) => document.querySelector('[data-countdown]')?.textContent !== before, { timeout: 60_000 }, countdown);
    t.pass('the countdown ticks');
    await page.waitForSelector('#mfa-resend-button:not([hidden])', { timeout: 60_000 });
    t.notOk(await page.$('[data-countdown]'), 'at zero the countdown gives way to the resend button');
    await submitCode(page, await latestCode(c.emulator.url, PHONE));
    t.equal(path(page), '/home');
  });

  t.test('e-mail: wrong code marked incorrect, then the code from the outbox', async (t) => {
    const page = await freshPage(browser, cspErrors);
    await passwordStep(page, c.origin);
    await chooseProvider(page, 'EMAIL');
    const code = await latestCode(c.emulator.url, ACCOUNT[0]);
    await submitCode(page, code === '000000' ? '111111' : '000000');
    t.equal(await page.$eval('#verificationCode-error', (e) => e.textContent), 'The verification code is incorrect.');
    await page.$eval('input[name="verificationCode"]', (e) => ((e as HTMLInputElement).value = ''));
    await submitCode(page, code);
    t.equal(path(page), '/home');
  });

  t.test('backup code; back returns to the previous choice', async (t) => {
    const page = await freshPage(browser, cspErrors);
    await passwordStep(page, c.origin);
    await chooseProvider(page, 'BACKUP_CODE');
    t.match(await page.$eval('.login-hint', (e) => e.textContent), /backup codes/);
    await Promise.all([page.waitForNavigation(), page.click('form[action="/login/mfa/back"] button')]);
    t.match(await page.$eval('.login-hint', (e) => e.textContent), /authenticator app/);
    await chooseProvider(page, 'BACKUP_CODE');
    await submitCode(page, backupCodes[1]);
    t.equal(path(page), '/home');
  });

  t.test('without JavaScript the whole step works', async (t) => {
    const page = await freshPage(browser, cspErrors);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${c.origin}/login`);
    t.equal(await page.$eval('.password-toggle', (e) => getComputedStyle(e).display), 'none', 'no toggle that could not work');
    await passwordStep(page, c.origin, CUSTOMER);
    t.match(await page.$eval('.login-hint', (e) => e.textContent), /has been sent to cu\*+rA@thingsboard\.org/, 'the only provider sends at once');
    t.equal(await page.$eval('#mfa-resend-button', (b) => (b as HTMLElement).hidden), false, 'resend is offered; the server judges the wait');
    await Promise.all([page.waitForNavigation(), page.click('#mfa-resend-button')]);
    t.match(await page.$eval('.toast-warn .toast-message', (e) => e.textContent), /Please wait \d+ s/);
    await submitCode(page, await latestCode(c.emulator.url, CUSTOMER[0]));
    t.equal(path(page), '/home');
  });

  t.test('no CSP violations', async (t) => {
    t.same(cspErrors, []);
  });
});

