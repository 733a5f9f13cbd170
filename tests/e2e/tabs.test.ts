// In Chromium: the details tabs. A telemetry value posted to the platform appears in the open latest-telemetry tab
// without a reload (a condition wait with a generous limit, no timing assert), and a ticked row stays ticked; an attribute
// added through the typed value input's dialog; a relation shown in both directions. Time windows and version creation:
// tabs-windows.test.ts; screenshots of each tab with axe: tabs-screens-*.test.ts; downlinks: tabs-downlinks.test.ts.
import t, { type Test as Tap } from 'tap';
import type { Page } from 'puppeteer-core';
import { launchBrowser, serveConsole, signIn } from '../helpers/browser.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';

const LIMIT = { timeout: 30_000 };

/** A browser page signed in as the tenant administrator, 1280 px wide. */
async function tenantPage(t: Tap, origin: string): Promise<Page> {
  const page = await (await launchBrowser(t)).newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await signIn(page, origin, 'tenant@thingsboard.org', 'tenant');
  return page;
}
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
  t.equal(await page.$eval('#attribute-value', (e) => (e as HTMLTextAreaElement).value), '{}', 'a change to JSON leaves an empty object (widgets spec §4)');
  await page.type('#attribute-key', 'config');
  await page.focus('#attribute-value');
  await page.keyboard.down('Control'); await page.keyboard.press('a'); await page.keyboard.up('Control');
  await page.keyboard.type('{"mode": "eco"}');
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
