import t from 'tap';
import { launchBrowser, screenshot, serveConsole } from '../helpers/browser.ts';
import { signedInPage, until, visible } from './shell-checks.ts';

t.test('the shell without JavaScript', async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);
  const page = await signedInPage(browser, c.origin, 'tenant');
  await page.setJavaScriptEnabled(false);
  await page.setViewport({ width: 375, height: 800 });
  await page.goto(`${c.origin}/home`);

  t.test('the overlay menu opens and closes with the menu button', async (t) => {
    t.equal(await visible(page, '#side-nav'), false, 'closed on a narrow screen');
    await page.click('.menu-button');
    t.ok(await until(page, () => document.getElementById('side-nav')!.getBoundingClientRect().left >= 0), 'slides in');
    t.equal(await visible(page, '#side-nav'), true, 'open over the content');
    t.equal(await visible(page, '.nav-backdrop'), true, 'with a backdrop');
    await screenshot(page, 'shell-overlay-menu-no-js', false);
    await page.click('.nav-backdrop', { offset: { x: 360, y: 400 } });
    t.ok(await until(page, () => document.getElementById('side-nav')!.getBoundingClientRect().right <= 0), 'the backdrop closes it');
  });

  t.test('the fullscreen toggle stays hidden, the cheat sheet closed', async (t) => {
    t.equal(await visible(page, '.fullscreen-toggle'), false);
    t.equal(await page.$eval('#cheat-sheet', (d) => (d as HTMLDialogElement).open), false);
  });

  t.test('the toolbar search submits the page form', async (t) => {
    await page.setViewport({ width: 1280, height: 800 });
    await page.goto(`${c.origin}/devices?pageSize=20`);
    await page.type('#toolbar-search', 'Test Device');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    const url = new URL(page.url());
    t.equal(url.searchParams.get('textSearch'), 'Test Device');
    t.equal(url.searchParams.get('pageSize'), '20', 'the page size travels with the search');
    const names = await page.$$eval('#entity-table tbody td:nth-child(3) a', (as) => as.map((a) => a.textContent ?? ''));
    t.ok(names.length > 0 && names.every((n) => n.startsWith('Test Device')), 'filtered');
    t.equal(await page.$eval('#toolbar-search', (e) => (e as HTMLInputElement).value), 'Test Device', 'the field keeps the text');
  });

  t.test('a back button link works', async (t) => {
    await Promise.all([page.waitForNavigation(), page.click('.back-button')]);
    t.equal(new URL(page.url()).pathname, '/home');
  });
});
