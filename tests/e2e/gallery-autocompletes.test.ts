// The gateway select, relation type, message type and branch autocompletes in the gallery, in Chromium under the
// console's CSP: keyboard only, the gateway's 'create new' through its confirmation (its own address) creating and
// choosing a gateway, declined, and refused for a name taken; the branch type-ahead by prefix and the revert on
// leaving in selection mode; the same without JavaScript; axe clean and screenshots of every state at 1280 and 400 px.
import t from 'tap';
import type { Page } from 'puppeteer-core';
import { axeFindings, focusedId, openGallery, shootStates, tabTo, valueOf } from '../helpers/gallery-browser.ts';
import { DEMO, session } from '../helpers/emulator.ts';
import { eventually } from '../helpers/eventually.ts';

const LIMIT = { timeout: 60_000 };
const PARTS = ['gateway-select', 'relation-type', 'message-type', 'branch-select'];
const STATES = ['empty', 'filled', 'invalid', 'disabled', 'read-only'];
const REPOSITORY = { repositoryUri: 'https://git.example.com/tenant/config.git', authMethod: 'USERNAME_PASSWORD', username: 'bot', password: 'secret', defaultBranch: 'main', readOnly: false, showMergeCommits: false };

type Device = { id: { id: string; entityType: string }; name: string; type: string; additionalInfo: { gateway?: boolean } | null };
const optionTexts = (page: Page, selector: string) => page.$$eval(`${selector} option`, (all) => all.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? '']));
const listValues = (page: Page, selector: string) => page.$$eval(`${selector} option`, (all) => all.map((o) => (o as HTMLOptionElement).value));
const selectAll = async (page: Page) => {
  await page.keyboard.down('Control'); await page.keyboard.press('a'); await page.keyboard.up('Control');
};

t.setTimeout(360_000);
t.test('the autocompletes in the gallery', async (t) => {
  const { c, page, problems, newPage, address } = await openGallery(t, { parts: PARTS });
  const api = await session(c.emulator.url, DEMO.tenant);
  const hall = (await api.post('/api/device', { name: 'Hall gateway', type: 'Gateway', additionalInfo: { gateway: true } })).body as Device;
  const garage = (await api.post('/api/device', { name: 'Garage gateway', type: 'Gateway', additionalInfo: { gateway: true } })).body as Device;
  await api.post('/api/device', { name: 'Thermometer', type: 'thermometer', additionalInfo: { gateway: false } });
  await api.post('/api/admin/repositorySettings', REPOSITORY);
  await api.post('/api/entities/vc/version', { type: 'SINGLE_ENTITY', versionName: 'v1', branch: 'develop', entityId: hall.id, config: { saveRelations: false, saveAttributes: false, saveCredentials: false } });
  await eventually(async () => ((await api.get('/api/entities/vc/branches')).body as { name: string }[]).some((b) => b.name === 'develop') || null, 'the develop branch');
  const deviceNamed = async (name: string) => {
    const res = await api.get(`/api/tenant/devices?deviceName=${encodeURIComponent(name)}`);
    return res.status === 200 ? (res.body as Device) : null;
  };

  t.test('gateway select, keyboard only: a new name and Enter ask to confirm; Yes creates the gateway and chooses it', async (t) => {
    await page.goto(address('#gateway-select-filled'));
    t.same(await optionTexts(page, '#gateway-filled'), [[garage.id.id, 'Garage gateway'], [hall.id.id, 'Hall gateway']], 'the tenant\'s gateways only, by name, the first chosen');
    await page.focus('#gateway-filled');
    await page.keyboard.press('Tab');
    t.equal(await focusedId(page), 'gateway-filled-name', 'Tab reaches the name field');
    await page.keyboard.type('GAR');
    await page.waitForFunction(() => document.querySelectorAll('#gateway-filled option').length === 1, LIMIT);
    t.same(await optionTexts(page, '#gateway-filled'), [[garage.id.id, 'Garage gateway']], 'the type-ahead narrows the gateways, ignoring case');
    await selectAll(page);
    await page.keyboard.type('roof');
    await Promise.all([page.waitForNavigation(LIMIT), page.keyboard.press('Enter')]);
    const asked = new URL(page.url());
    t.same([asked.searchParams.get('dialog'), asked.searchParams.get('name')], ['create-gateway', 'roof'], 'the confirmation has its own address');
    await page.waitForFunction(() => document.querySelector('#dialog-create-gateway')?.matches(':modal'), LIMIT);
    t.match(await page.$eval('#dialog-create-gateway', (d) => d.textContent ?? ''), /Create a new gateway named 'roof'\?/);
    t.same(await axeFindings(page), [], 'axe with the confirmation open');
    t.ok(await tabTo(page, () => document.activeElement?.textContent === 'Yes'), 'Tab reaches Yes');
    await Promise.all([page.waitForNavigation(LIMIT), page.keyboard.press('Enter')]);
    const created = await deviceNamed('roof');
    t.same([created?.type, created?.additionalInfo?.gateway], ['Gateway', true], 'a gateway device saved');
    t.equal(await valueOf(page, '#gateway-filled'), created?.id.id, 'and chosen');
  });

  t.test('gateway select: No clears the name; a name a device has is refused with the name kept', async (t) => {
    await page.goto(address('#gateway-select-filled'));
    await page.focus('#gateway-filled-name');
    await page.keyboard.type('Cellar');
    await Promise.all([page.waitForNavigation(LIMIT), page.keyboard.press('Enter')]);
    await page.waitForSelector('#dialog-create-gateway', LIMIT);
    t.ok(await tabTo(page, () => document.activeElement?.textContent === 'No'), 'Tab reaches No');
    await Promise.all([page.waitForNavigation(LIMIT), page.keyboard.press('Enter')]);
    t.equal(await valueOf(page, '#gateway-filled-name'), '', 'declined: the name cleared');
    t.equal(await deviceNamed('Cellar'), null, 'nothing created');

    await page.focus('#gateway-filled-name');
    await page.keyboard.type('Thermometer');
    await Promise.all([page.waitForNavigation(LIMIT), page.keyboard.press('Enter')]);
    await page.waitForSelector('#dialog-create-gateway', LIMIT);
    t.ok(await tabTo(page, () => document.activeElement?.textContent === 'Yes'));
    await Promise.all([page.waitForNavigation(LIMIT), page.keyboard.press('Enter')]);
    t.equal(await page.$eval('#gateway-filled-error', (e) => e.textContent), 'A device with this name already exists.');
    t.equal(await valueOf(page, '#gateway-filled-name'), 'Thermometer', 'the name kept');
  });

  t.test('relation type and message type: the suggestions, any text typed', async (t) => {
    await page.goto(address('#relation-type'));
    t.same(await listValues(page, '#rel-type-empty-list'), ['Contains', 'Manages']);
    const names = await page.$$eval('#msg-type-filled-list option', (all) => all.map((o) => [(o as HTMLOptionElement).value, (o as HTMLOptionElement).label]));
    t.equal(names.length, 29, 'the standard message types');
    t.same(names[1], ['POST_TELEMETRY_REQUEST', 'Post telemetry'], 'with their names');
    await page.focus('#rel-type-empty');
    await page.keyboard.type('Supplies');
    t.equal(await valueOf(page, '#rel-type-empty'), 'Supplies', 'free text');
    t.equal(await page.$eval('#rel-type-empty', (i) => (i as HTMLInputElement).maxLength), 255);
    await page.focus('#msg-type-empty');
    await page.keyboard.type('MY_TYPE');
    t.equal(await valueOf(page, '#msg-type-empty'), 'MY_TYPE');
  });

  t.test('branch select: suggestions by prefix as one types; leaving an unmatched text reverts in selection mode', async (t) => {
    await page.goto(address('#branch-select'));
    t.equal(await valueOf(page, '#branch-filled'), 'main', 'the default branch');
    t.same((await listValues(page, '#branch-filled-list')).sort(), ['develop', 'main']);
    t.equal(await page.$eval('#branch-filled-list option[value="main"]', (o) => (o as HTMLOptionElement).label), 'main (default)', 'the default marked');
    await page.focus('#branch-filled');
    await selectAll(page);
    await page.keyboard.type('DEV');
    await page.waitForFunction(() => document.querySelectorAll('#branch-filled-list option').length === 1, LIMIT);
    t.same(await listValues(page, '#branch-filled-list'), ['develop'], 'case-insensitive prefix');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => (document.querySelector('#branch-filled') as HTMLInputElement | null)?.value === 'main', LIMIT);
    t.pass('an unmatched text reverts to the default branch on leaving');
    await page.focus('#branch-filled');
    await selectAll(page);
    await page.keyboard.type('DEVELOP');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => (document.querySelector('#branch-filled') as HTMLInputElement | null)?.value === 'develop', LIMIT);
    t.pass('the branch of that name, in its own case');
    await page.focus('#branch-empty');
    await page.keyboard.type('feature-x');
    await page.keyboard.press('Tab');
    t.equal(await valueOf(page, '#branch-empty'), 'feature-x', 'outside selection mode a new name stays');
  });

  t.test('without JavaScript: the gateway search and the branch form go to the server', async (t) => {
    const plain = await newPage();
    t.teardown(() => plain.close());
    await plain.setJavaScriptEnabled(false);
    await plain.goto(address('#gateway-select-filled'));
    await plain.type('#gateway-filled-name', 'hall');
    await Promise.all([plain.waitForNavigation(LIMIT), plain.click('#gateway-select-filled button[name="_search"]')]);
    t.same((await optionTexts(plain, '#gateway-filled')).map(([, name]) => name), ['', 'Hall gateway'], 'narrowed by the server');
    await plain.$eval('#branch-filled', (e) => { (e as HTMLInputElement).value = 'gone'; });
    await Promise.all([plain.waitForNavigation(LIMIT), plain.click('#branch-select-filled button[type="submit"]')]);
    t.equal(await valueOf(plain, '#branch-filled'), 'main', 'an unknown branch reverts to the default');
  });

  t.test('axe clean; screenshots of every state at 1280 and 400 px', async (t) => {
    await page.goto(address('?deviceName=Hall%20gateway#gateway-select'));
    t.equal(await valueOf(page, '#gateway-filled'), hall.id.id, 'on load the gateway named as the device');
    t.same(await axeFindings(page, PARTS), []);
    const shots = Object.fromEntries(PARTS.map((part) => [part, STATES]));
    t.same(await shootStates(page, shots), [], 'every state shown at 1280 px');
    await page.setViewport({ width: 400, height: 800 });
    t.same(await shootStates(page, shots), [], 'and at 400 px');
    await page.setViewport({ width: 1280, height: 800 });
  });

  t.test('no script errors or CSP refusals', async (t) => {
    t.same(problems, []);
  });
});
