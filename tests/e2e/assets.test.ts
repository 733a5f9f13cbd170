import t from 'tap';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';
import { assetFixtures } from '../helpers/assets.ts';

/** The names in the asset table, in order. */
const names = (page: Page) => page.$$eval('#entity-table tbody td a[href*="details="]', (as) => as.map((a) => a.textContent ?? ''));
/** The row of the asset named so. */
async function row(page: Page, name: string): Promise<ElementHandle<HTMLTableRowElement>> {
  const handle = await page.waitForFunction(
    (n) => [...document.querySelectorAll('#entity-table tbody tr')].find((tr) => tr.querySelector('a[href*="details="]')?.textContent === n),
    { timeout: 20_000 },
    name,
  );
  return handle as ElementHandle<HTMLTableRowElement>;
}
/** With htmx: the dialog swapped in and made modal (the dialogs behaviour reopens it as such). */
const openDialog = (page: Page, name: string) => page.waitForFunction((n) => document.querySelector(`dialog#dialog-${n}`)?.matches(':modal'), { timeout: 20_000 }, name);
/** A dialog's submit button (in its actions, outside its form; a picker's search button is inside). */
const submit = (name: string) => `dialog#dialog-${name} .dialog-actions button[type="submit"]`;
const dialogClosed = (page: Page) => page.waitForFunction(() => !document.querySelector('#entity-dialog dialog'), { timeout: 20_000 });
const cellText = (r: ElementHandle<HTMLTableRowElement>) => r.evaluate((tr) => [...tr.cells].map((c) => c.textContent?.trim() ?? ''));

t.test('assets in the browser, with htmx: create, edit, assign, make public, import, delete', async (t) => {
  const c = await serveConsole(t);
  const f = await assetFixtures(c.emulator.url);
  await f.asset('Already there');
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/assets`);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const noReload = async () => t.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 42, 'no full page load');

  // Create through the add menu's generic add dialog.
  await page.click('details.add-menu summary');
  await page.click('details.add-menu a[href*="dialog=add"]');
  await openDialog(page, 'add');
  t.ok(await page.$eval('dialog#dialog-add', (d) => d.matches(':modal')), 'the dialog is modal');
  t.notOk(await page.$('details.add-menu[open]'), 'the add menu closed behind it');
  t.match(await page.evaluate(() => location.search), /dialog=add/, 'the dialog has its address');
  await page.type('dialog#dialog-add input[name="name"]', 'Made in the browser');
  await page.type('dialog#dialog-add input[name="label"]', 'first');
  // Enter in a field submits as the primary button does (not as the profile picker's search button).
  await page.keyboard.press('Enter');
  await dialogClosed(page);
  await row(page, 'Made in the browser');
  t.notMatch(await page.evaluate(() => location.search), /dialog=/, 'the address no longer names the dialog');
  await page.waitForFunction(() => document.querySelector('#toasts')?.textContent?.includes('Add asset: done (1)'), { timeout: 20_000 });
  await noReload();

  // Edit on its details page: the edit toggle, then apply.
  await (await row(page, 'Made in the browser')).$eval('a[href*="details="]', (a) => (a as HTMLAnchorElement).click());
  await page.waitForSelector('#entity-panel .entity-details', { timeout: 20_000 });
  t.match(await page.evaluate(() => location.search), /details=/, 'the panel has its address');
  await Promise.all([page.waitForNavigation(), page.click('#entity-panel a[aria-label="Open details page"]')]);
  t.match(new URL(page.url()).pathname, /^\/assets\/[0-9a-f-]{36}$/);
  await page.click('.details-header a[aria-label="Edit"]');
  await page.waitForSelector('form.entity-form input[name="label"]:not([readonly]):not([disabled])', { timeout: 20_000 });
  const label = await page.$('form.entity-form input[name="label"]');
  await label!.click({ count: 3 });
  await label!.type('edited');
  await page.click('form.entity-form .form-actions button[type="submit"]');
  await page.waitForFunction(() => !document.querySelector('form.entity-form') && document.querySelector('#toasts')?.textContent?.includes('Changes saved'), { timeout: 20_000 });
  t.equal(await page.$eval('input[name="label"]', (i) => (i as HTMLInputElement).value), 'edited', 'the saved label, read-only');

  // Assign to Customer A from its row.
  await page.goto(`${c.origin}/assets`);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await (await row(page, 'Made in the browser')).$eval('.row-actions-wide a[aria-label="Assign to customer"]', (a) => (a as HTMLAnchorElement).click());
  await openDialog(page, 'assign');
  // The picker's type-ahead asks the console's search and narrows the choices; the dialog stays open.
  await page.type('dialog#dialog-assign input.js-only[name="textSearch"]', 'Customer A');
  await page.waitForFunction(() => [...document.querySelectorAll('dialog#dialog-assign select[name="customerId"] option')].every((o) => o.textContent?.includes('Customer A') || !(o as HTMLOptionElement).value), { timeout: 20_000 });
  t.ok(await page.$eval('dialog#dialog-assign', (d) => d.matches(':modal')), 'the dialog is still open after the type-ahead');
  await page.select('dialog#dialog-assign select[name="customerId"]', f.customerA);
  await page.click(submit('assign'));
  await dialogClosed(page);
  await page.waitForFunction(() => [...document.querySelectorAll('#entity-table tbody tr')].some((tr) => tr.textContent?.includes('Made in the browser') && tr.textContent.includes('Customer A')), { timeout: 20_000 });
  t.pass('assigned to Customer A');

  // Make the other one public.
  await (await row(page, 'Already there')).$eval('.row-actions-wide a[aria-label="Make asset public"]', (a) => (a as HTMLAnchorElement).click());
  await openDialog(page, 'make-public');
  await page.click(submit('make-public'));
  await dialogClosed(page);
  await page.waitForFunction(() => [...document.querySelectorAll('#entity-table tbody tr')].some((tr) => tr.textContent?.includes('Already there') && tr.textContent.includes('Public')), { timeout: 20_000 });
  t.match((await cellText(await row(page, 'Already there'))).join('|'), /Public/);
  t.ok(await (await row(page, 'Already there')).$('.row-actions-wide a[aria-label="Make asset private"]'), 'now it can be made private');
  await noReload();

  // Import three assets from a CSV file, step by step.
  const dir = mkdtempSync(join(tmpdir(), 'floorboard-csv-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const csv = join(dir, 'assets.csv');
  writeFileSync(csv, 'name,type,label\nImported A,building,a\nImported B,building,b\nImported C,floor,c\n');
  await page.click('details.add-menu summary');
  await page.click('details.add-menu a[href*="dialog=import"]');
  await openDialog(page, 'import');
  const input = (await page.$('dialog#dialog-import input[type="file"]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(csv);
  const step = (name: string) => page.waitForFunction((n) => document.querySelector('dialog#dialog-import li[aria-current="step"]')?.textContent === n, { timeout: 20_000 }, name);
  await page.click(submit('import'));
  await step('Configuration');
  await page.click(submit('import'));
  await step('Column types');
  t.equal(await page.$eval('select[name="mapping.columns.0.type"]', (s) => (s as HTMLSelectElement).value), 'NAME', 'auto-mapped from the header');
  await page.click(submit('import'));
  await step('Create entities');
  await page.click(submit('import'));
  await step('Done');
  t.match(await page.$eval('dialog#dialog-import', (d) => d.textContent), /Created: 3/);
  await page.click(submit('import'));
  await dialogClosed(page);
  for (const n of ['Imported A', 'Imported B', 'Imported C']) await row(page, n);
  await noReload();

  // Delete what was made: the selection's group action.
  const made = ['Made in the browser', 'Already there', 'Imported A', 'Imported B', 'Imported C'];
  for (const n of made) await (await row(page, n)).$eval('input[name="ids"]', (i) => (i as HTMLInputElement).click());
  // The group actions show (by CSS) once a row is checked.
  await page.waitForSelector('.group-actions button[value="delete"]', { visible: true, timeout: 20_000 });
  t.equal(await page.$$eval('input[name="ids"]:checked', (boxes) => boxes.length), 5);
  await page.click('.group-actions button[value="delete"]');
  await openDialog(page, 'delete');
  t.match(await page.$eval('dialog#dialog-delete', (d) => d.textContent), /Delete 5 assets\?/);
  await page.click(submit('delete'));
  await dialogClosed(page);
  await page.waitForFunction(() => document.querySelectorAll('#entity-table tbody a[href*="details="]').length === 0, { timeout: 20_000 });
  t.same(await names(page), []);
  await noReload();
});

t.test('assets without JavaScript: create, edit, delete', async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.setViewport({ width: 1280, height: 800 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/assets`);
  await page.click('details.add-menu summary');
  await Promise.all([page.waitForNavigation(), page.click('details.add-menu a[href*="dialog=add"]')]);
  t.ok(await page.$('dialog#dialog-add[open]'), 'the dialog rendered open');
  await Promise.all([page.waitForNavigation(), page.click(submit('add'))]);
  t.match(await page.$eval('dialog#dialog-add', (d) => d.textContent), /Name is required\./, 'the validator beside the field');
  await page.type('dialog#dialog-add input[name="name"]', 'Plain HTML');
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  t.notOk(await page.$('dialog#dialog-add'), 'done: the list without the dialog');
  t.same(await names(page), ['Plain HTML']);

  await Promise.all([page.waitForNavigation(), page.click('#entity-table a[href*="details="]')]);
  await Promise.all([page.waitForNavigation(), page.click('#entity-panel a[aria-label="Edit"]')]);
  await page.type('#entity-panel input[name="label"]', 'no script');
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  t.equal(await page.$eval('#entity-panel input[name="label"]', (i) => (i as HTMLInputElement).value), 'no script');
  t.notOk(await page.$('#entity-panel form.entity-form'), 'read-only again');
  t.same((await cellText(await row(page, 'Plain HTML'))).includes('no script'), true, 'the list shows the new label');

  await Promise.all([page.waitForNavigation(), page.click('#entity-panel a[aria-label="Delete asset"]')]);
  t.match(await page.$eval('dialog#dialog-delete', (d) => d.textContent), /Delete the asset 'Plain HTML'\?/);
  await Promise.all([page.waitForNavigation(), page.click(submit('delete'))]);
  t.same(await names(page), []);
  t.notOk(await page.$('#entity-panel .entity-details'), 'the panel of the deleted asset is closed');
});
