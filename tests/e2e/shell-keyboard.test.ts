import t from 'tap';
import type { Page } from 'puppeteer-core';
import { launchBrowser, screenshot, serveConsole } from '../helpers/browser.ts';
import { seriousViolations, signedInPage } from './shell-checks.ts';
import { login } from '../helpers/emulator.ts';

async function altShift(page: Page, code: string): Promise<void> {
  await page.keyboard.down('Alt');
  await page.keyboard.down('Shift');
  await page.keyboard.press(code as import('puppeteer-core').KeyInput);
  await page.keyboard.up('Shift');
  await page.keyboard.up('Alt');
}

const sheetOpen = (page: Page) => page.$eval('#cheat-sheet', (d) => (d as HTMLDialogElement).open && d.matches(':modal'));

t.test('keyboard cheat sheet, dialogs, toolbar behaviours', async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);
  const page = await signedInPage(browser, c.origin, 'tenant');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`${c.origin}/devices`);

  t.test('? toggles the cheat sheet, not while typing; close button and Escape close it', async (t) => {
    t.equal(await sheetOpen(page), false, 'closed at first');
    await page.keyboard.type('?');
    t.equal(await sheetOpen(page), true, '? opens it as a modal dialog');
    t.same(await seriousViolations(page), [], 'axe: the open cheat sheet');
    await screenshot(page, 'shell-cheat-sheet');
    await page.click('#cheat-sheet .dialog-actions button');
    t.equal(await sheetOpen(page), false, 'the close button closes it');
    await page.keyboard.type('?');
    t.equal(await sheetOpen(page), true);
    await page.keyboard.press('Escape');
    t.equal(await sheetOpen(page), false, 'Escape closes it');
    await page.keyboard.type('?');
    await page.keyboard.type('?');
    t.equal(await sheetOpen(page), false, 'a second ? closes it');

    await page.focus('#toolbar-search');
    await page.keyboard.type('?');
    t.equal(await sheetOpen(page), false, 'ignored while typing in the search field');
    t.equal(await page.$eval('#toolbar-search', (e) => (e as HTMLInputElement).value), '?', 'the ? reached the field');
    // The ? searched: the list drawn again replaces its page-size select, and with it the focus, when it comes.
    await page.waitForFunction(() => new URL(location.href).searchParams.get('textSearch') === '?' && !document.querySelector('.htmx-request'), { timeout: 60_000 });
    await page.focus('select[name="pageSize"]');
    await page.keyboard.type('?');
    t.equal(await sheetOpen(page), false, 'ignored in a select');
  });

  t.test('/ goes to the search field; Alt+Shift+H, M and F', async (t) => {
    await page.goto(`${c.origin}/devices`);
    await page.keyboard.type('/');
    t.equal(await page.evaluate(() => document.activeElement?.id), 'toolbar-search');
    t.equal(await page.$eval('#toolbar-search', (e) => (e as HTMLInputElement).value), '', 'the / was not typed into it');
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.keyboard.down('Alt');
    await page.keyboard.down('Shift');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('KeyH')]);
    await page.keyboard.up('Shift');
    await page.keyboard.up('Alt');
    t.equal(new URL(page.url()).pathname, '/home');

    await altShift(page, 'KeyM');
    t.equal(await page.evaluate(() => document.activeElement?.closest('#side-nav') !== null), true, 'Alt+Shift+M moves focus into the menu');
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await altShift(page, 'KeyF');
    await page.waitForFunction(() => document.fullscreenElement !== null);
    await altShift(page, 'KeyF');
    await page.waitForFunction(() => document.fullscreenElement === null);
    t.pass('Alt+Shift+F turns fullscreen on and off');
  });

  t.test('the toolbar search drives the list, with the progress bar while the request runs', async (t) => {
    await page.goto(`${c.origin}/devices`);
    await page.setRequestInterception(true);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const onRequest = async (request: import('puppeteer-core').HTTPRequest) => {
      if (request.headers()['hx-request'] === 'true') await held;
      // A search htmx replaced by a later one while it was held is gone already.
      await request.continue().catch(() => {});
    };
    page.on('request', onRequest);
    await page.type('#toolbar-search', 'therm');
    await page.waitForSelector('body .htmx-request');
    t.equal(await page.$eval('#progress', (e) => getComputedStyle(e).opacity), '1', 'progress bar shown while in flight');
    release();
    await page.waitForFunction(() => location.search === '?textSearch=therm', { timeout: 60_000 });
    await page.waitForFunction(() => !document.querySelector('.htmx-request'), { timeout: 60_000 });
    t.equal(await page.$eval('#progress', (e) => getComputedStyle(e).opacity), '0', 'hidden afterwards');
    page.off('request', onRequest);
    await page.setRequestInterception(false);
    const names = await page.$$eval('#entity-table tbody td:nth-child(3) a', (as) => as.map((a) => a.textContent));
    t.ok(names.length > 0 && names.every((n) => /therm/i.test(n ?? '')), 'the list is filtered');
  });

  t.test('back button returns to the previous console page', async (t) => {
    await page.goto(`${c.origin}/devices?textSearch=DHT`);
    // The name opens the details panel (htmx); its first button opens the device's details page.
    await page.click('#entity-table tbody td:nth-child(3) a');
    const open = '#entity-panel .details-buttons a:not([hx-get])';
    await page.waitForSelector(open);
    const listUrl = page.url();
    t.equal(new URL(listUrl).searchParams.get('textSearch'), 'DHT', 'the list with its panel keeps the search');
    await Promise.all([page.waitForNavigation(), page.click(open)]);
    t.match(new URL(page.url()).pathname, /^\/devices\/[0-9a-f-]{36}$/);
    await Promise.all([page.waitForNavigation(), page.click('.back-button')]);
    t.equal(page.url(), listUrl, 'history back keeps the search');
  });

  t.test('an open dialog closes when a navigation starts', async (t) => {
    await page.goto(`${c.origin}/devices`);
    await page.keyboard.type('?');
    t.equal(await sheetOpen(page), true);
    await page.evaluate(() => (document.getElementById('entity-table-form') as HTMLFormElement).requestSubmit());
    await page.waitForFunction(() => !(document.getElementById('cheat-sheet') as HTMLDialogElement).open);
    t.pass('closed by the htmx request');
  });

  t.test('fullscreen toggle', async (t) => {
    await page.goto(`${c.origin}/home`);
    t.equal(await page.$eval('.fullscreen-toggle', (b) => (b as HTMLButtonElement).hidden), false, 'shown: the browser supports fullscreen');
    // aria-pressed follows the fullscreenchange event, which fires after fullscreenElement changes.
    const pressed = (value: string) =>
      page.waitForFunction(
        (v) => (document.fullscreenElement !== null) === (v === 'true') && document.querySelector('.fullscreen-toggle')?.getAttribute('aria-pressed') === v,
        {},
        value,
      );
    await page.click('.fullscreen-toggle');
    await pressed('true');
    t.pass('fullscreen on, aria-pressed true');
    await page.click('.fullscreen-toggle');
    await pressed('false');
    t.pass('fullscreen off, aria-pressed false');
  });

  t.test('user menu: closes on a click elsewhere and on Escape', async (t) => {
    await page.goto(`${c.origin}/home`);
    const open = () => page.$eval('.user-menu', (d) => (d as HTMLDetailsElement).open);
    await page.click('.user-menu summary');
    t.equal(await open(), true, 'opened by its button');
    await page.click('main', { offset: { x: 5, y: 5 } });
    t.equal(await open(), false, 'a click elsewhere closes it');
    await page.click('.user-menu summary');
    await page.keyboard.press('Escape');
    t.equal(await open(), false, 'Escape closes it');
    t.equal(await page.evaluate(() => document.activeElement?.matches('.user-menu summary')), true, 'focus back on its button');
  });

  t.test('overlay menu: Escape closes it, and going back does not bring it back open', async (t) => {
    await page.setViewport({ width: 375, height: 800 });
    await page.goto(`${c.origin}/home`);
    const open = () => page.$eval('#nav-toggle', (b) => (b as HTMLInputElement).checked);
    await page.click('.menu-button');
    t.equal(await open(), true, 'opened by the menu button');
    await page.keyboard.press('Escape');
    t.equal(await open(), false, 'Escape closes it');
    t.equal(await page.evaluate(() => document.activeElement?.id), 'nav-toggle', 'focus is back on the menu control');
    // The menu slides out over the menu button: a click before it is gone lands on the menu.
    await page.waitForFunction(() => document.getElementById('side-nav')!.getBoundingClientRect().right <= 0, { timeout: 60_000 });
    await page.click('.menu-button');
    await page.waitForFunction(() => document.getElementById('side-nav')!.getBoundingClientRect().left >= 0, { timeout: 60_000 });
    await Promise.all([page.waitForNavigation(), page.click('#side-nav a[href="/devices"]')]);
    await Promise.all([page.waitForNavigation(), page.goBack()]);
    t.equal(new URL(page.url()).pathname, '/home');
    t.equal(await open(), false, 'closed after coming back');
    await page.setViewport({ width: 1280, height: 800 });
  });

  t.test('mobile app: navigation outside dashboards goes to the app handler', async (t) => {
    await page.evaluateOnNewDocument(() => {
      const calls: unknown[] = [];
      (window as unknown as Record<string, unknown>).mobileCalls = calls;
      (window as unknown as Record<string, unknown>).flutter_inappwebview = { callHandler: async (...args: unknown[]) => calls.push(args) };
    });
    const calls = () => page.evaluate(() => (window as unknown as { mobileCalls: unknown[] }).mobileCalls);
    await page.goto(`${c.origin}/home?embedded=true`);
    t.equal(await page.$('#side-nav'), null, 'no side menu when embedded');
    t.same(await calls(), [['tbMobileReadyHandler']], 'the page tells the app it is ready');
    await page.click('a.home-place[href="/devices"]');
    t.same((await calls()).slice(1), [['tbMobileNavigationHandler', 'devices', {}]], 'the route path as the app reads it');
    t.equal(new URL(page.url()).pathname, '/home', 'the webview stayed');
    // A list's links are htmx's (boosted by the table region, no hx-get of their own): the dialog opens in the page.
    await page.goto(`${c.origin}/devices?embedded=true`);
    await page.click('#entity-table tbody .row-actions-wide a[aria-label="Delete"]');
    await page.waitForSelector('#entity-dialog dialog[open], dialog#entity-dialog[open]', { timeout: 20_000 });
    t.same((await calls()).slice(1), [], 'a row action is not the app\'s navigation');
    t.match(new URL(page.url()).search, /dialog=delete/, 'its address pushed');
    await page.goto(`${c.origin}/home?embedded=true`);

    // The app opens a dashboard by posting a message; the webview loads dashboard/{id} in place.
    const id = '0b1e6f40-1111-4000-8000-000000000001';
    const open = (data: object) => page.evaluate((d) => window.postMessage(JSON.stringify({ type: 'openDashboardMessage', data: d }), '*'), data);
    await Promise.all([page.waitForNavigation(), open({ dashboardId: id, state: 'main', embedded: true, hideToolbar: true })]);
    const first = new URL(page.url());
    t.equal(`${first.pathname}${first.search}`, `/dashboard/${id}?state=main&embedded=true&hideToolbar=true`);
    t.equal(await page.$('header.toolbar'), null, 'hideToolbar honoured');
    t.equal(await page.$('#side-nav'), null, 'embedded honoured');
    await Promise.all([page.waitForNavigation(), open({ dashboardId: id, embedded: true })]);
    const again = new URL(page.url());
    t.match(again.search, /^\?embedded=true&reload=\d+$/, 'the same dashboard again is reloaded');
    t.ok(await page.$('header.toolbar'), 'with its toolbar this time');
    await page.evaluate(async () => {
      window.postMessage('not json', '*');
      window.postMessage(JSON.stringify({ type: 'openDashboardMessage', data: {} }), '*');
      // Messages arrive in order: once this one is here, the two before it have been handled.
      const handled = new Promise<void>((resolve) => window.addEventListener('message', (e) => e.data === 'marker' && resolve()));
      window.postMessage('marker', '*');
      await handled;
    });
    t.equal(page.url(), again.href, 'other messages are ignored');

    // reloadUserMessage: the app's (new) user is signed in before the dashboard opens.
    const post = (type: string, data: object) => page.evaluate((m) => window.postMessage(m, '*'), JSON.stringify({ type, data }));
    const refused = page.waitForResponse((r) => r.url().includes('/login?accessToken='));
    await post('reloadUserMessage', { accessToken: 'not-a-token', refreshToken: 'not-a-token' });
    await post('openDashboardMessage', { dashboardId: id });
    await refused;
    await page.evaluate(async () => {
      const handled = new Promise<void>((resolve) => window.addEventListener('message', (e) => e.data === 'marker' && resolve()));
      window.postMessage('marker', '*');
      await handled;
    });
    t.equal(page.url(), again.href, 'refused tokens: the dashboard does not open');
    const customer = await login(c.emulator.url, 'customerA@thingsboard.org', 'customer');
    await post('reloadUserMessage', { accessToken: customer.token, refreshToken: customer.refreshToken });
    await Promise.all([page.waitForNavigation(), post('openDashboardMessage', { dashboardId: id })]);
    t.equal(new URL(page.url()).pathname, `/dashboard/${id}`);
    t.equal(await page.$eval('.user-name', (e) => e.textContent), 'customerA@thingsboard.org', 'signed in as the app user');
  });

  t.same(errors, [], 'no script errors');
});
