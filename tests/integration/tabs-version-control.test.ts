import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A } from '../helpers/console.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { dialogHtml, dialogTitle, element, unescape } from '../helpers/entity-html.ts';

const REPOSITORY = { repositoryUri: 'https://git.example.com/tenant/config.git', authMethod: 'USERNAME_PASSWORD', username: 'bot', password: 'secret', defaultBranch: 'main', readOnly: false, showMergeCommits: false };

t.test('the version-control tab: repository settings first, create a version (polled), compare, restore (polled)', async (t) => {
  const c = await startConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const hall = await f.asset('Hall', { label: 'first' });
  const tab = `/assets/${hall}/version-control`;
  /** Follows a status page the way its polling element does, until the dialog shows a result. */
  const settle = (address: string) =>
    eventually(async () => {
      const page = await tenant.get(address);
      return page.body.includes('hx-trigger="every 2s"') ? null : page;
    }, `${address} done`);

  t.test('without repository settings: a link to them', async (t) => {
    const page = await tenant.get(tab);
    t.equal(page.statusCode, 200);
    t.match(page.body, /Version control needs the repository settings\./);
    t.ok(element(page.body, 'a', { href: '/settings/repository' }));
    const all = await tenant.get('/vc');
    t.equal(all.statusCode, 200);
    t.ok(element(all.body, 'a', { href: '/settings/repository' }), 'the /vc page too');
  });

  t.test('create: the name required; the request polled until the version exists', async (t) => {
    t.equal((await f.api.post('/api/admin/repositorySettings', REPOSITORY)).status, 200);
    const page = await tenant.get(tab);
    t.ok(element(page.body, 'input', { name: 'branch', value: 'main', list: 'vc-branch-list' }), 'the branch autocomplete');
    t.ok(element(page.body, 'option', { value: 'main', label: 'main (default)' }), 'the default branch marked');
    t.ok(element((await tenant.get(`${tab}?branch=nope`)).body, 'input', { name: 'branch', value: 'main' }), 'an unknown branch reverts to the default');
    t.match(page.body, /No versions found/);
    t.equal(dialogTitle((await tenant.get(`${tab}?dialog=create-version`)).body), 'Create version');
    const empty = await tenant.postForm(`${tab}?branch=main&dialog=create-version`, { versionName: ' ' });
    t.equal(empty.statusCode, 400);
    t.match(empty.body, /Version name is required\./);
    const noBranch = await tenant.postForm(`${tab}?branch=main&dialog=create-version`, { versionName: 'x', branch: ' ' });
    t.equal(noBranch.statusCode, 400);
    t.match(noBranch.body, /Branch is required\./);
    t.ok(element(noBranch.body, 'input', { name: 'versionName', value: 'x' }), 'the input kept');
    const res = await tenant.postForm(`${tab}?branch=main&dialog=create-version`, { versionName: 'First cut', 'config.saveAttributes': 'true' });
    t.equal(res.statusCode, 303);
    t.match(res.headers.location as string, new RegExp(`^${tab}\\?branch=main&dialog=version-status&request=[0-9a-f-]{36}$`));
    const done = await settle(res.headers.location as string);
    t.match(unescape(dialogHtml(done.body)), /Version 'First cut' created/);
    const list = await tenant.get(tab);
    t.match(list.body, /<td>First cut<\/td>/);
    t.match(list.body, /<td>tenant@thingsboard.org<\/td>/);
  });

  t.test('create on a new branch typed in the dialog; the branches suggested by prefix, ignoring case', async (t) => {
    const res = await tenant.postForm(`${tab}?branch=main&dialog=create-version`, { versionName: 'On a feature', branch: 'Feature-x' });
    t.equal(res.statusCode, 303);
    t.match(res.headers.location as string, /\?branch=Feature-x&dialog=version-status/);
    await settle(res.headers.location as string);
    const suggested = await tenant.get('/search/branches?field=branch&id=vc-branch&mode=select&branch=feat');
    t.equal(suggested.statusCode, 200);
    t.same([...suggested.body.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]), ['Feature-x']);
    const all = await tenant.get('/search/branches?field=branch&id=vc-branch&mode=select&branch=');
    t.same([...all.body.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]).sort(), ['Feature-x', 'main']);
    const reverted = await tenant.get('/search/branches/choose?field=branch&id=vc-branch&mode=select&branch=FEATURE-X');
    t.ok(element(reverted.body, 'input', { name: 'branch', value: 'Feature-x' }), 'selection mode: the branch of that name');
    const unknown = await tenant.get('/search/branches/choose?field=branch&id=vc-branch&mode=select&branch=gone');
    t.ok(element(unknown.body, 'input', { name: 'branch', value: 'main' }), 'selection mode: unmatched reverts to the default');
    t.match((await tenant.get(`${tab}?branch=Feature-x`)).body, /<td>On a feature<\/td>/);
  });

  t.test('compare with current: a readable line diff after the asset changed', async (t) => {
    const asset = (await f.api.get(`/api/asset/${hall}`)).body as Record<string, unknown>;
    t.equal((await f.api.post('/api/asset', { ...asset, label: 'second' })).status, 200);
    const list = await tenant.get(tab);
    const compare = /href="([^"]*dialog=compare[^"]*)"/.exec(list.body)?.[1];
    t.ok(compare);
    const page = await tenant.get(unescape(compare!));
    t.equal(dialogTitle(page.body), 'Difference with the current state');
    const diff = unescape(dialogHtml(page.body));
    t.match(diff, /<span class="diff-removed">- +"label": "first",?\n<\/span>/);
    t.match(diff, /<span class="diff-added">\+ +"label": "second",?\n<\/span>/);
  });

  t.test('restore: confirm, polled, the entity back at the version', async (t) => {
    const list = await tenant.get(tab);
    const restore = unescape(/href="([^"]*dialog=restore&amp;[^"]*)"/.exec(list.body)?.[1] ?? '');
    t.equal(dialogTitle((await tenant.get(restore)).body), 'Restore version');
    const res = await tenant.postForm(restore, {});
    t.equal(res.statusCode, 303);
    t.match(res.headers.location as string, /dialog=restore-status&request=/);
    const done = await settle(res.headers.location as string);
    t.match(unescape(dialogHtml(done.body)), /updated: 1/);
    t.equal(((await f.api.get(`/api/asset/${hall}`)).body as { label: string }).label, 'first');
  });

  t.test('the /vc page lists the versions of the branch', async (t) => {
    const page = await tenant.get('/vc?branch=main');
    t.equal(page.statusCode, 200);
    t.match(page.body, /<td>First cut<\/td>/);
    t.ok(element(page.body, 'a', { 'aria-label': 'Create entities version' }), 'create over entity types (vc-page.test.ts)');
    t.notMatch(page.body, /dialog=compare/, 'no compare without an entity');
  });

  t.test('a customer user has no version-control tab and no /vc page', async (t) => {
    const customer = c.client();
    await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    t.equal((await customer.get(tab)).statusCode, 403, 'the tab is the tenant administrators\' own');
    t.equal((await customer.get('/vc')).statusCode, 403);
  });
});

t.test('a read-only repository: versions listed, no create (a create posted anyway: the platform\'s refusal on the form), restore kept', async (t) => {
  const c = await startConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const hall = await f.asset('Hall');
  t.equal((await f.api.post('/api/admin/repositorySettings', { ...REPOSITORY, readOnly: true })).status, 200);
  const tab = `/assets/${hall}/version-control`;
  const page = await tenant.get(tab);
  t.equal(page.statusCode, 200);
  t.notOk(element(page.body, 'a', { 'aria-label': 'Create version' }));
  t.equal((await tenant.get(`${tab}?dialog=create-version`)).statusCode, 403);
  const posted = await tenant.postForm(`${tab}?dialog=create-version`, { versionName: 'Kept name' });
  t.equal(posted.statusCode, 400);
  t.match(posted.body, /Repository is read-only!/, 'the platform\'s message');
  t.match(posted.body, /value="Kept name"/, 'the input kept');
});

t.test('widgets bundles: the version-control tab of the tenant\'s own bundles only (console-map §3.16)', async (t) => {
  const c = await startConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  t.equal((await f.api.post('/api/admin/repositorySettings', REPOSITORY)).status, 200);
  const own = ((await f.api.post('/api/widgetsBundle', { title: 'Plant widgets' })).body as { id: { id: string } }).id.id;
  const system = ((await f.api.get('/api/widgetsBundles')).body as { alias: string; id: { id: string } }[]).find((b) => b.alias === 'charts')!.id.id;
  const details = await tenant.get(`/widgets-bundles/${own}`);
  t.equal(details.statusCode, 200);
  t.ok(element(details.body, 'a', { href: `/widgets-bundles/${own}/version-control` }), 'the tab on the own bundle');
  const tab = await tenant.get(`/widgets-bundles/${own}/version-control`);
  t.equal(tab.statusCode, 200);
  t.match(tab.body, /No versions found/);
  t.ok(element(tab.body, 'a', { 'aria-label': 'Create version' }));
  const systemDetails = await tenant.get(`/widgets-bundles/${system}`);
  t.equal(systemDetails.statusCode, 200);
  t.notMatch(systemDetails.body, /\/version-control"/, 'no tab on a system bundle');
  t.equal((await tenant.get(`/widgets-bundles/${system}/version-control`)).statusCode, 404);
});
