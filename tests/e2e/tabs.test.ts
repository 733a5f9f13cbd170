// In Chromium: the details tabs. A telemetry value posted to the platform appears in the open latest-telemetry tab
// without a reload (a condition wait with a generous limit, no timing assert), and a ticked row stays ticked; an attribute added through the typed
// value input's dialog; screenshots of each tab at 1280 and 400 px (tests/artifacts/tabs-*.png), checked by axe.
import t, { type Test as Tap } from 'tap';
import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from 'puppeteer-core';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { tempDbPath } from '../helpers/temp-db.ts';
import { seriousViolations, signedInPage } from './shell-checks.ts';

const WIDTHS = [1280, 400] as const;
const LIMIT = { timeout: 30_000 };

/** A browser page signed in as the tenant administrator, 1280 px wide. */
async function tenantPage(t: Tap, origin: string): Promise<Page> {
  const page = await (await launchBrowser(t)).newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await signIn(page, origin, 'tenant@thingsboard.org', 'tenant');
  return page;
}
const REPOSITORY = { repositoryUri: 'https://git.example.com/tenant/config.git', authMethod: 'USERNAME_PASSWORD', username: 'bot', password: 'secret', defaultBranch: 'main', readOnly: false, showMergeCommits: false };

t.test('a value posted to the platform appears in the open latest-telemetry tab without a reload', async (t) => {
  const c = await serveConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const hall = await f.asset('Hall');
  await f.api.post(`/api/plugins/telemetry/ASSET/${hall}/timeseries/ANY`, { temperature: 20 });
  const page = await tenantPage(t, c.origin);
  await page.goto(`${c.origin}/assets/${hall}/latest-telemetry`);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await eventually(() => c.app.live.answeredTopics === 1, 'the subscription answered');
  await f.api.post(`/api/plugins/telemetry/ASSET/${hall}/timeseries/ANY`, { temperature: 73.25, pressure: 1013 });
  await page.waitForFunction((id) => {
    const text = document.getElementById(id)?.textContent ?? '';
    return text.includes('73.25') && text.includes('pressure');
  }, LIMIT, `telemetry-keys-${hall}`);
  t.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 42, 'no reload');
  t.ok(await page.$(`#telemetry-keys-${hall} input[type="checkbox"][value="pressure"]`), 'the new key can be selected for deletion');

  // A ticked row stays ticked through a live update of its value (the rows are re-rendered on the server).
  const box = (key: string) => `#telemetry-keys-${hall} input[type="checkbox"][value="${key}"]`;
  await page.click(box('temperature'));
  await f.api.post(`/api/plugins/telemetry/ASSET/${hall}/timeseries/ANY`, { temperature: 74.5 });
  await page.waitForFunction((id) => (document.getElementById(id)?.textContent ?? '').includes('74.5'), LIMIT, `telemetry-keys-${hall}`);
  t.ok(await page.$eval(box('temperature'), (e) => (e as HTMLInputElement).checked), 'the updated row is still ticked');
  t.notOk(await page.$eval(box('pressure'), (e) => (e as HTMLInputElement).checked), 'the other row is not');
  t.ok(await page.$eval('.telemetry-tab .group-actions', (e) => (e as HTMLElement).offsetParent !== null), 'the selection\'s delete button still shows');
  await page.click(box('temperature'));

  // Select a key and delete it through the confirmation; the tab is swapped in place.
  await page.click(`#telemetry-keys-${hall} input[value="pressure"]`);
  await page.click('button[name="dialog"][value="delete-telemetry"]');
  await page.waitForSelector('dialog#dialog-delete-keys', LIMIT);
  await page.click('dialog#dialog-delete-keys .dialog-actions button[type="submit"]');
  await page.waitForFunction((id) => !(document.getElementById(id)?.textContent ?? '').includes('pressure') && !document.querySelector('dialog#dialog-delete-keys'), LIMIT, `telemetry-keys-${hall}`);
  t.pass('the key is gone from the tab');
});

t.test('the attributes tab with htmx: add a JSON attribute, the boolean check box only for booleans', async (t) => {
  const c = await serveConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const hall = await f.asset('Hall');
  const page = await tenantPage(t, c.origin);
  await page.goto(`${c.origin}/assets/${hall}/attributes`);
  await page.click('a[aria-label="Add attribute"]');
  await page.waitForFunction(() => document.querySelector('dialog#dialog-attribute')?.matches(':modal'), LIMIT);
  const visible = (selector: string) => page.$eval(selector, (e) => (e as HTMLElement).offsetParent !== null);
  t.ok(await visible('#attribute-value'), 'a string is typed as text');
  await page.select('#attribute-type', 'BOOLEAN');
  t.notOk(await visible('#attribute-value'), 'no text for a boolean');
  t.ok(await visible('input[name="booleanValue"]'), 'a check box for a boolean');
  await page.select('#attribute-type', 'JSON');
  await page.type('#attribute-key', 'config');
  await page.type('#attribute-value', '{"mode": "eco"}');
  await page.click('dialog#dialog-attribute .dialog-actions button[type="submit"]');
  await page.waitForFunction(() => !document.querySelector('dialog#dialog-attribute') && document.querySelector('.attribute-value')?.textContent === '{"mode":"eco"}', LIMIT);
  const stored = (await f.api.get(`/api/plugins/telemetry/ASSET/${hall}/values/attributes/SERVER_SCOPE`)).body as { key: string; value: unknown }[];
  t.same(stored.map((a) => [a.key, a.value]), [['config', { mode: 'eco' }]]);
});

t.test('an alarm raised appears in the alarms tab and is acknowledged from its details dialog', async (t) => {
  const c = await serveConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const hall = await f.asset('Hall');
  const page = await tenantPage(t, c.origin);
  await page.goto(`${c.origin}/assets/${hall}/alarms`);
  await page.waitForSelector('.alarms-tab td.empty', LIMIT);
  await f.api.post('/api/alarm', { type: 'Overheat', severity: 'MAJOR', status: 'ACTIVE_UNACK', originator: { entityType: 'ASSET', id: hall } });
  await page.select('select[name="searchStatus"]', 'ACTIVE');
  await page.waitForFunction(() => document.querySelector('.alarms-tab tbody')?.textContent?.includes('Overheat'), LIMIT);
  await page.click('.alarms-tab a[aria-label="Details"]');
  await page.waitForFunction(() => document.querySelector('dialog#dialog-alarm-details')?.matches(':modal'), LIMIT);
  await page.click('dialog#dialog-alarm-details button[value="ack"]');
  await page.waitForFunction(() => !document.querySelector('dialog#dialog-alarm-details') && document.querySelector('.alarms-tab tbody')?.textContent?.includes('Active, acknowledged'), LIMIT);
  t.match(page.url(), /searchStatus=ACTIVE/, 'the filter kept');
  const alarms = (await f.api.get(`/api/alarm/ASSET/${hall}?pageSize=10&page=0`)).body as { data: { status: string }[] };
  t.same(alarms.data.map((a) => a.status), ['ACTIVE_ACK']);
});

t.test('a relation added shows in both directions', async (t) => {
  const c = await serveConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const building = await f.asset('Building');
  const floor = await f.asset('Floor 9');
  const page = await tenantPage(t, c.origin);
  await page.goto(`${c.origin}/assets/${building}/relations`);
  await page.click('a[aria-label="Add relation"]');
  await page.waitForFunction(() => document.querySelector('dialog#dialog-relation')?.matches(':modal'), LIMIT);
  t.equal(await page.$eval('#relation-type', (i) => (i as HTMLInputElement).value), 'Contains', 'the default type');
  await page.select('select[name="targetType"]', 'ASSET');
  await page.type('input[name="targetSearch"]', 'Floor');
  await page.click('button[name="_search"]');
  await page.waitForSelector(`dialog#dialog-relation input[name="targetIds"][value="${floor}"]`, LIMIT);
  await page.click(`input[name="targetIds"][value="${floor}"]`);
  await page.click('dialog#dialog-relation .dialog-actions button[type="submit"]');
  await page.waitForFunction(() => !document.querySelector('dialog#dialog-relation') && document.querySelector('.relations-tab tbody')?.textContent?.includes('Floor 9'), LIMIT);
  await page.goto(`${c.origin}/assets/${floor}/relations`);
  await page.select('select[name="relationDirection"]', 'TO');
  await page.waitForFunction(() => document.querySelector('.relations-tab tbody')?.textContent?.includes('Building'), LIMIT);
  t.match(page.url(), /relationDirection=TO/, 'the direction in the address');
});

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

t.test('each tab, wide and narrow: screenshots, and axe finds nothing serious', async (t) => {
  const c = await serveConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const hall = await f.asset('Hall');
  await f.api.post(`/api/plugins/telemetry/ASSET/${hall}/SERVER_SCOPE`, { active: true, threshold: 20.5, config: { mode: 'eco' }, name: 'north hall' });
  await f.api.post(`/api/plugins/telemetry/ASSET/${hall}/timeseries/ANY`, { temperature: 21.5, humidity: 40 });
  const alarm = ((await f.api.post('/api/alarm', { type: 'Overheat', severity: 'CRITICAL', status: 'ACTIVE_UNACK', originator: { entityType: 'ASSET', id: hall }, details: { temperature: 91 } })).body as { id: { id: string } }).id.id;
  await f.api.post('/api/alarm', { type: 'Door open', severity: 'WARNING', status: 'ACTIVE_UNACK', originator: { entityType: 'ASSET', id: hall } });
  await f.api.post('/api/relation', { from: { entityType: 'ASSET', id: hall }, to: { entityType: 'ASSET', id: await f.asset('Floor 1') }, type: 'Contains' });
  await f.api.post('/api/admin/repositorySettings', REPOSITORY);
  const browser = await launchBrowser(t);
  const page: Page = await signedInPage(browser, c.origin, 'tenant');
  const pages: [string, string, string?][] = [
    ['attributes', `/assets/${hall}/attributes`],
    ['attributes-add', `/assets/${hall}/attributes?dialog=add-attribute`, 'attribute'],
    ['attributes-edit-json', `/assets/${hall}/attributes?dialog=edit-attribute&key=config`, 'attribute'],
    ['attributes-delete', `/assets/${hall}/attributes?dialog=delete-attributes&keys=active`, 'delete-keys'],
    ['latest-telemetry', `/assets/${hall}/latest-telemetry`],
    ['alarms', `/assets/${hall}/alarms`],
    ['alarms-details', `/assets/${hall}/alarms?dialog=alarm-details&alarm=${alarm}`, 'alarm-details'],
    ['relations', `/assets/${hall}/relations`],
    ['relations-add', `/assets/${hall}/relations?dialog=add-relation`, 'relation'],
    ['events', `/assets/${hall}/events`],
    ['events-filter', `/assets/${hall}/events?dialog=events-filter`, 'events-filter'],
    ['audit-logs', `/assets/${hall}/audit-logs`],
    ['audit-logs-page', '/auditLogs'],
    ['version-control', `/assets/${hall}/version-control`],
    ['version-control-create', `/assets/${hall}/version-control?dialog=create-version`, 'create-version'],
    ['latest-telemetry-delete', `/assets/${hall}/latest-telemetry?dialog=delete-telemetry&keys=humidity`, 'delete-keys'],
  ];
  for (const [name, path, dialog] of pages) {
    for (const width of WIDTHS) {
      await page.setViewport({ width, height: 800 });
      const res = await page.goto(`${c.origin}${path}`);
      t.equal(res?.status(), 200, `${path} at ${width} px`);
      if (dialog) await page.waitForFunction((d) => document.querySelector(`dialog#dialog-${d}`)?.matches(':modal'), LIMIT, dialog);
      await screenshot(page, `tabs-${name}-${width}`, !dialog);
      t.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, `${name} at ${width} px: no sideways scroll`);
      t.same(await seriousViolations(page), [], `${name} at ${width} px`);
    }
  }
});
