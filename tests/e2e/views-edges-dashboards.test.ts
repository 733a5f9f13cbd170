// In Chromium with htmx: a tenant creates an entity view of Thermostat T1 with a key list, creates an edge and syncs
// it, makes a dashboard public and opens its public link signed out, imports a dashboard from the JSON file it
// exported a moment before, then deletes what it made. Screenshots at 1280 px and 400 px.
import t from 'tap';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { screenshot } from '../helpers/browser.ts';
import { tenantSession } from '../helpers/dashboards.ts';
import { tenantDesktopPage } from './desktop-page.ts';

const LONG = { timeout: 30_000 };

/** Submits the open dialog's form and waits until the page region no longer holds a dialog. */
async function submitDialog(page: Page): Promise<void> {
  await page.click('button[type="submit"][form="entity-dialog-form"]');
  await page.waitForFunction(() => !document.querySelector('#entity-dialog dialog'), LONG);
}

async function rowIds(page: Page, name: string): Promise<string[]> {
  return page.$$eval('#entity-table tbody tr', (rows, wanted) =>
    rows.filter((r) => r.textContent?.includes(wanted)).map((r) => (r.querySelector('input[name="ids"]') as HTMLInputElement | null)?.value ?? ''),
  name);
}

async function both(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1280`);
  await page.setViewport({ width: 400, height: 800 });
  // The menu slides out of a narrow window: wait until it has left.
  await page.waitForFunction(() => (document.querySelector('#side-nav')?.getBoundingClientRect().right ?? 0) <= 0, LONG);
  await screenshot(page, `${name}-400`);
  await page.setViewport({ width: 1280, height: 800 });
}

t.test('entity view, edge and dashboards from end to end', async (t) => {
  const { c, browser, page } = await tenantDesktopPage(t, '/entityViews?dialog=add');
  const admin = await tenantSession(c.emulator.url);
  const dir = mkdtempSync(join(tmpdir(), 'floorboard-export-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));

  // An entity view of Thermostat T1 showing two of its time series.
  await page.waitForSelector('#dialog-add');
  await page.type('#field-name', 'Browser View');
  await page.type('#field-type', 'thermo');
  const thermostat = await page.$eval('#field-entityId-id', (select) =>
    [...(select as HTMLSelectElement).options].find((o) => o.textContent === 'Thermostat T1')!.value);
  await page.select('#field-entityId-id', thermostat);
  await page.type('#field-keys-timeseries', ' temperature, humidity ,temperature');
  await both(page, 'entity-view-add');
  await submitDialog(page);
  await page.waitForFunction(() => document.querySelector('#entity-table')?.textContent?.includes('Browser View'), LONG);
  const [viewId] = await rowIds(page, 'Browser View');
  const view = (await admin.get(`/api/entityView/${viewId}`)).body;
  t.same(view.entityId, { entityType: 'DEVICE', id: thermostat }, 'the view shows Thermostat T1');
  t.same(view.keys.timeseries, ['temperature', 'humidity'], 'its keys trimmed, each once');
  await page.goto(`${c.origin}/entityViews/${viewId}?edit=true`);
  await page.waitForSelector('.key-list .chip');
  await both(page, 'entity-view-details');

  // An edge, then its sync.
  await page.goto(`${c.origin}/edgeInstances?dialog=add`);
  await page.waitForSelector('#dialog-add');
  t.match(await page.$eval('#field-routingKey', (e) => (e as HTMLInputElement).value), /^[0-9a-f-]{36}$/, 'a routing key is generated');
  await page.type('#field-name', 'Browser Edge');
  await submitDialog(page);
  await page.waitForFunction(() => document.querySelector('#entity-table')?.textContent?.includes('Browser Edge'), LONG);
  await both(page, 'edges');
  const [edgeId] = await rowIds(page, 'Browser Edge');
  await page.goto(`${c.origin}/edgeInstances/${edgeId}`);
  await both(page, 'edge-details');
  await page.click('a[aria-label="Sync edge"]');
  await page.waitForSelector('#dialog-sync', LONG);
  await submitDialog(page);
  await page.waitForFunction(() => document.querySelector('#toasts')?.textContent?.includes('The sync process started.'), LONG);
  t.equal(c.proxy.count('POST', `/api/edge/sync/${edgeId}`), 1, 'the platform was asked to sync');

  // A dashboard made public; its link opens for a visitor who is not signed in.
  await page.goto(`${c.origin}/dashboards?dialog=add`);
  await page.waitForSelector('#dialog-add');
  await page.type('#field-title', 'Browser Board');
  await submitDialog(page);
  await page.waitForFunction(() => document.querySelector('#entity-table')?.textContent?.includes('Browser Board'), LONG);
  await both(page, 'dashboards');
  const [boardId] = await rowIds(page, 'Browser Board');
  await page.goto(`${c.origin}/dashboards?dialog=make-public&ids=${boardId}`);
  // Confirming leads to the dialog's second step, which shows the link.
  await page.click('button[type="submit"][form="entity-dialog-form"]');
  await page.waitForSelector('#dialog-link', LONG);
  await both(page, 'dashboard-public-link');
  const link = await page.$eval('#dialog-link', (e) => (e as HTMLInputElement).value);
  t.match(link, new RegExp(`^/dashboard/${boardId}\\?publicId=`));
  const visitor = await (await browser.createBrowserContext()).newPage();
  await visitor.setViewport({ width: 1280, height: 800 });
  await visitor.goto(`${c.origin}${link}`);
  await visitor.waitForFunction((id) => location.pathname === `/dashboard/${id}`, LONG, boardId);
  t.match(await visitor.title(), 'Browser Board', 'the public dashboard opens signed out');
  await screenshot(visitor, 'dashboard-public-visitor');

  // Exported, then imported again from the file.
  const exported = await page.evaluate(async (id) => (await fetch(`/dashboards/${id}/export`)).text(), boardId);
  const file = join(dir, 'Browser Board.json');
  writeFileSync(file, exported);
  await page.goto(`${c.origin}/dashboards?dialog=import`);
  const input = await page.waitForSelector('input#file-file');
  await input!.uploadFile(file);
  await both(page, 'dashboard-import');
  await submitDialog(page);
  await page.waitForFunction(() => [...document.querySelectorAll('#entity-table tbody tr')].filter((r) => r.textContent?.includes('Browser Board')).length === 2, LONG);
  const boards = await rowIds(page, 'Browser Board');
  t.equal(boards.length, 2, 'the imported dashboard is listed beside the original');

  // Everything made is deleted again.
  await page.goto(`${c.origin}/dashboards?dialog=delete&${boards.map((id) => `ids=${id}`).join('&')}`);
  await submitDialog(page);
  await page.waitForFunction(() => !document.querySelector('#entity-table')?.textContent?.includes('Browser Board'), LONG);
  await page.goto(`${c.origin}/edgeInstances?dialog=delete&ids=${edgeId}`);
  await submitDialog(page);
  await page.waitForFunction(() => !document.querySelector('#entity-table')?.textContent?.includes('Browser Edge'), LONG);
  await page.goto(`${c.origin}/entityViews?dialog=delete&ids=${viewId}`);
  await submitDialog(page);
  await page.waitForFunction(() => !document.querySelector('#entity-table')?.textContent?.includes('Browser View'), LONG);
  for (const path of [`/api/entityView/${viewId}`, `/api/edge/${edgeId}`, ...boards.map((id) => `/api/dashboard/${id}`)]) {
    t.equal((await admin.get(path)).status, 404, `${path} is gone`);
  }
});
