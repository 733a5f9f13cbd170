import t from 'tap';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { dialogGone, dialogOpen, dialogSubmit, importThroughSteps, tableNames, tableRow } from '../helpers/entity-browser.ts';
import { launchBrowser, serveConsole, signIn } from '../helpers/browser.ts';
import { customerByTitle, DEMO, session } from '../helpers/emulator.ts';
import { signedInPage } from './shell-checks.ts';

const names = tableNames;
const row = tableRow;
const openDialog = dialogOpen;
const submit = dialogSubmit;
const dialogClosed = dialogGone;
/** The wizard's step, as its title says. */
const wizardAt = (page: Page, step: string) =>
  page.waitForFunction((s) => document.querySelector('dialog#dialog-add .dialog-title')?.textContent?.includes(s), { timeout: 20_000 }, step);

t.test('devices in the browser, with htmx: wizard with a new profile, edit, token, assign, import, delete; the customer views', async (t) => {
  const c = await serveConsole(t);
  const api = await session(c.emulator.url, DEMO.tenant);
  const customerA = (await customerByTitle(api, 'Customer A')).id.id as string;
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/devices`);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const noReload = async () => t.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 42, 'no full page load');

  // The add-device wizard, with a new MQTT profile: six steps.
  await page.click('details.add-menu summary');
  await page.click('details.add-menu a[href$="dialog=add"]');
  await openDialog(page, 'add');
  await wizardAt(page, 'step 1 of 3');
  await page.type('dialog#dialog-add input[name="name"]', 'Wizard sensor');
  await page.select('dialog#dialog-add select[name="addProfileType"]', '1');
  await page.type('dialog#dialog-add input[name="profile.name"]', 'Wizard profile');
  await page.click(submit('add'));
  await wizardAt(page, 'step 2 of 6');
  await page.select('dialog#dialog-add select[name="profile.transportType"]', 'MQTT');
  await page.click(submit('add'));
  await wizardAt(page, 'step 3 of 6');
  await page.click(submit('add'));
  await wizardAt(page, 'step 4 of 6');
  await page.click(submit('add'));
  await wizardAt(page, 'step 5 of 6');
  await page.click('dialog#dialog-add input[name="setCredential"]');
  await page.type('dialog#dialog-add input[name="credentials.credentialsId"]', 'WIZARD_BROWSER_TOKEN');
  await page.click(submit('add'));
  await wizardAt(page, 'step 6 of 6');
  await page.click(submit('add'));
  await dialogClosed(page);
  await row(page, 'Wizard sensor');
  t.match((await (await row(page, 'Wizard sensor')).evaluate((tr) => tr.textContent)) ?? '', /Wizard profile/, 'made with the new profile');
  await noReload();

  // Edit on its details page.
  await (await row(page, 'Wizard sensor')).$eval('a[href*="details="]', (a) => (a as HTMLAnchorElement).click());
  await page.waitForSelector('#entity-panel .entity-details', { timeout: 20_000 });
  await Promise.all([page.waitForNavigation(), page.click('#entity-panel a[aria-label="Open details page"]')]);
  t.match(new URL(page.url()).pathname, /^\/devices\/[0-9a-f-]{36}$/);
  await page.click('.details-header a[aria-label="Edit"]');
  await page.waitForSelector('form.entity-form input[name="label"]:not([disabled])', { timeout: 20_000 });
  // The gateway's own setting shows only while the device is a gateway (CSS, no script).
  const overwriteShown = () => page.$eval('input[name="additionalInfo.overwriteActivityTime"]', (i) => i.checkVisibility());
  t.equal(await overwriteShown(), false, 'not a gateway: no activity time setting');
  await page.click('form.entity-form input[name="additionalInfo.gateway"]');
  t.equal(await overwriteShown(), true, 'a gateway: its activity time setting');
  await page.type('form.entity-form input[name="label"]', 'edited');
  await page.click('form.entity-form .form-actions button[type="submit"]');
  await page.waitForFunction(() => !document.querySelector('form.entity-form .form-actions') && document.querySelector('#toasts')?.textContent?.includes('Changes saved'), { timeout: 20_000 });
  t.equal(await page.$eval('input[name="label"]', (i) => (i as HTMLInputElement).value), 'edited');

  // Set its access token.
  await page.click('.details-header a[aria-label="Manage credentials"]');
  await openDialog(page, 'credentials');
  const token = await page.$('dialog#dialog-credentials input[name="credentialsId"]');
  await token!.click({ count: 3 });
  await token!.type('BROWSER_TOKEN_2');
  await page.click(submit('credentials'));
  await dialogClosed(page);
  await page.waitForSelector('button.copy-button[data-copy="BROWSER_TOKEN_2"]', { timeout: 20_000 });
  t.pass('the copy button holds the new token');

  // Assign it to Customer A from its row.
  await page.goto(`${c.origin}/devices`);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await (await row(page, 'Wizard sensor')).$eval('.row-actions-wide a[aria-label="Assign to customer"]', (a) => (a as HTMLAnchorElement).click());
  await openDialog(page, 'assign');
  await page.select('dialog#dialog-assign select[name="customerId"]', customerA);
  await page.click(submit('assign'));
  await dialogClosed(page);
  await page.waitForFunction(() => [...document.querySelectorAll('#entity-table tbody tr')].some((tr) => tr.textContent?.includes('Wizard sensor') && tr.textContent.includes('Customer A')), { timeout: 20_000 });

  // Import three devices from a CSV file.
  const dir = mkdtempSync(join(tmpdir(), 'floorboard-csv-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const csv = join(dir, 'devices.csv');
  writeFileSync(csv, 'name,type,access token\nCSV device 1,default,CSV_TOKEN_1\nCSV device 2,default,CSV_TOKEN_2\nCSV device 3,default,CSV_TOKEN_3\n');
  await importThroughSteps(page, csv, async () => {
    t.equal(await page.$eval('select[name="mapping.columns.2.type"]', (s) => (s as HTMLSelectElement).value), 'ACCESS_TOKEN', 'a credentials column auto-mapped');
  });
  t.match(await page.$eval('dialog#dialog-import', (d) => d.textContent), /Created: 3/);
  await page.click(submit('import'));
  await dialogClosed(page);
  for (const n of ['CSV device 1', 'CSV device 2', 'CSV device 3']) await row(page, n);
  await noReload();

  // Customer A's user sees the assigned device and views, but cannot change, its credentials.
  const customer = await signedInPage(browser, c.origin, 'customer');
  t.teardown(() => customer.browserContext().close());
  await customer.goto(`${c.origin}/devices`);
  await (await row(customer, 'Wizard sensor')).$eval('.row-actions-wide a[aria-label="View credentials"]', (a) => (a as HTMLAnchorElement).click());
  await openDialog(customer, 'credentials');
  t.equal(await customer.$eval('dialog#dialog-credentials input[name="credentialsId"]', (i) => [(i as HTMLInputElement).value, (i as HTMLInputElement).disabled].join()), 'BROWSER_TOKEN_2,true');
  t.equal(await customer.$(submit('credentials')), null, 'no save button');

  // Delete what was made.
  const made = ['Wizard sensor', 'CSV device 1', 'CSV device 2', 'CSV device 3'];
  for (const n of made) await (await row(page, n)).$eval('input[name="ids"]', (i) => (i as HTMLInputElement).click());
  await page.waitForSelector('.group-actions button[value="delete"]', { visible: true, timeout: 20_000 });
  await page.click('.group-actions button[value="delete"]');
  await openDialog(page, 'delete');
  t.match(await page.$eval('dialog#dialog-delete', (d) => d.textContent), /Delete 4 devices\?/);
  await page.click(submit('delete'));
  await dialogClosed(page);
  await page.waitForFunction(() => ![...document.querySelectorAll('#entity-table tbody a[href*="details="]')].some((a) => /Wizard sensor|CSV device/.test(a.textContent ?? '')), { timeout: 20_000 });
  t.notOk((await names(page)).some((n) => /Wizard sensor|CSV device/.test(n)));
  await noReload();
});

t.test('devices without JavaScript: the wizard, edit, delete', async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.setViewport({ width: 1280, height: 800 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/devices`);
  await page.click('details.add-menu summary');
  await Promise.all([page.waitForNavigation(), page.click('details.add-menu a[href$="dialog=add"]')]);
  t.ok(await page.$('dialog#dialog-add[open]'), 'the dialog rendered open');
  await Promise.all([page.waitForNavigation(), page.click(submit('add'))]);
  t.match(await page.$eval('dialog#dialog-add', (d) => d.textContent), /Name is required\./);
  await page.type('dialog#dialog-add input[name="name"]', 'Plain device');
  await Promise.all([page.waitForNavigation(), page.click(submit('add'))]);
  t.match(await page.$eval('dialog#dialog-add .dialog-title', (d) => d.textContent), /step 2 of 3/);
  await Promise.all([page.waitForNavigation(), page.click(submit('add'))]);
  t.match(await page.$eval('dialog#dialog-add .dialog-title', (d) => d.textContent), /step 3 of 3/);
  await Promise.all([page.waitForNavigation(), page.click(submit('add'))]);
  t.notOk(await page.$('dialog#dialog-add'), 'made: the list without the dialog');
  await row(page, 'Plain device');

  await Promise.all([page.waitForNavigation(), (await row(page, 'Plain device')).$eval('a[href*="details="]', (a) => (a as HTMLAnchorElement).click())]);
  await Promise.all([page.waitForNavigation(), page.click('#entity-panel a[aria-label="Edit"]')]);
  await page.type('#entity-panel input[name="label"]', 'no script');
  await Promise.all([page.waitForNavigation(), page.click('#entity-panel .form-actions button[type="submit"]')]);
  t.equal(await page.$eval('#entity-panel input[name="label"]', (i) => (i as HTMLInputElement).value), 'no script');

  await Promise.all([page.waitForNavigation(), page.click('#entity-panel a[aria-label="Delete device"]')]);
  t.match(await page.$eval('dialog#dialog-delete', (d) => d.textContent), /Delete the device 'Plain device'\?/);
  await Promise.all([page.waitForNavigation(), page.click(submit('delete'))]);
  t.notOk((await names(page)).includes('Plain device'));
});
