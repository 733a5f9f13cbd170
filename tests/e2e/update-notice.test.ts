import t from 'tap';
import type { AddressInfo } from 'node:net';
import { launchBrowser, screenshot, signIn } from '../helpers/browser.ts';
import { startScriptedConsole } from '../helpers/scripted-console.ts';

t.test('the system administrator is told of an update, bottom right, until the notice is closed', async (t) => {
  const c = await startScriptedConsole(t);
  c.platform.script('GET', '/api/admin/updates', { status: 200, body: { message: 'ThingsBoard 3.5 is available', updateAvailable: true } });
  await c.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(c.app.server.address() as AddressInfo).port}`;
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  const viewport = { width: 1280, height: 800 };
  await page.setViewport(viewport);

  await signIn(page, origin, 'sysadmin@thingsboard.org', 'sysadmin');
  t.equal(new URL(page.url()).pathname, '/home');
  const notice = '#toasts .toast.toast-info';
  t.match(await page.$eval(notice, (e) => e.textContent), /ThingsBoard 3\.5 is available/);
  await screenshot(page, 'update-notice');
  const box = await page.$eval(notice, (e) => e.getBoundingClientRect().toJSON() as DOMRect);
  t.ok(box.right > viewport.width - 24 && box.bottom > viewport.height - 24, 'in the bottom right corner');
  t.equal(await page.$eval(notice, (e) => e.hasAttribute('data-duration')), false, 'no timer: it waits for the user');

  await page.click(`${notice} label.toast-action`);
  t.equal(await page.$eval(notice, (e) => getComputedStyle(e).display), 'none', 'Close closes it');
  await page.reload();
  t.equal(await page.$(notice), null, 'told once per sign-in');
});
