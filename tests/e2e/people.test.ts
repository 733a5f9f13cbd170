import t from 'tap';
import type { Page } from 'puppeteer-core';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';
import { seriousViolations } from './shell-checks.ts';

/** What the checks need of a test. */
interface Checks {
  same(found: unknown, wanted: unknown, message: string): void;
  ok(value: unknown, message: string): void;
}

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 400, height: 800 };
const LONG = { timeout: 30_000 };

/** The href of a row's action link, the row found by the text of its details link. */
function rowAction(page: Page, rowText: string, label: string): Promise<string> {
  return page.$$eval(
    '#entity-table tbody tr',
    (rows, text, name) => {
      const row = rows.find((r) => [...r.querySelectorAll('a')].some((a) => a.textContent === text));
      return (row?.querySelector(`.row-actions-wide a[aria-label="${name}"]`) as HTMLAnchorElement | null)?.href ?? '';
    },
    rowText,
    label,
  );
}

const rowTexts = (page: Page) => page.$$eval('#entity-table tbody tr td a', (as) => as.map((a) => a.textContent));

/**
 * The page at both widths, each checked by axe; the narrow one loaded afresh (its address holds any open dialog), the
 * menu put away.
 */
async function shots(t: Checks, page: Page, name: string): Promise<void> {
  // A modal dialog is fixed to the viewport: a full-page capture would cut it.
  const dialog = (await page.$('dialog[open]')) !== null;
  await screenshot(page, `${name}-1280`, !dialog);
  t.same(await seriousViolations(page), [], `${name}: no serious accessibility violation at 1280 px`);
  await page.setViewport(NARROW);
  await page.reload();
  await page.waitForFunction(() => (document.querySelector('#side-nav')?.getBoundingClientRect().right ?? 0) <= 0, LONG);
  await screenshot(page, `${name}-400`, !dialog);
  t.same(await seriousViolations(page), [], `${name}: no serious accessibility violation at 400 px`);
  t.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= NARROW.width, `${name} at 400 px: no sideways scroll`);
  await page.setViewport(WIDE);
  await page.reload();
}

t.test('a tenant makes a customer and a user who activates the account; then deletes both', async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  // axe is injected as a script tag, which the console's CSP would refuse.
  await page.setBypassCSP(true);
  await page.setViewport(WIDE);
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');

  await page.goto(`${c.origin}/customers`);
  await shots(t, page, 'customers');
  await page.click('a[aria-label="Add customer"]');
  await page.waitForSelector('#dialog-add input[name="title"]', LONG);
  await shots(t, page, 'customer-add');
  await page.waitForSelector('#dialog-add input[name="title"]', LONG);
  await page.type('#dialog-add input[name="title"]', 'Contoso');
  await page.select('#dialog-add select[name="country"]', 'Germany');
  await page.type('#dialog-add input[name="city"]', 'Berlin');
  await page.type('#dialog-add input[name="zip"]', '10115');
  await page.select('#dialog-add select[name="phone.country"]', 'DE');
  // The country's choice draws the number field again with that country's example number (htmx); type once it is in.
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#dialog-add input[name="phone"]')?.placeholder.startsWith('+49'), LONG);
  await page.type('#dialog-add input[name="phone"]', '030 901820');
  await page.type('#dialog-add input[name="email"]', 'info@contoso.example');
  await screenshot(page, 'customer-add-filled-1280');
  await page.click('#dialog-add .dialog-actions button[type="submit"]');
  await page.waitForFunction(() => !document.querySelector('#dialog-add') && [...document.querySelectorAll('#entity-table tbody a')].some((a) => a.textContent === 'Contoso'), LONG);
  t.ok((await rowTexts(page)).includes('Contoso'), 'the customer is listed');

  const customerPage = await page.$$eval('#entity-table tbody a', (as) => (as.find((a) => a.textContent === 'Contoso') as HTMLAnchorElement).href.replace('/customers?details=', '/customers/'));
  await page.goto(customerPage);
  await shots(t, page, 'customer-details');
  await page.goto(`${c.origin}/customers`);
  const usersHref = await rowAction(page, 'Contoso', 'Manage customer users');
  t.match(usersHref, /\/customers\/[0-9a-f-]{36}\/users$/);
  await page.goto(usersHref);
  t.match(await page.$eval('#entity-table-title', (e) => e.textContent), /^Contoso: Customer users$/);
  await page.click('a[aria-label="Add user"]');
  await page.waitForSelector('#dialog-add input[name="email"]', LONG);
  await page.type('#dialog-add input[name="email"]', 'ann@contoso.example');
  await page.type('#dialog-add input[name="firstName"]', 'Ann');
  t.equal(await page.$eval('#dialog-add select[name="activationMethod"]', (s) => (s as HTMLSelectElement).value), 'DISPLAY_ACTIVATION_LINK');
  await page.click('#dialog-add .dialog-actions button[type="submit"]');
  await page.waitForSelector('#dialog-activation-link #dialog-link[value*="/login/createPassword?activateToken="]', LONG);
  await shots(t, page, 'user-activation-link');
  const link = await page.$eval('#dialog-activation-link #dialog-link', (e) => (e as HTMLInputElement).value);

  // The new user, in a browser context of their own.
  const context = await browser.createBrowserContext();
  const visitor = await context.newPage();
  await visitor.setViewport(WIDE);
  await visitor.goto(link);
  await visitor.type('input[name="password"]', 'Contoso-2026!');
  await visitor.type('input[name="password2"]', 'Contoso-2026!');
  await Promise.all([visitor.waitForNavigation(), visitor.click('button[type="submit"]')]);
  t.equal(await visitor.$eval('.user-name', (e) => e.textContent), 'Ann', 'activated and signed in');
  await Promise.all([visitor.waitForNavigation(), visitor.$eval('form[action="/logout"]', (f) => (f as HTMLFormElement).submit())]);
  await signIn(visitor, c.origin, 'ann@contoso.example', 'Contoso-2026!');
  t.equal(await visitor.$eval('.user-name', (e) => e.textContent), 'Ann', 'signs in with the new password');
  await context.close();

  // Back as the tenant: the user, then the customer, deleted.
  await page.goto(usersHref);
  const deleteUser = await rowAction(page, 'ann@contoso.example', 'Delete');
  await page.goto(deleteUser);
  await page.waitForSelector('#dialog-delete', LONG);
  await shots(t, page, 'user-delete');
  await page.click('#dialog-delete .dialog-actions button[type="submit"]');
  await page.waitForFunction(() => !document.querySelector('#dialog-delete') && document.querySelectorAll('#entity-table tbody a').length === 0, LONG);
  t.notOk((await rowTexts(page)).includes('ann@contoso.example'), 'the user is gone');

  await page.goto(`${c.origin}/customers`);
  await page.goto(await rowAction(page, 'Contoso', 'Delete'));
  await page.waitForSelector('#dialog-delete', LONG);
  await page.click('#dialog-delete .dialog-actions button[type="submit"]');
  await page.waitForFunction(() => !document.querySelector('#dialog-delete') && ![...document.querySelectorAll('#entity-table tbody a')].some((a) => a.textContent === 'Contoso'), LONG);
  t.notOk((await rowTexts(page)).includes('Contoso'), 'the customer is gone');
});

t.test('without JavaScript: a customer (a wrong postal code first) and a user with an activation link', async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.setViewport(WIDE);
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');

  await page.goto(`${c.origin}/customers`);
  await Promise.all([page.waitForNavigation(), page.click('a[aria-label="Add customer"]')]);
  t.match(page.url(), /\/customers\?dialog=add$/);
  await page.type('#dialog-add input[name="title"]', 'Northwind');
  await page.select('#dialog-add select[name="country"]', 'United States');
  await page.type('#dialog-add input[name="zip"]', '1234');
  await Promise.all([page.waitForNavigation(), page.click('#dialog-add .dialog-actions button[type="submit"]')]);
  t.match(await page.$eval('#dialog-add', (d) => d.textContent), /This postal code does not fit the country's format\./);
  t.equal(await page.$eval('#dialog-add input[name="title"]', (i) => (i as HTMLInputElement).value), 'Northwind', 'the input is kept');
  await page.$eval('#dialog-add input[name="zip"]', (i) => ((i as HTMLInputElement).value = ''));
  await page.type('#dialog-add input[name="zip"]', '98052');
  await Promise.all([page.waitForNavigation(), page.click('#dialog-add .dialog-actions button[type="submit"]')]);
  t.ok((await rowTexts(page)).includes('Northwind'), 'the customer is listed');

  await page.goto(await rowAction(page, 'Northwind', 'Manage customer users'));
  await Promise.all([page.waitForNavigation(), page.click('a[aria-label="Add user"]')]);
  await page.type('#dialog-add input[name="email"]', 'nancy@northwind.example');
  await Promise.all([page.waitForNavigation(), page.click('#dialog-add .dialog-actions button[type="submit"]')]);
  t.match(page.url(), /dialog=activation-link/);
  t.ok(await page.$('#dialog-activation-link #dialog-link[value*="/login/createPassword?activateToken="]'), 'the activation link is shown');
  await screenshot(page, 'user-activation-link-no-js-1280', false);
  await Promise.all([page.waitForNavigation(), page.click('#dialog-activation-link .dialog-actions button[type="submit"]')]);
  t.ok((await rowTexts(page)).includes('nancy@northwind.example'), 'back to the list');
});
