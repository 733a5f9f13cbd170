// In Chromium: the time window changes what the events and audit logs tabs list (the window kept in the address), and
// creating a version polls the request in the open dialog until the version exists. Condition waits only.
import t, { type Test as Tap } from 'tap';
import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from 'puppeteer-core';
import { launchBrowser, serveConsole, signIn } from '../helpers/browser.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { tempDbPath } from '../helpers/temp-db.ts';

const LIMIT = { timeout: 30_000 };

/** A browser page signed in as the tenant administrator, 1280 px wide. */
async function tenantPage(t: Tap, origin: string): Promise<Page> {
  const page = await (await launchBrowser(t)).newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await signIn(page, origin, 'tenant@thingsboard.org', 'tenant');
  return page;
}
const REPOSITORY = { repositoryUri: 'https://git.example.com/tenant/config.git', authMethod: 'USERNAME_PASSWORD', username: 'bot', password: 'secret', defaultBranch: 'main', readOnly: false, showMergeCommits: false };

/** An event of the asset `days` ago, written into the emulator's database (events come from the rule engine). */
function oldEvent(dbPath: string, tenantId: string, assetId: string, method: string, days: number): void {
  const db = new DatabaseSync(dbPath);
  const id = randomUUID();
  db.prepare('INSERT INTO event (id, created_time, tenant_id, entity_type, entity_id, event_type, event_uid, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(id, Date.now() - days * 24 * 3600_000, tenantId, 'ASSET', assetId, 'ERROR', id, JSON.stringify({ server: 'node-1', method, error: 'boom' }));
  db.close();
}

/** Opens the tab's time-window panel, picks the longest last interval of the history, and applies it. */
async function widenWindow(page: Page): Promise<void> {
  await page.waitForSelector('fb-island[hydrated]', LIMIT);
  await page.click('summary.timewindow-button');
  await page.waitForSelector('.timewindow-panel', { visible: true });
  const select = 'select[name="timewindow.history.timewindowMs"]';
  const longest = await page.$eval(select, (s) => [...(s as HTMLSelectElement).options].map((o) => o.value).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a))[0]);
  await page.select(select, longest);
  await Promise.all([page.waitForNavigation(), page.click('.timewindow-panel button[type="submit"]')]);
}

t.test('the time window changes what the events tab lists', async (t) => {
  const dbPath = tempDbPath(t, 'tabs-e2e-events');
  const c = await serveConsole(t, { emulator: { dbPath } });
  const f = await assetFixtures(c.emulator.url);
  const hall = await f.asset('Hall');
  const tenantId = ((await f.api.get('/api/auth/user')).body as { tenantId: { id: string } }).tenantId.id;
  oldEvent(dbPath, tenantId, hall, 'threeDaysAgo', 3);
  oldEvent(dbPath, tenantId, hall, 'justNow', 0);
  const page = await tenantPage(t, c.origin);
  await page.goto(`${c.origin}/assets/${hall}/events`);
  const listed = () => page.$eval('.events-tab tbody', (b) => b.textContent ?? '');
  t.match(await listed(), /justNow/);
  t.notMatch(await listed(), /threeDaysAgo/, 'the last day by default');
  await widenWindow(page);
  await page.waitForFunction(() => document.querySelector('.events-tab tbody')?.textContent?.includes('threeDaysAgo'), LIMIT);
  t.match(page.url(), /timewindow=/, 'the window in the address');
});

t.test('the time window changes what the audit logs tab lists', async (t) => {
  const dbPath = tempDbPath(t, 'tabs-e2e-audit');
  const c = await serveConsole(t, { emulator: { dbPath } });
  const f = await assetFixtures(c.emulator.url);
  const hall = await f.asset('Hall');
  const user = (await f.api.get('/api/auth/user')).body as { id: { id: string }; tenantId: { id: string } };
  const db = new DatabaseSync(dbPath);
  db.prepare('INSERT INTO audit_log (id, created_time, tenant_id, customer_id, entity_type, entity_id, entity_name, entity_name_lc, user_id, user_name, user_name_lc, action_type, action_data, action_status, action_failure_details) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(randomUUID(), Date.now() - 3 * 24 * 3600_000, user.tenantId.id, '13814000-1dd2-11b2-8080-808080808080', 'ASSET', hall, 'Hall', 'hall', user.id.id, 'tenant@thingsboard.org', 'tenant@thingsboard.org', 'RPC_CALL', '{}', 'SUCCESS', null);
  db.close();
  const page = await tenantPage(t, c.origin);
  await page.goto(`${c.origin}/assets/${hall}/audit-logs`);
  const listed = () => page.$eval('.audit-logs tbody', (b) => b.textContent ?? '');
  t.match(await listed(), /Added/, 'the asset\'s creation, today');
  t.notMatch(await listed(), /RPC call/, 'the last day by default');
  await widenWindow(page);
  await page.waitForFunction(() => document.querySelector('.audit-logs tbody')?.textContent?.includes('RPC call'), LIMIT);
  t.pass('the older entry is listed once the window is wider');
});

t.test('create version: the request is polled in the open dialog until the version exists', async (t) => {
  const c = await serveConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const hall = await f.asset('Hall');
  await f.api.post('/api/admin/repositorySettings', REPOSITORY);
  const page = await tenantPage(t, c.origin);
  await page.goto(`${c.origin}/assets/${hall}/version-control`);
  await page.click('a[aria-label="Create version"]');
  await page.waitForFunction(() => document.querySelector('dialog#dialog-create-version')?.matches(':modal'), LIMIT);
  await page.type('#version-name', 'Nightly');
  await page.click('dialog#dialog-create-version .dialog-actions button[type="submit"]');
  await page.waitForFunction(() => document.querySelector('dialog#dialog-version-progress')?.textContent?.includes("Version 'Nightly' created"), LIMIT);
  t.notOk(await page.$('[hx-trigger="every 2s"]'), 'polling stopped once done');
  await page.click('dialog#dialog-version-progress .dialog-actions a.button');
  await page.waitForFunction(() => document.querySelector('.version-control-tab tbody')?.textContent?.includes('Nightly'), LIMIT);
  t.pass('the version listed');
});
