import t from 'tap';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';

t.test('the JWT token card in the browser', async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);

  t.test('with JavaScript: Copy puts the token on the clipboard, and warns once the token has expired', async (t) => {
    const context = await browser.createBrowserContext();
    await context.overridePermissions(c.origin, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
    await page.goto(`${c.origin}/security`);
    t.equal(await page.$eval('.jwt-show', (e) => getComputedStyle(e).display), 'none', 'the copy button stands in for showing the token');
    const token = await page.$eval('button.jwt-copy', (b) => (b as HTMLElement).dataset.copy ?? '');
    t.match(token, /^[\w-]+\.[\w-]+\.[\w-]+$/);

    await page.click('button.jwt-copy');
    await page.waitForFunction(() => document.querySelector('button.jwt-copy .tooltip')?.textContent !== '');
    t.equal(await page.$eval('button.jwt-copy .tooltip', (e) => e.textContent), 'JWT token copied to the clipboard');
    t.equal(await page.evaluate(() => navigator.clipboard.readText()), token, 'the token is on the clipboard');
    await screenshot(page, 'security-jwt-copied');

    await page.$eval('button.jwt-copy', (b) => ((b as HTMLElement).dataset.staleAfter = String(Date.now() - 1000)));
    await page.waitForFunction(() => document.querySelector('button.jwt-copy .tooltip')?.textContent === '');
    await page.click('button.jwt-copy');
    await page.waitForFunction(() => document.querySelector('button.jwt-copy .tooltip')?.textContent !== '');
    t.match(await page.$eval('button.jwt-copy .tooltip', (e) => e.textContent), /has expired: reload the page/);
  });

  t.test('without JavaScript: the token can be shown and selected', async (t) => {
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setJavaScriptEnabled(false);
    await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
    await page.goto(`${c.origin}/security`);
    t.equal(await page.$eval('button.jwt-copy', (e) => getComputedStyle(e).display), 'none', 'no button that could not work');
    await page.click('.jwt-show summary');
    const shown = await page.$eval('.jwt-text', (e) => ({ value: (e as HTMLTextAreaElement).value, visible: (e as HTMLElement).offsetHeight > 0 }));
    t.ok(shown.visible, 'the token is shown');
    t.match(shown.value, /^[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});
