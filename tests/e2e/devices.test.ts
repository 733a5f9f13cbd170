import t from 'tap';
import type { Page } from 'puppeteer-core';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';
import { tenantDesktopPage } from './desktop-page.ts';

const names = (page: Page) => page.$$eval('#devices-table tbody td:nth-child(2) a', (as) => as.map((a) => a.textContent));

t.test('device list with htmx', async (t) => {
  const { c, page } = await tenantDesktopPage(t, '/devices');
  t.equal((await names(page)).length, 9);
  await screenshot(page, 'devices');

  // Mark the document: a full reload would lose the mark, an htmx swap keeps it.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const requestsBefore = c.proxy.calls.length;
  await page.type('input[name="textSearch"]', 'therm');
  await page.waitForFunction(() => location.search === '?textSearch=therm');
  await page.waitForFunction(() => document.querySelectorAll('#devices-table tbody tr').length === 2);
  t.same((await names(page)).sort(), ['Thermostat T1', 'Thermostat T2']);
  t.equal(await page.evaluate(() => (window as unknown as { marker: number }).marker), 42, 'no full page load');
  t.ok(c.proxy.calls.length - requestsBefore <= 6, 'typing is debounced into a few requests');
  t.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'textSearch', 'focus stays in the search field');

  await page.$eval('input[name="textSearch"]', (e) => ((e as HTMLInputElement).value = ''));
  await page.select('select[name="pageSize"]', '20');
  await page.waitForFunction(() => location.search === '?pageSize=20');
  await page.goto(`${c.origin}/devices?pageSize=4`);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await page.click('a[title="Next page"]');
  await page.waitForFunction(() => location.search === '?page=1&pageSize=4');
  t.same(await names(page), ['Test Device C1', 'Test Device B1', 'Test Device A3', 'Test Device A2']);
  t.equal(await page.evaluate(() => (window as unknown as { marker: number }).marker), 7);

  await page.click('th a.sort[href*="property=name"]');
  await page.waitForFunction(() => location.search.includes('property=name'));
  const sorted = await names(page);
  t.same(sorted, [...sorted].sort((a, b) => a!.localeCompare(b!, 'en', { sensitivity: 'base' })));

  await page.goBack();
  await page.waitForFunction(() => location.search === '?page=1&pageSize=4');
  await page.waitForFunction(() => document.querySelector('#devices-table tbody td:nth-child(2) a')?.textContent === 'Test Device C1');
  t.pass('back restores the previous page of the list');
});

t.test('device list without JavaScript', async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/devices?pageSize=4`);
  t.equal((await names(page)).length, 4);
  await page.type('input[name="textSearch"]', 'Test Device');
  await Promise.all([page.waitForNavigation(), page.click('.table-toolbar button[type="submit"]')]);
  t.match(page.url(), /textSearch=Test\+Device/);
  t.same(await names(page), ['Test Device C1', 'Test Device B1', 'Test Device A3', 'Test Device A2']);
  await Promise.all([page.waitForNavigation(), page.click('a[title="Next page"]')]);
  t.same(await names(page), ['Test Device A1']);
  await screenshot(page, 'devices-no-js');
});

t.test('copy the device id', async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);
  await browser.defaultBrowserContext().overridePermissions(c.origin, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
  const page = await browser.newPage();
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/devices?textSearch=DHT11`);
  await Promise.all([page.waitForNavigation(), page.click('#devices-table tbody a')]);
  const id = new URL(page.url()).pathname.split('/').pop();
  await page.click('button.copy-button');
  await page.waitForSelector('button.copy-button.copied');
  t.equal(await page.$eval('button.copy-button .tooltip', (e) => e.textContent), 'Copied');
  t.equal(await page.evaluate(() => navigator.clipboard.readText()), id);
  await page.waitForSelector('button.copy-button:not(.copied)', { timeout: 60_000 });
  t.equal(await page.$eval('button.copy-button .tooltip', (e) => e.textContent), '', 'feedback ends');
});
