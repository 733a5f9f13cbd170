import t, { type Test as Tap } from 'tap';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import { launchBrowser, screenshot, serveConsole } from '../helpers/browser.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { seriousViolations, signedInPage } from './shell-checks.ts';

// Screenshots of the asset pages and of every dialog at 1280 and 400 px (tests/artifacts/assets-*.png), each page
// checked by axe for serious and critical violations.

const WIDTHS = [1280, 400] as const;

t.test('every asset page and dialog, wide and narrow: screenshots, and axe finds nothing serious', async (t) => {
  const c = await serveConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const plain = await f.asset('Pump house', { label: 'north' });
  const other = await f.asset('Boiler room');
  const assigned = await f.asset('Floor 1', { customerId: f.customerA });
  const shared = await f.asset('Lobby');
  await f.api.post(`/api/customer/public/asset/${shared}`);
  const edge = await f.edge('Edge North');
  await f.api.post(`/api/edge/${edge}/asset/${plain}`);
  const browser = await launchBrowser(t);

  const check = async (t: Tap, page: Page, name: string, path: string, dialog?: string) => {
    for (const width of WIDTHS) {
      await page.setViewport({ width, height: 800 });
      const res = await page.goto(`${c.origin}${path}`);
      t.equal(res?.status(), 200, `${path} at ${width} px`);
      if (dialog) await page.waitForFunction((d) => document.querySelector(`dialog#dialog-${d}`)?.matches(':modal'), { timeout: 20_000 }, dialog);
      // A modal dialog is fixed to the viewport: a full-page capture would cut it.
      await screenshot(page, `assets-${name}-${width}`, !dialog);
      t.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, `${name} at ${width} px: no sideways scroll`);
      t.same(await seriousViolations(page), [], `${name} at ${width} px`);
    }
  };

  t.test('tenant administrator', async (t) => {
    const page = await signedInPage(browser, c.origin, 'tenant');
    t.teardown(() => page.browserContext().close());
    const pages: [string, string, string?][] = [
      ['list', '/assets'],
      ['list-filtered', `/assets?assetProfileId=${f.profileId}&textSearch=o`],
      ['panel', `/assets?details=${plain}`],
      ['panel-edit', `/assets?details=${plain}&edit=true`],
      ['details-page', `/assets/${shared}`],
      ['details-page-edit', `/assets/${plain}?edit=true`],
      ['dialog-add', '/assets?dialog=add', 'add'],
      ['dialog-import', '/assets?dialog=import', 'import'],
      ['dialog-assign', `/assets?dialog=assign&ids=${plain}`, 'assign'],
      ['dialog-assign-many', `/assets?dialog=assign&ids=${plain},${other}`, 'assign'],
      ['dialog-make-public', `/assets?dialog=make-public&ids=${plain}`, 'make-public'],
      ['dialog-make-private', `/assets/${shared}?dialog=make-private`, 'make-private'],
      ['dialog-delete', `/assets/${plain}?dialog=delete`, 'delete'],
      ['dialog-delete-many', `/assets?dialog=delete&ids=${plain},${other}`, 'delete'],
      ['customer-list', `/customers/${f.customerA}/assets`],
      ['dialog-unassign', `/customers/${f.customerA}/assets?dialog=unassign&ids=${assigned}`, 'unassign'],
      ['dialog-add-to-customer', `/customers/${f.customerA}/assets?dialog=add-to-customer`, 'add-to-customer'],
      ['edge-list', `/edgeInstances/${edge}/assets`],
      ['dialog-unassign-edge', `/edgeInstances/${edge}/assets?dialog=unassign-edge&ids=${plain}`, 'unassign-edge'],
      ['dialog-add-to-edge', `/edgeInstances/${edge}/assets?dialog=add-to-edge`, 'add-to-edge'],
    ];
    for (const [name, path, dialog] of pages) await check(t, page, name, path, dialog);

    // The import's later steps need the file kept in the session: uploaded through the dialog first.
    const dir = mkdtempSync(join(tmpdir(), 'floorboard-csv-'));
    t.teardown(() => rmSync(dir, { recursive: true, force: true }));
    const csv = join(dir, 'assets.csv');
    writeFileSync(csv, 'name,type,label,floor\nA,building,a,1\nB,building,b,2\nC,floor,,3,extra\n');
    await page.setViewport({ width: 1280, height: 800 });
    await page.goto(`${c.origin}/assets?dialog=import`);
    await ((await page.$('input[type="file"]')) as ElementHandle<HTMLInputElement>).uploadFile(csv);
    const next = async (step: string) => {
      await page.click('dialog#dialog-import .dialog-actions button[type="submit"]');
      await page.waitForFunction((s) => document.querySelector('dialog#dialog-import li[aria-current="step"]')?.textContent === s, { timeout: 20_000 }, step);
    };
    await next('Configuration');
    await check(t, page, 'dialog-import-configuration', '/assets?dialog=import&step=configuration', 'import');
    await next('Column types');
    await check(t, page, 'dialog-import-columns', '/assets?dialog=import&step=columns', 'import');
    await next('Create entities');
    await check(t, page, 'dialog-import-create', '/assets?dialog=import&step=create', 'import');
    await next('Done');
    await check(t, page, 'dialog-import-done', '/assets?dialog=import&step=done', 'import');
  });

  t.test('customer user: read-only list, panel and details page', async (t) => {
    const page = await signedInPage(browser, c.origin, 'customer');
    t.teardown(() => page.browserContext().close());
    await check(t, page, 'customer-user-list', '/assets');
    await check(t, page, 'customer-user-panel', `/assets?details=${assigned}`);
    await check(t, page, 'customer-user-details-page', `/assets/${assigned}`);
  });
});
