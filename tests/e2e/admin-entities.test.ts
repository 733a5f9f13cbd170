import t from 'tap';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'puppeteer-core';
import { screenshot, signIn } from '../helpers/browser.ts';
import { DEMO, session } from '../helpers/emulator.ts';
import { desktopPage } from './desktop-page.ts';

const LIMIT = 20_000;
const MODEL = fileURLToPath(new URL('../fixtures/lwm2m/temperature-3303.xml', import.meta.url));

/** The names of a list's rows (the links that open their details). */
const rowNames = (page: Page) => page.$$eval('.entity-table tbody td a[hx-target="#entity-panel"]', (as) => as.map((a) => a.textContent));

/** Both widths of the brief, the narrow one last so the page is left as it was. */
async function shots(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1280`);
  await page.setViewport({ width: 400, height: 800 });
  await screenshot(page, `${name}-400`);
  await page.setViewport({ width: 1280, height: 800 });
}

async function submitDialog(page: Page): Promise<void> {
  await page.click('#entity-dialog .dialog-actions button.primary');
  await page.waitForFunction(() => !document.querySelector('#entity-dialog dialog'), { timeout: LIMIT }).catch(async (err: unknown) => {
    await screenshot(page, 'DEBUG-dialog');
    const messages = await page.$$eval('#entity-dialog .form-error, #entity-dialog .field-error', (es) => es.map((e) => e.textContent));
    throw new Error(`the dialog stayed open: ${JSON.stringify(messages)} (${(err as Error).message})`);
  });
}

t.test('the system administrator: a tenant profile, a tenant with an administrator, a default profile', async (t) => {
  const { c, page } = await desktopPage(t);
  await signIn(page, c.origin, 'sysadmin@thingsboard.org', 'sysadmin');

  await page.goto(`${c.origin}/tenantProfiles`);
  await shots(page, 'tenant-profiles');
  await page.click('summary[aria-label="Add tenant profile"]');
  await page.click('.add-menu a[href="/tenantProfiles?dialog=add"]');
  await page.waitForSelector('#entity-dialog input[name="name"]', { timeout: LIMIT });
  await shots(page, 'tenant-profile-add');
  await page.type('#entity-dialog input[name="name"]', 'Gold');
  await page.$eval('#entity-dialog input[name="profileData.configuration.maxDevices"]', (e) => ((e as HTMLInputElement).value = ''));
  await page.type('#entity-dialog input[name="profileData.configuration.maxDevices"]', '500');
  await page.type('#entity-dialog textarea[name="description"]', 'For the best customers');
  await submitDialog(page);
  await page.waitForFunction(() => [...document.querySelectorAll('.entity-table tbody a')].some((a) => a.textContent === 'Gold'), { timeout: LIMIT });
  t.ok((await rowNames(page)).includes('Gold'), 'the profile is listed');

  const goldId = (await page.$$eval('.entity-table tbody td a[hx-target="#entity-panel"]', (as) => as.find((a) => a.textContent === 'Gold')?.getAttribute('href')))!.split('details=')[1];
  await page.click(`.row-actions-wide a[href="/tenantProfiles?dialog=set-default&ids=${goldId}"]`);
  await page.waitForSelector('#entity-dialog dialog', { timeout: LIMIT });
  t.match(await page.$eval('#entity-dialog .dialog-title', (e) => e.textContent), /Gold/);
  await shots(page, 'tenant-profile-set-default');
  await submitDialog(page);
  const api = await session(c.emulator.url, DEMO.sysadmin);
  t.equal((await api.get('/api/tenantProfileInfo/default')).body.name, 'Gold', 'Gold is the default profile');

  await page.goto(`${c.origin}/tenants?dialog=add`);
  await page.waitForSelector('#entity-dialog input[name="title"]', { timeout: LIMIT });
  t.equal(await page.$eval('#entity-dialog select[name="tenantProfileId"] option:checked', (o) => o.textContent), 'Gold', 'the default profile is chosen');
  await page.type('#entity-dialog input[name="title"]', 'Acme');
  await page.type('#entity-dialog input[name="email"]', 'ops@acme.test');
  await page.type('#entity-dialog input[name="city"]', 'Lyon');
  await shots(page, 'tenant-add');
  await submitDialog(page);
  await page.waitForFunction(() => [...document.querySelectorAll('.entity-table tbody a')].some((a) => a.textContent === 'Acme'), { timeout: LIMIT });
  await shots(page, 'tenants');
  const acme = (await api.get('/api/tenantInfos?pageSize=10&page=0&textSearch=Acme')).body.data[0];
  t.equal(acme.tenantProfileName, 'Gold');
  // The tenant administrators' page (/tenants/:id/users) is the users pages' work: the administrator is added the platform's way.
  const admin = await api.post('/api/user?sendActivationMail=false', { email: 'admin@acme.test', authority: 'TENANT_ADMIN', tenantId: acme.id, firstName: 'Ada', lastName: 'Admin' });
  t.equal(admin.status, 200, 'the tenant has an administrator');
  t.ok(await page.$(`a[href="/tenants/${acme.id.id}/users"][aria-label="Manage tenant admins"]`), 'the row leads to its administrators');

  const isolated = (await api.get('/api/tenantProfiles?pageSize=10&page=0&textSearch=Isolated')).body.data[0].id.id;
  await page.goto(`${c.origin}/tenantProfiles/${isolated}?edit=true`);
  await page.waitForSelector('fieldset.form-list-entry', { timeout: LIMIT });
  await shots(page, 'tenant-profile-isolated-edit');

  await page.goto(`${c.origin}/settings/queues`);
  await shots(page, 'queues');
  await page.goto(`${c.origin}/settings/queues?dialog=add`);
  await page.waitForSelector('#entity-dialog input[name="name"]', { timeout: LIMIT });
  await shots(page, 'queue-add');
});

t.test('the tenant: an OTA package uploaded and downloaded back byte-identical, an LwM2M model uploaded', async (t) => {
  const { c, page } = await desktopPage(t);
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  const dir = mkdtempSync(join(tmpdir(), 'floorboard-ota-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const firmware = Buffer.from(Array.from({ length: 200 * 1024 }, (_, i) => (i * 131 + (i >> 8)) % 256));
  const file = join(dir, 'sensor-fw.bin');
  writeFileSync(file, firmware);

  await page.goto(`${c.origin}/otaUpdates`);
  await page.click('a[aria-label="Add package"]');
  await page.waitForSelector('#entity-dialog input[type="file"]', { timeout: LIMIT });
  await page.type('#entity-dialog input[name="title"]', 'Sensor firmware');
  await page.type('#entity-dialog input[name="version"]', '1.0');
  const input = await page.$('#entity-dialog input[type="file"]');
  await input!.uploadFile(file);
  await shots(page, 'ota-add');
  await submitDialog(page);
  await page.waitForFunction(() => [...document.querySelectorAll('.entity-table tbody a')].some((a) => a.textContent === 'Sensor firmware'), { timeout: LIMIT });
  await shots(page, 'ota-packages');
  const href = await page.$eval('a[aria-label="Download package"]', (a) => a.getAttribute('href'));
  const downloaded = await page.evaluate(async (path) => {
    const res = await fetch(path!);
    const bytes = new Uint8Array(await res.arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return { status: res.status, disposition: res.headers.get('content-disposition'), base64: btoa(binary) };
  }, href);
  t.equal(downloaded.status, 200);
  t.match(downloaded.disposition, /filename="sensor-fw\.bin"/);
  t.ok(Buffer.from(downloaded.base64, 'base64').equals(firmware), 'the download is byte-identical');

  await page.goto(`${c.origin}/settings/resources-library`);
  await page.click('a[aria-label="Add resource"]');
  await page.waitForSelector('#entity-dialog input[type="file"]', { timeout: LIMIT });
  const models = await page.$('#entity-dialog input[type="file"]');
  await models!.uploadFile(MODEL);
  await shots(page, 'resource-add');
  await submitDialog(page);
  await page.waitForFunction(() => [...document.querySelectorAll('.entity-table tbody a')].some((a) => a.textContent === 'Temperature'), { timeout: LIMIT });
  await shots(page, 'resources');
  const api = await session(c.emulator.url, DEMO.tenant);
  const stored = (await api.get('/api/resource?pageSize=20&page=0&textSearch=Temperature')).body.data[0];
  t.equal(stored.resourceKey, '3303_1.1', 'one LwM2M model resource, keyed by its object');
  const xml = (await api.get(`/api/resource/${stored.id.id}`)).body.data;
  t.ok(Buffer.from(xml, 'base64').equals(readFileSync(MODEL)), 'its file as uploaded');

  await page.goto(`${c.origin}/widgets-bundles`);
  await shots(page, 'widgets-bundles');
  await page.click('a[aria-label="Open widgets bundle"]');
  await page.waitForSelector('.widget-types', { timeout: LIMIT });
  t.ok((await page.$$('.widget-type-card')).length > 0, 'the bundle shows its widget types');
  await shots(page, 'widget-types');
});

t.test('without JavaScript: a resource uploaded and a queue validated by plain form posts', async (t) => {
  const { c, browser, page } = await desktopPage(t);
  await page.setJavaScriptEnabled(false);
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/settings/resources-library`);
  await Promise.all([page.waitForNavigation(), page.click('a[aria-label="Add resource"]')]);
  const models = await page.$('#entity-dialog input[type="file"]');
  await models!.uploadFile(MODEL);
  await Promise.all([page.waitForNavigation(), page.click('#entity-dialog .dialog-actions button.primary')]);
  t.ok((await rowNames(page)).includes('Temperature'), 'listed after the redirect');
  t.notOk(await page.$('#entity-dialog dialog'), 'the dialog is closed');

  const admin = await (await browser.createBrowserContext()).newPage();
  await admin.setViewport({ width: 1280, height: 800 });
  await admin.setJavaScriptEnabled(false);
  await signIn(admin, c.origin, 'sysadmin@thingsboard.org', 'sysadmin');
  await admin.goto(`${c.origin}/settings/queues?dialog=add`);
  await admin.type('#entity-dialog input[name="name"]', 'bad name');
  await Promise.all([admin.waitForNavigation(), admin.click('#entity-dialog .dialog-actions button.primary')]);
  t.match(await admin.$eval('#field-name-error', (e) => e.textContent), /Use only letters, digits/);
  t.equal(await admin.$eval('#entity-dialog input[name="name"]', (e) => (e as HTMLInputElement).value), 'bad name', 'the input is kept');
  await screenshot(admin, 'queue-add-invalid-no-js');
});
