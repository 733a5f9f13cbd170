import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { dialogTitle, element, fieldError, formError, HTMX, unescape } from '../helpers/entity-html.ts';

const long = 'x'.repeat(256);

t.test('the asset form: validators, edit on the panel and the page, input kept', async (t) => {
  const c = await startConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const id = await f.asset('Warehouse', { label: 'W' });
  const stored = async () => (await f.api.get(`/api/asset/${id}`)).body as { name: string; label: string; additionalInfo: Record<string, unknown> | null; assetProfileId: { id: string } };

  t.test('each validator answers 400 with its message beside its field, nothing sent', async (t) => {
    const cases: [Record<string, string>, string, string][] = [
      [{ name: '' }, 'name', 'Name is required.'],
      [{ name: '   ' }, 'name', 'Name is required.'],
      [{ name: long }, 'name', 'The name may have at most 255 characters.'],
      [{ name: 'Ok', label: long }, 'label', 'The label may have at most 255 characters.'],
      [{ name: 'Ok', assetProfileId: '' }, 'assetProfileId', 'Asset profile is required.'],
      [{ name: 'Ok', assetProfileId: 'not-an-id' }, 'assetProfileId', 'Asset profile is required.'],
    ];
    for (const [form, path, message] of cases) {
      const before = c.proxy.count('POST', '/api/asset');
      const res = await tenant.postForm('/assets?dialog=add', { assetProfileId: f.profileId, ...form });
      t.equal(res.statusCode, 400, `${path}: ${message}`);
      t.equal(fieldError(res.body, path), message);
      t.ok(element(res.body, path === 'assetProfileId' ? 'select' : 'input', { name: path, 'aria-invalid': 'true' }), 'marked invalid');
      t.equal(c.proxy.count('POST', '/api/asset'), before, 'nothing sent to the platform');
      if (form.name !== undefined && path !== 'name') t.ok(element(res.body, 'input', { name: 'name', value: form.name }), 'the input kept');
    }
  });

  t.test('the details page: read-only, then ?edit=true, then saved', async (t) => {
    const page = await tenant.get(`/assets/${id}`);
    t.ok(element(page.body, 'input', { name: 'name', value: 'Warehouse', disabled: '' }));
    t.ok(element(page.body, 'a', { title: 'Edit', href: `/assets/${id}?edit=true` }), 'the edit toggle is a link');
    t.notMatch(page.body, /method="post" action="\/assets\//, 'no form to post while reading');
    for (const label of ['Details', 'Attributes', 'Latest telemetry', 'Alarms', 'Events', 'Relations', 'Audit logs', 'Version control']) t.match(page.body, `>${label}</a>`);
    t.ok(element(page.body, 'a', { href: `/assets/${id}/attributes` }), 'each tab its own address');
    t.ok(element(page.body, 'button', { 'data-copy': id, title: 'Copy asset ID' }));
    t.ok(element(page.body, 'a', { title: 'Delete asset', href: `/assets/${id}?dialog=delete&amp;ids=${id}` }), 'the header\'s delete');
    const edit = await tenant.get(`/assets/${id}?edit=true`);
    t.ok(element(edit.body, 'input', { name: 'name', value: 'Warehouse' }));
    t.notOk(element(edit.body, 'input', { name: 'name', disabled: '' }));
    t.ok(element(edit.body, 'form', { method: 'post', action: `/assets/${id}` }));
    t.match(edit.body, />Apply changes<\/button>/);
    t.ok(element(edit.body, 'a', { href: `/assets/${id}` }), 'decline goes back to reading');
    t.notMatch(edit.body, /title="Delete asset"/, 'the header buttons hide while editing');
    const res = await tenant.postForm(`/assets/${id}`, { name: 'Warehouse 2', assetProfileId: f.profileId, label: '', 'additionalInfo.description': 'north' });
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, `/assets/${id}`);
    const saved = await stored();
    t.same([saved.name, saved.label, saved.additionalInfo?.description], ['Warehouse 2', '', 'north']);
    t.match((await tenant.get(`/assets/${id}`)).body, /<p class="toast-message">Changes saved<\/p>/);
  });

  t.test('the details header: the buttons that apply to the asset, the public badge, the details page from the panel', async (t) => {
    const shared = await f.asset('Atrium');
    await f.api.post(`/api/customer/public/asset/${shared}`);
    const assigned = await f.asset('Cellar', { customerId: f.customerA });
    const header = (html: string) => html.slice(html.indexOf('<div class="details-header">'), html.indexOf('<nav class="tab-bar"'));
    const titles = (html: string) => [...header(html).matchAll(/<(?:a|button) class="icon-button" title="([^"]+)"/g)].map((m) => m[1]);
    const open = header((await tenant.get(`/assets/${id}`)).body);
    t.same(titles(open), ['Make asset public', 'Assign to customer', 'Delete asset', 'Edit'], 'unassigned');
    t.notMatch(open, /class="badge"/);
    const pub = header((await tenant.get(`/assets/${shared}`)).body);
    t.same(titles(pub), ['Make asset private', 'Delete asset', 'Edit'], 'public');
    t.match(pub, /<span class="badge">Asset is public<\/span>/);
    t.ok(element(pub, 'a', { title: 'Make asset private', href: `/assets/${shared}?dialog=make-private&amp;ids=${shared}` }));
    t.same(titles((await tenant.get(`/assets/${assigned}`)).body), ['Unassign from customer', 'Delete asset', 'Edit'], 'assigned');
    const panel = header((await tenant.get(`/assets?details=${shared}`)).body);
    t.same(titles(panel), ['Open details page', 'Make asset private', 'Delete asset', 'Edit', 'Close'], 'the panel adds the details page and close');
    t.ok(element(panel, 'a', { title: 'Open details page', href: `/assets/${shared}` }));
    const edge = await f.edge('Edge H');
    await f.api.post(`/api/edge/${edge}/asset/${assigned}`);
    t.same(titles((await tenant.get(`/edgeInstances/${edge}/assets/${assigned}`)).body), ['Unassign from edge', 'Edit'], 'under an edge: its own actions only');
  });

  t.test('saving keeps what the form does not show', async (t) => {
    await f.api.post('/api/asset', { ...(await stored()), additionalInfo: { description: 'x', keep: 'me' } });
    await tenant.postForm(`/assets/${id}`, { name: 'Warehouse 2', assetProfileId: f.profileId, 'additionalInfo.description': 'y' });
    t.same((await stored()).additionalInfo, { description: 'y', keep: 'me' });
  });

  t.test('invalid input on the details page: the form again, editing, with the message and the input', async (t) => {
    const res = await tenant.postForm(`/assets/${id}`, { name: '', assetProfileId: f.profileId, label: 'typed' });
    t.equal(res.statusCode, 400);
    t.equal(fieldError(res.body, 'name'), 'Name is required.');
    t.ok(element(res.body, 'input', { name: 'label', value: 'typed' }));
    t.match(res.body, />Apply changes<\/button>/);
    const fragment = await tenant.postForm(`/assets/${id}`, { name: long, assetProfileId: f.profileId }, { headers: HTMX('entity-page') });
    t.equal(fragment.statusCode, 400);
    t.match(fragment.body, /^<div id="entity-page"/, 'htmx gets the region');
    t.equal(fieldError(fragment.body, 'name'), 'The name may have at most 255 characters.');
  });

  t.test('the panel: edit and save beside the list', async (t) => {
    const panel = await tenant.get(`/assets?details=${id}&edit=true`, HTMX('entity-panel'));
    t.ok(element(panel.body, 'form', { method: 'post', action: `/assets?details=${id}` }));
    const res = await tenant.postForm(`/assets?details=${id}`, { name: 'Warehouse 3', assetProfileId: f.profileId });
    t.equal(res.headers.location, `/assets?details=${id}`);
    t.equal((await stored()).name, 'Warehouse 3');
    const invalid = await tenant.postForm(`/assets?details=${id}`, { name: '', assetProfileId: f.profileId });
    t.equal(invalid.statusCode, 400);
    t.match(invalid.body, /<aside id="entity-panel" class="details-panel open"/);
    t.equal(fieldError(invalid.body, 'name'), 'Name is required.');
  });

  t.test('a duplicate name is the platform\'s refusal, shown on the form', async (t) => {
    await f.asset('Taken');
    const add = await tenant.postForm('/assets?dialog=add', { name: 'Taken', assetProfileId: f.profileId });
    t.equal(add.statusCode, 400);
    t.equal(formError(add.body), 'Asset with such name already exists!');
    t.equal(dialogTitle(add.body), 'Add asset');
    t.ok(element(add.body, 'input', { name: 'name', value: 'Taken' }));
    const edit = await tenant.postForm(`/assets/${id}`, { name: 'Taken', assetProfileId: f.profileId });
    t.equal(edit.statusCode, 400);
    t.equal(formError(edit.body), 'Asset with such name already exists!');
  });

  t.test('every tab of an asset is built (tests/integration/tabs-*.test.ts); the asset must exist', async (t) => {
    const tab = await tenant.get(`/assets/${id}/version-control`);
    t.equal(tab.statusCode, 200);
    t.notMatch(unescape(tab.body), /Not available yet/);
    t.equal((await tenant.get('/assets/13814000-1dd2-11b2-8080-808080808081/attributes')).statusCode, 404);
  });

  t.test('the details page\'s crumbs name the asset', async (t) => {
    const page = await tenant.get(`/assets/${id}`);
    t.match(page.body, /<a href="\/assets">[\s\S]*?Assets<\/a>[\s\S]*?<h1 aria-current="page">Warehouse 3<\/h1>/);
  });
});
