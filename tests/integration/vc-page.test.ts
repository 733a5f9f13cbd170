import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A } from '../helpers/console.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { deviceByName } from '../helpers/emulator.ts';
import { eventually } from '../helpers/eventually.ts';
import { dialogHtml, dialogTitle, element, formError, unescape } from '../helpers/entity-html.ts';

const REPOSITORY = { repositoryUri: 'https://git.example.com/tenant/config.git', authMethod: 'USERNAME_PASSWORD', username: 'bot', password: 'secret', defaultBranch: 'main', readOnly: false, showMergeCommits: false };
const TYPES = ['CUSTOMER', 'ASSET', 'RULE_CHAIN', 'DASHBOARD', 'DEVICE_PROFILE', 'ASSET_PROFILE', 'DEVICE', 'ENTITY_VIEW', 'WIDGETS_BUNDLE'];

t.test('/vc: a version of several entity types and a restore per entity type, each polled until done', async (t) => {
  const c = await startConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  t.equal((await f.api.post('/api/admin/repositorySettings', REPOSITORY)).status, 200);
  const hall = await f.asset('Hall', { label: 'first' });
  const yard = await f.asset('Yard', { label: 'first' });
  const a1 = await deviceByName(f.api, 'Test Device A1');
  /** Follows a status page the way its polling element does, until the dialog shows a result. */
  const settle = (address: string) =>
    eventually(async () => {
      const page = await tenant.get(address);
      return page.body.includes('hx-trigger="every 2s"') ? null : page;
    }, `${address} done`);
  const create = '/vc?branch=main&dialog=create-version';
  const valid = {
    versionName: 'Nightly', branch: 'main', syncStrategy: 'MERGE', entityTypes: ['ASSET', 'DEVICE'],
    'entityTypes.ASSET.allEntities': 'true', 'entityTypes.ASSET.saveAttributes': 'true',
    'entityTypes.DEVICE.entityIds': a1.id.id, 'entityTypes.DEVICE.saveCredentials': 'true', 'entityTypes.DEVICE.syncStrategy': '',
  };

  t.test('the create dialog: name, branch, default strategy, and per entity type its options, every field labelled', async (t) => {
    const page = await tenant.get('/vc');
    const button = element(page.body, 'a', { 'aria-label': 'Create entities version' });
    t.ok(button, 'the toolbar\'s create button');
    const dialog = await tenant.get(create);
    t.equal(dialog.statusCode, 200);
    t.equal(dialogTitle(dialog.body), 'Create entities version');
    const html = dialogHtml(dialog.body);
    for (const name of ['versionName', 'branch', 'syncStrategy']) t.ok(element(html, name === 'syncStrategy' ? 'select' : 'input', { name }), name);
    for (const type of TYPES) {
      t.ok(element(html, 'input', { type: 'checkbox', name: 'entityTypes', value: type }), `${type} can be included`);
      t.ok(element(html, 'input', { name: `entityTypes.${type}.allEntities` }), `${type}: all entities`);
      t.ok(element(html, 'select', { name: `entityTypes.${type}.syncStrategy` }), `${type}: its sync strategy`);
      t.match(html, new RegExp(`name="entityTypes\\.${type}\\.entityIds(\\.search)?"`), `${type}: a list of its entities (or its search)`);
    }
    t.match(unescape(html), /value="[0-9a-f-]{36}"[^>]*>\s*(<[^>]*>)*\s*Test Device A1|Test Device A1/, 'devices to choose from');
    t.equal((html.match(/\.saveCredentials"/g) ?? []).length, 1, 'credentials only for devices');
    for (const id of [...html.matchAll(/<(?:input|select)[^>]*id="([^"]+)"/g)].map((m) => m[1])) t.match(html, new RegExp(`for="${id}"`), `${id} labelled`);
  });

  t.test('refused forms: name and types required, chosen entities required, input kept', async (t) => {
    const empty = await tenant.postForm(create, { versionName: ' ' });
    t.equal(empty.statusCode, 400);
    t.match(empty.body, /Version name is required\./);
    t.match(empty.body, /Choose at least one entity type\./);
    const none = await tenant.postForm(create, { versionName: 'Kept', entityTypes: 'DEVICE' });
    t.equal(none.statusCode, 400);
    t.match(none.body, /Choose the entities, or all of them\./);
    t.match(none.body, /value="Kept"/, 'the name kept');
    t.ok(element(dialogHtml(none.body), 'input', { name: 'entityTypes', value: 'DEVICE', checked: '' }), 'the type kept');
    t.equal(c.proxy.count('POST', '/api/entities/vc/version'), 0, 'nothing sent');
  });

  t.test('a picker search without JavaScript: the dialog again, the search applied, the form kept', async (t) => {
    const res = await tenant.postForm(create, { ...valid, _search: 'entityTypes.DEVICE.entityIds', 'entityTypes.DEVICE.entityIds.search': 'A2' });
    t.equal(res.statusCode, 200);
    const html = unescape(dialogHtml(res.body));
    t.match(html, /Test Device A2/);
    t.notMatch(html, /Test Device B1/, 'narrowed');
    t.match(html, /value="Nightly"/);
    t.equal(c.proxy.count('POST', '/api/entities/vc/version'), 0);
  });

  t.test('create: all assets and one chosen device, polled until the version exists', async (t) => {
    const res = await tenant.postForm(create, valid);
    t.equal(res.statusCode, 303);
    t.match(res.headers.location as string, /^\/vc\?branch=main&dialog=version-status&request=[0-9a-f-]{36}$/);
    const done = await settle(res.headers.location as string);
    t.match(unescape(dialogHtml(done.body)), /Version 'Nightly' created/);
    t.match(unescape(dialogHtml(done.body)), /Added: 3, modified: 0, removed: 0/);
    const versions = (await f.api.get('/api/entities/vc/version?branch=main&pageSize=10&page=0')).body as { data: { id: string; name: string }[] };
    t.same(versions.data.map((v) => v.name), ['Nightly']);
    const held = (await f.api.get(`/api/entities/vc/entity/${versions.data[0].id}`)).body as { externalId: { entityType: string; id: string } }[];
    t.same(held.map((e) => e.externalId.id).sort(), [hall, yard, a1.id.id].sort(), 'the assets and the chosen device, not the others');
    t.match((await tenant.get('/vc?branch=main')).body, /<td>Nightly<\/td>/);
  });

  t.test('restore: the version\'s types offered; the chosen ones loaded, polled', async (t) => {
    for (const id of [hall]) {
      const asset = (await f.api.get(`/api/asset/${id}`)).body as Record<string, unknown>;
      await f.api.post('/api/asset', { ...asset, label: 'changed' });
    }
    await f.api.post('/api/device', { ...a1, label: 'changed' });
    const list = await tenant.get('/vc?branch=main');
    const restore = unescape(/href="([^"]*dialog=restore&amp;[^"]*)"/.exec(list.body)?.[1] ?? '');
    t.ok(restore, 'a restore link per version');
    const dialog = await tenant.get(restore);
    t.match(dialogTitle(dialog.body) ?? '', /^Restore entities from version '[0-9a-f]{7}'$/);
    const html = dialogHtml(dialog.body);
    t.same([...html.matchAll(/name="entityTypes"(?: checked="")? value="([A-Z_]+)"/g)].map((m) => m[1]), ['ASSET', 'DEVICE'], 'the types the version holds');
    for (const option of ['loadRelations', 'loadAttributes', 'removeOtherEntities', 'findExistingEntityByName']) t.ok(element(html, 'input', { name: `entityTypes.ASSET.${option}` }), option);
    t.ok(element(html, 'input', { name: 'entityTypes.DEVICE.loadCredentials' }));
    t.notOk(element(html, 'input', { name: 'entityTypes.ASSET.loadCredentials' }));

    const nothing = await tenant.postForm(restore, {});
    t.equal(nothing.statusCode, 400);
    t.match(nothing.body, /Choose at least one entity type\./);
    const res = await tenant.postForm(restore, { entityTypes: 'ASSET', 'entityTypes.ASSET.loadAttributes': 'true', 'entityTypes.ASSET.findExistingEntityByName': 'true' });
    t.equal(res.statusCode, 303);
    t.match(res.headers.location as string, /dialog=restore-status&request=[0-9a-f-]{36}/);
    const done = await settle(res.headers.location as string);
    t.match(unescape(dialogHtml(done.body)), /<li>Asset: Created: 0, updated: 1, deleted: 0<\/li>/, 'the changed asset updated, per entity type');
    t.equal(((await f.api.get(`/api/asset/${hall}`)).body as { label: string }).label, 'first', 'the asset back at the version');
    t.equal(((await f.api.get(`/api/device/${a1.id.id}`)).body as { label: string }).label, 'changed', 'devices not restored');
    t.equal((await tenant.get('/vc?dialog=restore-status&request=nope')).statusCode, 404);
  });

  t.test('platform refusals show on the form with the input kept', async (t) => {
    c.proxy.fault('POST', '/api/entities/vc/version', { kind: 'status', status: 400 }, 1);
    const res = await tenant.postForm(create, { ...valid, versionName: 'Refused' });
    t.equal(res.statusCode, 400);
    t.ok(formError(res.body), 'a form error');
    t.match(res.body, /value="Refused"/);
    t.equal((await f.api.post('/api/admin/repositorySettings', { ...REPOSITORY, readOnly: true })).status, 200);
    const page = await tenant.get('/vc?branch=main');
    t.notOk(element(page.body, 'a', { 'aria-label': 'Create entities version' }), 'read-only: no create');
    t.match(page.body, /dialog=restore&amp;/, 'read-only: restore (a read) kept');
    t.equal((await tenant.get(create)).statusCode, 403);
    const readOnly = await tenant.postForm(create, valid);
    t.equal(readOnly.statusCode, 400);
    t.equal(formError(readOnly.body), 'Repository is read-only!', 'the platform\'s message');
    t.match(readOnly.body, /value="Nightly"/);
  });

  t.test('bad input: an unknown version or dialog, odd values; a clear answer, never a crash', async (t) => {
    const unknown = await tenant.get('/vc?dialog=restore&version=0123456789abcdef');
    t.equal(unknown.statusCode, 500, 'an unknown version: the platform\'s failure (500 "not found in the repository")');
    t.match(unknown.body, /The platform reported an error/);
    t.match(unknown.body, /<main id="main"/, 'a page, not a stack trace');
    t.notMatch(unknown.body, /at [\w.]+ \(/);
    t.equal((await tenant.get('/vc?dialog=nothing')).statusCode, 404);
    t.equal((await tenant.postForm('/vc?dialog=nothing', {})).statusCode, 404);
    const odd = await tenant.postForm(create, { versionName: 'x'.repeat(300), entityTypes: ['NOPE', 'DEVICE'], 'entityTypes.DEVICE.entityIds': ['not-an-id'], syncStrategy: 'SOMETIMES' });
    t.equal(odd.statusCode, 400, 'ids that are not ids are no choice');
    t.match(odd.body, /Choose the entities, or all of them\./);
  });

  t.test('a customer user: no /vc, not even its posts', async (t) => {
    const customer = c.client();
    await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    t.equal((await customer.get(create)).statusCode, 403);
    t.equal((await customer.postForm(create, valid)).statusCode, 403);
  });
});
