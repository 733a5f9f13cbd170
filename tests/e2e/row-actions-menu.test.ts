import t from 'tap';
import type { Page } from 'puppeteer-core';
import { launchBrowser, serveConsole, signIn } from '../helpers/browser.ts';
import { assetFixtures } from '../helpers/assets.ts';

const openDialog = (page: Page, name: string) => page.waitForFunction((n) => document.querySelector(`dialog#dialog-${n}`)?.matches(':modal'), { timeout: 20_000 }, name);
const rowMenu = (name: string) => `xpath/.//tr[.//a[contains(@href, "details=") and text()="${name}"]]//a[contains(@class, "row-actions-menu")]`;

t.test('narrow screens: a row\'s actions button opens the menu of what applies, and an entry opens its dialog', async (t) => {
  const c = await serveConsole(t);
  const f = await assetFixtures(c.emulator.url);
  await f.asset('Narrow one');
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setViewport({ width: 400, height: 800 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/assets?textSearch=Narrow`);
  const wideHidden = await page.$eval('.row-actions-wide', (el) => getComputedStyle(el).display === 'none');
  t.ok(wideHidden, 'the wide buttons are hidden on a narrow screen');
  const [menuButton] = await page.$$(rowMenu('Narrow one'));
  t.ok(menuButton, 'the row has its actions button');
  t.equal(await menuButton.evaluate((a) => a.getAttribute('aria-label')), 'Actions');
  await menuButton.click();
  await openDialog(page, 'actions');
  t.match(await page.evaluate(() => location.search), /dialog=actions&ids=/, 'the menu has its own address');
  const entries = await page.$$eval('dialog#dialog-actions .dialog-menu a', (as) => as.map((a) => a.textContent?.trim()));
  t.ok(entries.includes('Assign to customer'), 'an unassigned asset can be assigned');
  t.notOk(entries.includes('Unassign from customer'), 'what does not apply is left out');
  await page.click('dialog#dialog-actions .dialog-menu a[href*="dialog=assign"]');
  await openDialog(page, 'assign');
  t.match(await page.evaluate(() => location.search), /dialog=assign&ids=/, 'the entry opened its dialog in place of the menu');

  // Without JavaScript the same button is a link to the menu's page.
  const plain = await browser.newPage();
  await plain.setJavaScriptEnabled(false);
  await plain.setViewport({ width: 400, height: 800 });
  await plain.setCookie(...(await page.cookies()));
  await plain.goto(`${c.origin}/assets?textSearch=Narrow`);
  const [plainButton] = await plain.$$(rowMenu('Narrow one'));
  await Promise.all([plain.waitForNavigation(), plainButton.click()]);
  t.ok(await plain.$('dialog#dialog-actions[open] .dialog-menu a[href*="dialog=assign"]'), 'the menu page lists the entries');
});
