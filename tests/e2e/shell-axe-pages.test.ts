import t from 'tap';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, screenshot, serveConsole } from '../helpers/browser.ts';
import { CUSTOMER_A, TENANT } from '../helpers/console.ts';
import { enableCodeProvider, enablePlatformTwoFa } from '../helpers/two-factor.ts';
import { seriousViolations, signedInPage } from './shell-checks.ts';

// The pages shell-axe.test.ts does not visit: the public sign-in pages, message and error pages,
// the open menus, the second-factor page and the shell right to left.

async function anonymousPage(browser: Browser, lang = 'en-US'): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setBypassCSP(true);
  await page.setExtraHTTPHeaders({ 'accept-language': lang });
  await page.setViewport({ width: 1280, height: 800 });
  return page;
}

t.test('axe finds no serious or critical violation on any page built so far', async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);

  t.test('public sign-in pages, wide and narrow', async (t) => {
    const page = await anonymousPage(browser);
    t.teardown(() => page.browserContext().close());
    const paths = [
      '/login?loginError=Authentication%20failed',
      '/login/resetPasswordRequest',
      '/login/resetPassword?resetToken=not-a-real-token',
      '/login/resetExpiredPassword?resetToken=not-a-real-token',
      '/login/createPassword?activateToken=not-a-real-token',
    ];
    for (const width of [1280, 375]) {
      await page.setViewport({ width, height: 800 });
      for (const path of paths) {
        await page.goto(`${c.origin}${path}`);
        if (path.includes('loginError')) t.ok(await page.$('dialog#login-error[open]'), 'the login error dialog is open');
        t.same(await seriousViolations(page), [], `${path} at ${width} px`);
      }
    }
  });

  t.test('message, error and help pages, open menus (tenant administrator)', async (t) => {
    const page = await signedInPage(browser, c.origin, 'tenant');
    t.teardown(() => page.browserContext().close());
    const cases: [string, string][] = [
      ['/ruleChains', 'not available yet'],
      [`/devices/${randomUUID()}`, 'not found'],
      ['/help/no-such-page', 'help page not found'],
    ];
    for (const [path, what] of cases) {
      await page.goto(`${c.origin}${path}`);
      t.same(await seriousViolations(page), [], `${path} (${what})`);
    }

    await page.goto(`${c.origin}/devices`);
    await page.click('.user-menu summary');
    t.equal(await page.$eval('.user-menu', (d) => (d as HTMLDetailsElement).open), true);
    t.same(await seriousViolations(page), [], 'the open user menu');

    await page.setViewport({ width: 375, height: 800 });
    await page.goto(`${c.origin}/home`);
    await page.click('.menu-button');
    await page.waitForFunction(() => document.getElementById('side-nav')!.getBoundingClientRect().left >= 0);
    t.same(await seriousViolations(page), [], 'the open overlay menu at 375 px');
  });

  t.test('the forbidden dialog (system administrator on a tenant page)', async (t) => {
    const page = await signedInPage(browser, c.origin, 'sysadmin');
    t.teardown(() => page.browserContext().close());
    const res = await page.goto(`${c.origin}/devices`);
    t.equal(res?.status(), 403);
    t.ok(await page.$('dialog#forbidden[open]'));
    t.same(await seriousViolations(page), [], '/devices as system administrator');
    await page.goto(`${c.origin}/profile`);
    t.same(await seriousViolations(page), [], '/profile as system administrator');
  });

  t.test('right to left and in Japanese', async (t) => {
    for (const lang of ['fa-IR', 'ja-JP']) {
      const page = await signedInPage(browser, c.origin, 'customer', { 'accept-language': lang });
      t.teardown(() => page.browserContext().close());
      for (const path of ['/home', '/devices', '/profile', '/security', '/help/index']) {
        await page.goto(`${c.origin}${path}`);
        t.equal(await page.$eval('html', (h) => h.lang), lang);
        t.same(await seriousViolations(page), [], `${path} in ${lang}`);
      }
    }
  });

  t.test('the second-factor page and the security page with two-factor providers', async (t) => {
    await enablePlatformTwoFa(c.emulator.url);
    await enableCodeProvider(c.emulator.url, [CUSTOMER_A.username, CUSTOMER_A.password], 'EMAIL');
    const page = await anonymousPage(browser);
    t.teardown(() => page.browserContext().close());
    await page.goto(`${c.origin}/login`);
    await page.type('input[name="username"]', CUSTOMER_A.username);
    await page.type('input[name="password"]', CUSTOMER_A.password);
    await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
    t.equal(new URL(page.url()).pathname, '/login/mfa');
    t.same(await seriousViolations(page), [], '/login/mfa');
    await screenshot(page, 'shell-axe-mfa');

    const tenant = await signedInPage(browser, c.origin, 'tenant');
    t.teardown(() => tenant.browserContext().close());
    await tenant.goto(`${c.origin}/security`);
    t.ok(await tenant.$('.provider-row'), 'the two-factor part is shown');
    t.same(await seriousViolations(tenant), [], '/security with two-factor providers');
    await Promise.all([tenant.waitForNavigation(), tenant.click('form[action="/security/2fa/enable"]:has(input[value="TOTP"]) button')]);
    t.ok(await tenant.$('svg.qr-code'), 'the authenticator set-up with its QR code');
    t.same(await seriousViolations(tenant), [], '/security: setting up an authenticator app');
    // A method set up meanwhile (through the platform) can be disabled, after a confirmation.
    await enableCodeProvider(c.emulator.url, [TENANT.username, TENANT.password], 'EMAIL');
    await tenant.goto(`${c.origin}/security?disable=EMAIL`);
    t.ok(await tenant.$('dialog#disable-provider[open]'), 'the confirm dialog is open');
    t.same(await seriousViolations(tenant), [], '/security: confirm disabling a method');
  });
});
