import t from 'tap';
import { launchBrowser, screenshot, serveConsole } from '../helpers/browser.ts';
import { seriousViolations, signedInPage, visible } from './shell-checks.ts';

t.test('pages built so far pass axe', async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);
  const tenant = await signedInPage(browser, c.origin, 'tenant');
  t.teardown(() => tenant.browserContext().close());
  await tenant.goto(`${c.origin}/devices`);
  t.same(await seriousViolations(tenant), [], '/devices (tenant)');
  // A row's name opens the details panel (`?details=<id>`); the details page is `/devices/<id>`.
  const panel = await tenant.$eval('.entity-table tbody a', (a) => (a as HTMLAnchorElement).href);
  const first = `${c.origin}/devices/${new URL(panel).searchParams.get('details')}`;
  await tenant.goto(first);
  t.same(await seriousViolations(tenant), [], '/devices/:id');
  for (const path of ['/help/index', '/help/devices', '/profile', '/security']) {
    await tenant.goto(`${c.origin}${path}`);
    t.equal(new URL(tenant.url()).pathname, path);
    t.same(await seriousViolations(tenant), [], path);
  }
  await tenant.setViewport({ width: 375, height: 800 });
  await tenant.goto(`${c.origin}/devices`);
  t.same(await seriousViolations(tenant), [], '/devices at 375 px');
  await screenshot(tenant, 'shell-devices-375');
  await tenant.goto(first);
  t.same(await seriousViolations(tenant), [], '/devices/:id at 375 px');
  t.equal(await visible(tenant, '.breadcrumb .crumb:not(.crumb-last)'), false, 'small screen: the parent crumb is hidden');
  t.equal(await visible(tenant, '.breadcrumb .crumb-last h1'), true, 'only the last crumb shows, as the heading');
  t.equal(await visible(tenant, '.breadcrumb .crumb-last .icon'), false, 'the heading goes without its icon');
  await tenant.setViewport({ width: 800, height: 800 });
  t.equal(await visible(tenant, '.breadcrumb .crumb:not(.crumb-last)'), false, 'up to the sm breakpoint (959 px) still only the heading');
  await tenant.setViewport({ width: 960, height: 800 });
  t.equal(await visible(tenant, '.breadcrumb .crumb:not(.crumb-last) a'), true, 'from 960 px the whole trail shows, the parent crumb a link');
  t.equal(await visible(tenant, '.breadcrumb .crumb-last .icon'), true, 'with icons');

  await tenant.goto(`${c.origin}/home`);
  await tenant.keyboard.press('Tab');
  const skip = await tenant.evaluate(() => {
    const e = document.activeElement as HTMLElement;
    const box = e.getBoundingClientRect();
    return { cls: e.className, onScreen: box.top >= 0 && box.bottom > 0, outline: getComputedStyle(e).outlineStyle };
  });
  t.same(skip, { cls: 'skip-link', onScreen: true, outline: 'solid' }, 'the first Tab shows the skip link with a visible focus ring');
  await tenant.keyboard.press('Enter');
  t.equal(await tenant.evaluate(() => document.activeElement?.id), 'main', 'the skip link moves focus to the main landmark');
  await tenant.keyboard.press('Tab');
  t.equal(await tenant.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle), 'solid', 'the next control shows its focus ring too');

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
