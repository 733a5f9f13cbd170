import t from 'tap';
import { launchBrowser, screenshot, serveConsole } from '../helpers/browser.ts';
import { ROLES, WIDTHS, seriousViolations, signedInPage, visible, type Role } from './shell-checks.ts';

t.test("each role's shell at 375, 800, 1280 and 1920 px", async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);

  for (const role of Object.keys(ROLES) as Role[]) {
    t.test(role, async (t) => {
      const page = await signedInPage(browser, c.origin, role);
      t.teardown(() => page.browserContext().close());
      for (const width of WIDTHS) {
        await page.setViewport({ width, height: 900 });
        await page.goto(`${c.origin}/home`);
        const wide = width >= 960;
        t.equal(await visible(page, '#side-nav'), wide, `${width}px: side menu ${wide ? 'open beside the content' : 'closed (overlay)'}`);
        t.equal(await visible(page, '.menu-button'), !wide, `${width}px: menu button only below 960 px`);
        t.ok(await visible(page, '.breadcrumb h1'), `${width}px: the page title is shown`);
        t.ok(await visible(page, '.user-menu summary'), `${width}px: user menu`);
        t.equal(await visible(page, '.user-identity'), wide, `${width}px: name and role only on large screens`);
        t.equal(await visible(page, '.fullscreen-toggle'), true, `${width}px: fullscreen toggle (the browser supports it)`);
        const sectionsPerRow = await page.$$eval('.home-section', (s) => new Set(s.map((e) => Math.round(e.getBoundingClientRect().top))).size);
        t.ok(sectionsPerRow >= 1, `${width}px: home sections laid out`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        t.ok(overflow <= 0, `${width}px: no horizontal scrolling (overflow ${overflow})`);
        await screenshot(page, `shell-${role}-${width}`);
        if (width === 375 || width === 1280) t.same(await seriousViolations(page), [], `${width}px: axe finds no serious or critical violation on /home`);
      }
    });
  }

  t.test('pages built so far pass axe', async (t) => {
    const tenant = await signedInPage(browser, c.origin, 'tenant');
    t.teardown(() => tenant.browserContext().close());
    await tenant.goto(`${c.origin}/devices`);
    t.same(await seriousViolations(tenant), [], '/devices (tenant)');
    const first = await tenant.$eval('.entity-table tbody a', (a) => (a as HTMLAnchorElement).href);
    await tenant.goto(first);
    t.same(await seriousViolations(tenant), [], '/devices/:id');
    for (const path of ['/help/devices', '/profile', '/security']) {
      await tenant.goto(`${c.origin}${path}`);
      t.equal(new URL(tenant.url()).pathname, path);
      t.same(await seriousViolations(tenant), [], path);
    }
    await tenant.setViewport({ width: 375, height: 800 });
    await tenant.goto(`${c.origin}/devices`);
    t.same(await seriousViolations(tenant), [], '/devices at 375 px');
    await screenshot(tenant, 'shell-devices-375');

    const customer = await signedInPage(browser, c.origin, 'customer');
    t.teardown(() => customer.browserContext().close());
    await customer.goto(`${c.origin}/devices`);
    t.same(await seriousViolations(customer), [], '/devices (customer)');

    const context = await browser.createBrowserContext();
    t.teardown(() => context.close());
    const anonymous = await context.newPage();
    await anonymous.setBypassCSP(true);
    await anonymous.goto(`${c.origin}/login`);
    t.same(await seriousViolations(anonymous), [], '/login');
  });
});
