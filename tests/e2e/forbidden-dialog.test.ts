import t from 'tap';
import type { Page } from 'puppeteer-core';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';
import { SqliteSessionStore } from '../../server/session/sqlite-session-store.ts';

const isModal = (page: Page) => page.$eval('dialog#forbidden', (d) => d.matches(':modal'));

t.test('the forbidden dialog in the browser', async (t) => {
  const store = new SqliteSessionStore(':memory:');
  const c = await serveConsole(t, { sessionStore: store });
  const browser = await launchBrowser(t);

  t.test('a page the role may not open: the dialog, Cancel goes back, Sign in signs out', async (t) => {
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await signIn(page, c.origin, 'sysadmin@thingsboard.org', 'sysadmin');
    await page.goto(`${c.origin}/devices`, { referer: `${c.origin}/tenants?page=1` });
    t.ok(await isModal(page), 'a modal dialog');
    t.match(await page.$eval('dialog#forbidden', (d) => d.textContent), /Access forbidden/);
    await screenshot(page, 'forbidden-dialog');
    await Promise.all([page.waitForNavigation(), page.click('dialog#forbidden a.button')]);
    t.equal(page.url(), `${c.origin}/tenants?page=1`, 'Cancel returns to the page before');

    await page.goto(`${c.origin}/devices`);
    await Promise.all([page.waitForNavigation(), page.click('dialog#forbidden form[action="/logout"] button')]);
    t.equal(new URL(page.url()).pathname, '/login', 'Sign in leads to the sign-in page');
    await page.goto(`${c.origin}/tenants`);
    t.equal(new URL(page.url()).pathname, '/login', 'the session was signed out');
  });

  t.test('an htmx request refused: the dialog over the page, Cancel only closes it', async (t) => {
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
    await page.goto(`${c.origin}/devices`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    // The user's role changes while the page is open: the guard refuses the next list request.
    const sid = decodeURIComponent((await page.cookies()).find((k) => k.name === 'floorboard_session')!.value).split('.')[0];
    const session = (await store.read(sid)) as Record<string, any>;
    session.user.authority = 'SYS_ADMIN';
    await store.write(sid, session, 60 * 60_000);

    await page.type('input[name="textSearch"]', 'x');
    await page.waitForSelector('#toasts dialog#forbidden');
    t.ok(await isModal(page), 'a modal dialog');
    t.equal(await page.$$eval('#entity-table tbody tr', (rows) => rows.length), 9, 'the list is left as it was');
    t.equal(await page.evaluate(() => location.search), '', 'the address still names the list that is shown');
    await page.click('dialog#forbidden form[method="dialog"] button');
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog#forbidden')?.open);
    t.equal(await page.evaluate(() => (window as unknown as { marker: number }).marker), 42, 'Cancel left the page as it was');
  });
});
