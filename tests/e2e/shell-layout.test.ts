import t from 'tap';
import type { Page } from 'puppeteer-core';
import { launchBrowser, screenshot, serveConsole } from '../helpers/browser.ts';
import { ROLES, WIDTHS, seriousViolations, signedInPage, visible, type Role } from './shell-checks.ts';

/** The home grid's column count, and per section its number of places and of columns spanned. */
function homeGrid(page: Page) {
  return page.$eval('.home-sections', (grid) => {
    const style = getComputedStyle(grid);
    const tracks = style.gridTemplateColumns.split(' ').map(parseFloat);
    const gap = parseFloat(style.columnGap) || 0;
    const sections = [...grid.querySelectorAll('.home-section')];
    return {
      columns: tracks.length,
      places: sections.map((s) => s.querySelectorAll('.home-place').length),
      spans: sections.map((s) => Math.round((s.getBoundingClientRect().width + gap) / (tracks[0] + gap))),
    };
  });
}

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
        t.equal(await page.$eval('#side-nav', (n) => n.getBoundingClientRect().width), 250, `${width}px: the menu is 250 px wide`);
        t.equal(await visible(page, '.menu-button'), !wide, `${width}px: menu button only below 960 px`);
        t.ok(await visible(page, '.breadcrumb h1'), `${width}px: the page title is shown`);
        t.ok(await visible(page, '.user-menu summary'), `${width}px: user menu`);
        t.equal(await visible(page, '.user-identity'), wide, `${width}px: name and role only on large screens`);
        t.equal(await visible(page, '.fullscreen-toggle'), true, `${width}px: fullscreen toggle (the browser supports it)`);
        const grid = await homeGrid(page);
        const columns = width >= 1920 ? 4 : width >= 1280 ? 3 : 2;
        t.equal(grid.columns, columns, `${width}px: ${columns} home columns`);
        t.same(grid.spans, grid.places.map((n) => (width >= 960 ? Math.min(n, columns) : columns)), `${width}px: a section spans min(places, columns), below 960 px the whole row`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        t.ok(overflow <= 0, `${width}px: no horizontal scrolling (overflow ${overflow})`);
        await screenshot(page, `shell-${role}-${width}`);
        if (width === 375 || width === 1280) t.same(await seriousViolations(page), [], `${width}px: axe finds no serious or critical violation on /home`);
      }
    });
  }
});
