import t from 'tap';
import { screenshot } from '../helpers/browser.ts';
import { TestClock } from '../helpers/test-clock.ts';
import { tenantDesktopPage } from './desktop-page.ts';

t.test('an access token that expires while the user searches is refreshed without the user noticing', async (t) => {
  // 5 s tokens are stale after 3 s (the spec's 2 s margin).
  const clock = new TestClock();
  const { c, page } = await tenantDesktopPage(t, '/devices', { clock, emulator: { accessTokenTtlSec: 5 } });
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const refreshesBefore = c.proxy.count('POST', '/api/auth/token');

  clock.advance(3500);
  await page.type('input[name="textSearch"]', 'therm');
  await page.waitForFunction(() => location.search === '?textSearch=therm');
  await page.waitForFunction(() => document.querySelectorAll('#entity-table tbody tr').length === 2);

  const names = await page.$$eval('#entity-table tbody td:nth-child(3) a', (as) => as.map((a) => a.textContent));
  t.same(names.sort(), ['Thermostat T1', 'Thermostat T2'], 'the search answered with the refreshed token');
  t.equal(c.proxy.count('POST', '/api/auth/token'), refreshesBefore + 1, 'one refresh, however many search requests raced');
  t.equal(await page.evaluate(() => (window as unknown as { marker: number }).marker), 42, 'no page load, no sign-in page');
  t.notOk(c.proxy.calls.some((call) => call.path === '/api/tenant/deviceInfos' && call.status === 401), 'the platform never refused a list call');
  t.equal(await page.$('.toast'), null, 'no error toast');
  await screenshot(page, 'refresh-during-search');

  await page.goto(`${c.origin}/devices?textSearch=DHT`);
  t.equal(new URL(page.url()).pathname, '/devices', 'the session goes on with the new tokens');
});

t.test('a platform that stops answering mid-search: "unable to connect" as a toast, the list stays', async (t) => {
  const { c, page } = await tenantDesktopPage(t, '/devices');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await c.proxy.close();
  await page.type('input[name="textSearch"]', 'therm');
  // Each debounced request answers with its own toast, which replaces the previous one.
  await page.waitForSelector('#toasts .toast.toast-error a.toast-action[href^="/devices?textSearch=therm&"]');
  t.equal(await page.$$eval('#toasts .toast', (e) => e.length), 1, 'one toast at a time');
  t.match(await page.$eval('#toasts .toast', (e) => e.textContent), /Unable to connect/);
  t.equal(await page.$$eval('#entity-table tbody tr', (rows) => rows.length), 9, 'the list is left as it was');
  t.equal(await page.evaluate(() => (window as unknown as { marker: number }).marker), 42, 'no page load');
  t.equal(await page.evaluate(() => location.search), '', 'the address still names the list that is shown');
  await screenshot(page, 'search-unable-to-connect');
  await page.click('#toasts label.toast-action');
  t.equal(await page.$eval('#toasts .toast', (e) => getComputedStyle(e).display), 'none', 'Close closes it');
});
