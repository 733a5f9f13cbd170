import t from 'tap';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';
import { enablePlatformTwoFa, totpCode } from '../helpers/two-factor.ts';

for (const javascript of [true, false]) {
  t.test(`enable the authenticator app ${javascript ? 'with' : 'without'} JavaScript`, async (t) => {
    const c = await serveConsole(t);
    await enablePlatformTwoFa(c.emulator.url);
    const browser = await launchBrowser(t);
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(javascript);
    // Without JavaScript on a phone-sized screen, where toasts sit at the bottom.
    const viewport = javascript ? { width: 1280, height: 900 } : { width: 400, height: 800 };
    await page.setViewport(viewport);
    await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
    await page.goto(`${c.origin}/security`);
    await Promise.all([page.waitForNavigation(), page.click('form[action="/security/2fa/enable"] button')]);
    const qr = await page.$('svg.qr-code');
    t.ok(qr, 'the QR code is on the page');
    const box = await qr!.boundingBox();
    t.ok(box && box.width >= 200 && box.width === box.height, 'square and large enough to scan');
    const secret = await page.$eval('code.secret-key', (e) => e.textContent ?? '');
    if (javascript) await screenshot(page, 'security-totp-setup');
    await page.type('input[name="code"]', totpCode(secret));
    await Promise.all([page.waitForNavigation(), page.click('form[action="/security/2fa/verify"] button')]);
    await page.waitForSelector('.toast.toast-success');
    t.match(await page.$eval('.toast', (e) => e.textContent), /Authenticator app is now on/);
    if (javascript) {
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.toast')!).display === 'none', { timeout: 60_000 });
      t.pass('the success toast closes itself');
    } else {
      t.equal(await page.$eval('.toast', (e) => getComputedStyle(e).display), 'flex', 'it stays until closed');
      const box = await page.$eval('.toast', (e) => e.getBoundingClientRect().toJSON() as DOMRect);
      t.ok(box.bottom > viewport.height - 24 && box.top > viewport.height / 2, 'at the bottom of a narrow screen');
      await page.click('.toast label.toast-action');
      t.equal(await page.$eval('.toast', (e) => getComputedStyle(e).display), 'none', 'Close works without JavaScript');
    }
  });
}
