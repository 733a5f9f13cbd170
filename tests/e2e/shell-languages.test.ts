import t from 'tap';
import { launchBrowser, serveConsole } from '../helpers/browser.ts';
import { pageScreenshot } from './shell-checks.ts';

/** What the shell must show after signing in, per browser language. */
const CASES = [
  { accept: 'de-DE,de;q=0.9', lang: 'de-DE', dir: 'ltr', home: 'Startseite', devices: 'Geräte', skip: 'Zum Inhalt springen' },
  { accept: 'ja-JP,ja;q=0.9', lang: 'ja-JP', dir: 'ltr', home: 'ホーム', devices: 'デバイス', skip: 'コンテンツへスキップ' },
  { accept: 'fa-IR,fa;q=0.9', lang: 'fa-IR', dir: 'rtl', home: 'خانه', devices: 'دستگاه‌ها', skip: 'رفتن به محتوا' },
];

t.test('sign-in and shell in German, Japanese and Persian', async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);

  for (const lang of CASES) {
    t.test(lang.lang, async (t) => {
      const context = await browser.createBrowserContext();
      t.teardown(() => context.close());
      const page = await context.newPage();
      await page.setExtraHTTPHeaders({ 'accept-language': lang.accept });
      await page.setViewport({ width: 1280, height: 800 });
      await page.goto(`${c.origin}/login`);
      t.same(await page.$eval('html', (h) => [h.lang, h.dir]), [lang.lang, lang.dir], 'sign-in page language and direction');
      const loginTitle = await page.$eval('h1', (h) => h.textContent);
      t.not(loginTitle, 'Sign in', `the sign-in page is translated (${loginTitle})`);
      await pageScreenshot(page, `shell-login-${lang.lang}`);

      await page.type('input[name="username"]', 'tenant@thingsboard.org');
      await page.type('input[name="password"]', 'tenant');
      await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
      t.equal(new URL(page.url()).pathname, '/home');
      t.equal(await page.$eval('.breadcrumb h1', (h) => h.textContent), lang.home, 'the page title');
      t.equal(await page.$eval('.skip-link', (a) => a.textContent), lang.skip, 'the skip link');
      const menu = await page.$$eval('#side-nav .nav-link span', (s) => s.map((e) => e.textContent));
      t.ok(menu.includes(lang.devices), `the menu (${menu.join(', ')})`);
      const cheat = await page.$eval('#cheat-sheet-title', (h) => h.textContent);
      t.not(cheat, 'Keyboard shortcuts', `the cheat sheet (${cheat})`);

      const nav = await page.$eval('#side-nav', (n) => n.getBoundingClientRect().left);
      const main = await page.$eval('main', (m) => m.getBoundingClientRect().left);
      if (lang.dir === 'rtl') t.ok(nav > main, 'right to left: the menu is on the right of the content');
      else t.ok(nav < main, 'the menu is on the left of the content');

      await page.goto(`${c.origin}/devices`);
      const date = await page.$eval('.entity-table time', (e) => e.textContent ?? '');
      if (lang.lang === 'de-DE') t.match(date, /^\d\d\.\d\d\.\d{4}, \d\d:\d\d:\d\d$/, `German date ${date}`);
      if (lang.lang === 'ja-JP') t.match(date, /^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d$/, `Japanese date ${date}`);
      if (lang.lang === 'fa-IR') t.match(date, /^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/u, `Persian date ${date}`);
      await pageScreenshot(page, `shell-devices-${lang.lang}`);

      if (lang.dir === 'rtl') {
        await page.setViewport({ width: 375, height: 800 });
        await page.goto(`${c.origin}/home`);
        t.ok((await page.$eval('#side-nav', (n) => n.getBoundingClientRect().left)) >= 375, 'narrow: the closed menu waits beyond the right edge');
        await page.click('.menu-button');
        await page.waitForFunction(() => Math.round(document.getElementById('side-nav')!.getBoundingClientRect().right) === window.innerWidth);
        t.pass('the overlay menu slides in from the right');
        await pageScreenshot(page, `shell-overlay-menu-${lang.lang}`);
      }
    });
  }
});
