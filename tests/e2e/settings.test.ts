import t, { type Test as Tap } from 'tap';
import type { Page } from 'puppeteer-core';
import { launchBrowser, screenshot, serveConsole } from '../helpers/browser.ts';
import { readOutbox } from '../helpers/emulator.ts';
import { seriousViolations, signedInPage } from './shell-checks.ts';

// The settings pages in a browser: the password policy the system administrator sets is the one the security page
// enforces; the mail server set on its page sends the test mail. Screenshots of every settings page at 1280 and
// 400 px (tests/artifacts/settings-*.png), each checked by axe for serious and critical violations.

const WIDTHS = [1280, 400] as const;

async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = await page.$(`[name="${name}"]`);
    if (!field) throw new Error(`no field ${name}`);
    await field.evaluate((e) => ((e as HTMLInputElement).value = ''));
    await field.type(value);
  }
}

async function submit(page: Page, selector: string): Promise<void> {
  await Promise.all([page.waitForNavigation({ timeout: 30_000 }), page.click(selector)]);
}

t.test('settings pages in the browser', async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);

  t.test('a stricter password policy: a weaker new password is refused at the security page', async (t) => {
    const page = await signedInPage(browser, c.origin, 'sysadmin');
    t.teardown(() => page.browserContext().close());
    await page.goto(`${c.origin}/settings/security-settings`);
    await fill(page, { 'passwordPolicy.minimumLength': '12', 'passwordPolicy.minimumDigits': '2' });
    await submit(page, 'form[action="/settings/security-settings"] button.primary');
    await page.waitForFunction(() => document.querySelector('.toast-message')?.textContent === 'Settings saved', { timeout: 20_000 });
    t.equal(await page.$eval('input[name="passwordPolicy.minimumLength"]', (e) => (e as HTMLInputElement).value), '12');

    await page.goto(`${c.origin}/security`);
    await fill(page, { currentPassword: 'sysadmin', newPassword: 'weakpass1', newPassword2: 'weakpass1' });
    await page.click('input[data-password-toggle="field-newPassword"]');
    t.equal(await page.$eval('#field-newPassword', (e) => (e as HTMLInputElement).type), 'text', 'the change-password form\'s show/hide toggle shows the typed password');
    await submit(page, 'form[action="/security/password"] button[type="submit"]');
    const refused = await page.$$eval('.field-error, .form-error', (els) => els.map((e) => e.textContent).join(' '));
    t.match(refused, /at least 12 characters/);
    t.match(refused, /at least 2 digits/);
    await screenshot(page, 'settings-policy-refused-1280');
  });

  t.test('the mail server set on its page sends the test mail', async (t) => {
    const page = await signedInPage(browser, c.origin, 'sysadmin');
    t.teardown(() => page.browserContext().close());
    await page.goto(`${c.origin}/settings/outgoing-mail`);
    await fill(page, { 'jsonValue.mailFrom': 'alerts@example.com', 'jsonValue.smtpHost': 'smtp.example.com', 'jsonValue.smtpPort': '587', 'jsonValue.username': 'alerts', 'jsonValue.password': 'secret' });
    await page.select('select[name="jsonValue.tlsVersion"]', 'TLSv1.3');
    await submit(page, 'form[action="/settings/outgoing-mail"] button.primary');
    await page.waitForFunction(() => document.querySelector('.toast-message')?.textContent === 'Settings saved', { timeout: 20_000 });
    t.equal(await page.$eval('input[name="jsonValue.password"]', (e) => (e as HTMLInputElement).value), '', 'the password is not shown again');
    t.equal(await page.$eval('input[name="jsonValue.smtpHost"]', (e) => (e as HTMLInputElement).value), 'smtp.example.com');

    await submit(page, 'button[name="_command"][value="testMail"]');
    await page.waitForFunction(() => document.querySelector('.toast-message')?.textContent === 'Test mail sent', { timeout: 20_000 });
    const [mail] = await readOutbox(c.emulator.url, 'sysadmin@thingsboard.org');
    t.match(mail, { channel: 'EMAIL', from: 'alerts@example.com', to: 'sysadmin@thingsboard.org' });
  });

  t.test('without JavaScript: the SMS provider chosen by its type, then the test SMS dialog at its own address', async (t) => {
    const page = await signedInPage(browser, c.origin, 'sysadmin');
    t.teardown(() => page.browserContext().close());
    await page.setJavaScriptEnabled(false);
    await page.goto(`${c.origin}/settings/sms-provider`);
    await page.select('select[name="jsonValue.type"]', 'TWILIO');
    await submit(page, 'button[name="_search"][value="jsonValue.type"]');
    await fill(page, { 'jsonValue.numberFrom': '+15550001111', 'jsonValue.accountSid': 'AC1', 'jsonValue.accountToken': 'tok' });
    await submit(page, 'form[action="/settings/sms-provider"] button.primary');
    t.equal(await page.$eval('.toast-message', (e) => e.textContent), 'Settings saved');

    await submit(page, 'a[href="/settings/sms-provider?dialog=test-sms"]');
    t.ok(await page.$('dialog#dialog-test-sms[open]'), 'the dialog is open without JavaScript');
    await fill(page, { numberTo: '12345', message: 'Hi' });
    await submit(page, 'button[form="dialog-test-sms-form"]');
    t.equal(await page.$eval('#field-numberTo-error', (e) => e.textContent), 'Invalid phone number: use the E.164 format, e.g. +19995550123.');
    await fill(page, { numberTo: '+4917012345678' });
    await submit(page, 'button[form="dialog-test-sms-form"]');
    t.equal(await page.$eval('.toast-message', (e) => e.textContent), 'Test SMS sent');
    const [sms] = await readOutbox(c.emulator.url, '+4917012345678');
    t.match(sms, { channel: 'SMS', body: 'Hi' });
  });

  t.test('every settings page, wide and narrow: screenshots, and axe finds nothing serious', async (t) => {
    const pages: [string, string, string?, ('sysadmin' | 'tenant')?][] = [
      ['general', '/settings/general'],
      ['outgoing-mail', '/settings/outgoing-mail'],
      ['sms-provider', '/settings/sms-provider'],
      ['sms-test-dialog', '/settings/sms-provider?dialog=test-sms', 'test-sms'],
      ['security', '/settings/security-settings'],
      ['two-factor', '/settings/2fa'],
      ['home', '/settings/home', undefined, 'tenant'],
      ['repository', '/settings/repository', undefined, 'tenant'],
      ['repository-delete', '/settings/repository?dialog=delete', 'delete', 'tenant'],
      ['auto-commit', '/settings/auto-commit', undefined, 'tenant'],
      ['usage', '/usage', undefined, 'tenant'],
    ];
    const sysadmin = await signedInPage(browser, c.origin, 'sysadmin');
    const tenant = await signedInPage(browser, c.origin, 'tenant');
    t.teardown(() => Promise.all([sysadmin.browserContext().close(), tenant.browserContext().close()]));
    const check = async (t: Tap, page: Page, name: string, path: string, dialog?: string) => {
      for (const width of WIDTHS) {
        await page.setViewport({ width, height: 800 });
        const res = await page.goto(`${c.origin}${path}`);
        t.equal(res?.status(), 200, `${path} at ${width} px`);
        if (dialog) await page.waitForFunction((d) => document.querySelector(`dialog#dialog-${d}`)?.matches(':modal'), { timeout: 20_000 }, dialog);
        await screenshot(page, `settings-${name}-${width}`, !dialog);
        t.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, `${name} at ${width} px: no sideways scroll`);
        t.same(await seriousViolations(page), [], `${name} at ${width} px`);
      }
    };
    for (const [name, path, dialog, role] of pages) await check(t, role === 'tenant' ? tenant : sysadmin, name, path, dialog);
  });
});
