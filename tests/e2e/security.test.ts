import t from 'tap';
import { createHmac } from 'node:crypto';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';
import { DEMO, session as platformSession } from '../helpers/emulator.ts';

function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const PLATFORM_2FA = { providers: [{ providerType: 'TOTP', issuerName: 'Floorboard' }, { providerType: 'BACKUP_CODE', codesQuantity: 10 }], minVerificationCodeSendPeriod: 30, totalAllowedTimeForVerification: 3600 };

for (const javascript of [true, false]) {
  t.test(`enable the authenticator app ${javascript ? 'with' : 'without'} JavaScript`, async (t) => {
    const c = await serveConsole(t);
    const sys = await platformSession(c.emulator.url, DEMO.sysadmin);
    await sys.post('/api/2fa/settings', PLATFORM_2FA);
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
    await page.type('input[name="code"]', totp(secret));
    await Promise.all([page.waitForNavigation(), page.click('form[action="/security/2fa/verify"] button')]);
    await page.waitForSelector('.toast.toast-success');
    t.match(await page.$eval('.toast', (e) => e.textContent), /Authenticator app is now on/);
    if (javascript) {
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.toast')!).display === 'none', { timeout: 5000 });
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
