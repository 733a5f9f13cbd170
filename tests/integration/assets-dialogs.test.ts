import t from 'tap';
import { startConsole, TENANT, type ConsoleClient } from '../helpers/console.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { dialogHtml, dialogTitle, element, fieldError, HTMX, rowNames, unescape, toast } from '../helpers/entity-html.ts';
import { NULL_UUID } from '../helpers/emulator.ts';


t.test('asset dialogs: each at its own address, done by a form post, back to the page with a toast', async (t) => {
  const c = await startConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const tenant: ConsoleClient = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const owner = async (id: string) => ((await f.api.get(`/api/asset/info/${id}`)).body as { customerId: { id: string }; customerTitle: string | null; customerIsPublic: boolean });

  t.test('add: the generic add dialog with the asset form; the default profile chosen', async (t) => {
    const page = await tenant.get('/assets?dialog=add');
    t.equal(page.statusCode, 200);
    t.equal(dialogTitle(page.body), 'Add asset');
    t.match(page.body, /<main id="main"[\s\S]*<table class="entity-table">/, 'over the list');
    t.ok(element(dialogHtml(page.body), 'option', { value: f.profileId }), 'the profiles as choices');
    t.match(page.body, new RegExp(`<select id="field-assetProfileId"[^>]*>[^]*?<option value="${f.profileId}">default</option>`));
    for (const label of ['Name', 'Asset profile', 'Label', 'Description']) t.match(page.body, new RegExp(`<label for="field-[a-zA-Z-]+">${label}</label>`));
    const res = await tenant.postForm('/assets?dialog=add', { name: 'Boiler room', assetProfileId: f.profileId, label: 'B1', 'additionalInfo.description': 'basement' });
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/assets');
    const list = await tenant.get('/assets?textSearch=Boiler');
    t.same(rowNames(list.body), ['Boiler room']);
    t.equal(toast(list.body), 'Add asset: done (1)');
    const saved = (await f.api.get('/api/tenant/assets?assetName=Boiler%20room')).body as { label: string; additionalInfo: { description: string }; assetProfileId: { entityType: string; id: string } };
    t.same([saved.label, saved.additionalInfo.description, saved.assetProfileId], ['B1', 'basement', { entityType: 'ASSET_PROFILE', id: f.profileId }]);
  });

  t.test('add with htmx: the 303 leads to the page region, whose toast comes out of band', async (t) => {
    const res = await tenant.postForm('/assets?textSearch=Pump&dialog=add', { name: 'Pump 1', assetProfileId: f.profileId }, { headers: HTMX('entity-page') });
    t.equal(res.statusCode, 303, 'a plain 303: htmx\'s fetch follows it with the same target');
    t.equal(res.headers.location, '/assets?textSearch=Pump');
    t.notOk(res.headers['hx-redirect']);
    const region = await tenant.get(res.headers.location as string, HTMX('entity-page'));
    t.match(region.body, /^<div id="entity-page"/);
    t.match(region.body, /<div id="entity-dialog"><\/div>/, 'the dialog slot is empty: the dialog closes');
    t.match(region.body, /<div id="toasts" class="toasts" hx-swap-oob="innerHTML">/);
    t.equal(toast(region.body), 'Add asset: done (1)');
    t.same(rowNames(region.body), ['Pump 1']);
  });

  const [hall, tank, silo] = [await f.asset('Hall'), await f.asset('Tank'), await f.asset('Silo')];

  t.test('make public: confirm, then the asset belongs to the public customer', async (t) => {
    const page = await tenant.get(`/assets?dialog=make-public&ids=${hall}`);
    t.equal(dialogTitle(page.body), "Make the asset 'Hall' public?");
    t.match(page.body, /role="alertdialog"/);
    t.match(unescape(page.body), /Once confirmed, the asset and its data are public/);
    t.ok(element(page.body, 'a', { class: 'button', href: '/assets' }), 'Cancel goes back to the page');
    t.ok(element(page.body, 'form', { action: `/assets?dialog=make-public&amp;ids=${hall}`, method: 'post' }));
    const res = await tenant.postForm(`/assets?dialog=make-public&ids=${hall}`, {});
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/assets');
    t.equal((await owner(hall)).customerIsPublic, true);
    t.equal(toast((await tenant.get('/assets')).body), 'Make asset public: done (1)');
  });

  t.test('make private: the public asset is unassigned', async (t) => {
    t.equal(dialogTitle((await tenant.get(`/assets?dialog=make-private&ids=${hall}`)).body), "Make the asset 'Hall' private?");
    t.equal((await tenant.postForm(`/assets?dialog=make-private&ids=${hall}`, {})).statusCode, 303);
    t.equal((await owner(hall)).customerId.id, NULL_UUID);
  });

  t.test('assign to customer: one asset, the customer picker required', async (t) => {
    const page = await tenant.get(`/assets?dialog=assign&ids=${hall}`);
    t.equal(dialogTitle(page.body), 'Assign assets to customer');
    t.ok(element(page.body, 'option', { value: f.customerA }));
    const empty = await tenant.postForm(`/assets?dialog=assign&ids=${hall}`, { customerId: '' });
    t.equal(empty.statusCode, 400);
    t.equal(fieldError(empty.body, 'customerId'), 'Customer is required.');
    t.equal(dialogTitle(empty.body), 'Assign assets to customer', 'the dialog again');
    const res = await tenant.postForm(`/assets?dialog=assign&ids=${hall}`, { customerId: f.customerA });
    t.equal(res.statusCode, 303);
    t.equal((await owner(hall)).customerTitle, 'Customer A');
  });

  t.test('assign to customer: many, from the selection', async (t) => {
    const page = await tenant.get(`/assets?ids=${tank}&ids=${silo}&dialog=assign`);
    t.match(page.body, new RegExp(`action="/assets\\?dialog=assign&amp;ids=${tank}%2C${silo}"`), 'the dialog\'s own address names both');
    const res = await tenant.postForm(`/assets?dialog=assign&ids=${tank},${silo}`, { customerId: f.customerB });
    t.equal(res.statusCode, 303);
    t.same([(await owner(tank)).customerTitle, (await owner(silo)).customerTitle], ['Customer B', 'Customer B']);
    t.equal(toast((await tenant.get('/assets')).body), 'Assign to customer: done (2)');
  });

  t.test('unassign: one from the tenant list, many from the customer\'s list', async (t) => {
    t.equal(dialogTitle((await tenant.get(`/assets?dialog=unassign&ids=${hall}`)).body), "Unassign the asset 'Hall'?");
    t.equal((await tenant.postForm(`/assets?dialog=unassign&ids=${hall}`, {})).statusCode, 303);
    t.equal((await owner(hall)).customerId.id, NULL_UUID);
    const path = `/customers/${f.customerB}/assets`;
    t.equal(dialogTitle((await tenant.get(`${path}?dialog=unassign&ids=${tank},${silo}`)).body), 'Unassign 2 assets?');
    const res = await tenant.postForm(`${path}?dialog=unassign&ids=${tank},${silo}`, {});
    t.equal(res.headers.location, path);
    t.same(rowNames((await tenant.get(path)).body), []);
  });

  t.test('add entities to a customer: the tenant\'s assets as a required list', async (t) => {
    const path = `/customers/${f.customerA}/assets`;
    const page = await tenant.get(`${path}?dialog=add-to-customer`);
    t.equal(dialogTitle(page.body), 'Assign assets to customer');
    t.ok(element(page.body, 'input', { type: 'checkbox', name: 'entityIds', value: tank }));
    const none = await tenant.postForm(`${path}?dialog=add-to-customer`, {});
    t.equal(none.statusCode, 400);
    t.match(unescape(none.body), /Choose at least one entity\./);
    const res = await tenant.postForm(`${path}?dialog=add-to-customer`, { entityIds: [tank, silo] as unknown as string });
    t.equal(res.statusCode, 303);
    t.same(rowNames((await tenant.get(`${path}?property=name&direction=ASC`)).body), ['Silo', 'Tank']);
  });

  t.test('add entities to an edge, and unassign them from it', async (t) => {
    const edge = await f.edge('Edge South');
    const path = `/edgeInstances/${edge}/assets`;
    t.equal(dialogTitle((await tenant.get(`${path}?dialog=add-to-edge`)).body), 'Assign assets to edge');
    t.equal((await tenant.postForm(`${path}?dialog=add-to-edge`, { entityIds: [hall, tank, silo] as unknown as string })).statusCode, 303);
    t.same(rowNames((await tenant.get(`${path}?property=name&direction=ASC`)).body), ['Hall', 'Silo', 'Tank']);
    t.equal(dialogTitle((await tenant.get(`${path}?dialog=unassign-edge&ids=${hall}`)).body), "Unassign the asset 'Hall' from the edge?");
    t.equal((await tenant.postForm(`${path}?dialog=unassign-edge&ids=${hall}`, {})).statusCode, 303);
    t.equal(dialogTitle((await tenant.get(`${path}?dialog=unassign-edge&ids=${tank},${silo}`)).body), 'Unassign 2 assets from the edge?');
    t.equal((await tenant.postForm(`${path}?dialog=unassign-edge&ids=${tank},${silo}`, {})).statusCode, 303);
    t.same(rowNames((await tenant.get(path)).body), []);
  });

  t.test('delete one from its panel: the panel closes', async (t) => {
    const page = await tenant.get(`/assets?details=${hall}&dialog=delete&ids=${hall}`);
    t.equal(dialogTitle(page.body), "Delete the asset 'Hall'?");
    t.match(page.body, /<aside id="entity-panel" class="details-panel open"/, 'over the list with its panel');
    const res = await tenant.postForm(`/assets?details=${hall}&dialog=delete&ids=${hall}`, {});
    t.equal(res.headers.location, '/assets', 'back to the list without the panel of the deleted asset');
    t.equal((await f.api.get(`/api/asset/info/${hall}`)).status, 404);
  });

  t.test('delete one from its details page: back to the list (a whole page for htmx)', async (t) => {
    const res = await tenant.postForm(`/assets/${tank}?dialog=delete&ids=${tank}`, {}, { headers: HTMX('entity-page') });
    t.equal(res.statusCode, 204);
    t.equal(res.headers['hx-redirect'], '/assets');
    t.equal((await f.api.get(`/api/asset/info/${tank}`)).status, 404);
  });

  t.test('delete many', async (t) => {
    const [a, b] = [await f.asset('Del 1'), await f.asset('Del 2')];
    t.equal(dialogTitle((await tenant.get(`/assets?dialog=delete&ids=${a},${b}`)).body), 'Delete 2 assets?');
    const res = await tenant.postForm(`/assets?dialog=delete&ids=${a},${b}`, {});
    t.equal(res.statusCode, 303);
    t.equal(toast((await tenant.get('/assets')).body), 'Delete asset: done (2)');
    t.same([(await f.api.get(`/api/asset/info/${a}`)).status, (await f.api.get(`/api/asset/info/${b}`)).status], [404, 404]);
  });

  t.test('dialogs over the details page', async (t) => {
    const id = await f.asset('Gate');
    const page = await tenant.get(`/assets/${id}?dialog=assign&ids=${id}`);
    t.equal(dialogTitle(page.body), 'Assign assets to customer');
    t.match(page.body, /<section class="entity-details"/);
    const res = await tenant.postForm(`/assets/${id}?dialog=assign&ids=${id}`, { customerId: f.customerA });
    t.equal(res.headers.location, `/assets/${id}`);
    const after = await tenant.get(`/assets/${id}`);
    t.match(after.body, /<dt>Assigned to customer<\/dt><dd>Customer A<\/dd>/);
  });

  t.test('a dialog over the details page concerns its entity without naming it: /assets/:id?dialog=delete', async (t) => {
    const id = await f.asset('Shed');
    const page = await tenant.get(`/assets/${id}?dialog=delete`);
    t.equal(page.statusCode, 200);
    t.equal(dialogTitle(page.body), "Delete the asset 'Shed'?");
    const res = await tenant.postForm(`/assets/${id}?dialog=delete`, {});
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/assets', 'back to the list: the asset is gone');
    t.equal((await f.api.get(`/api/asset/${id}`)).status, 404);
  });

  t.test('a picker\'s search without JavaScript narrows its choices and keeps the input', async (t) => {
    const res = await tenant.postForm('/assets?dialog=add', { name: 'Typed name', assetProfileId: '', _search: 'assetProfileId', 'assetProfileId.search': 'nomatch' });
    t.equal(res.statusCode, 200, 'nothing is saved');
    t.ok(element(res.body, 'input', { name: 'name', value: 'Typed name' }));
    t.notOk(element(dialogHtml(res.body), 'option', { value: f.profileId }), 'the choices narrowed');
    t.ok(element(res.body, 'input', { name: 'assetProfileId.search', value: 'nomatch' }));
    const customers = await tenant.postForm(`/assets?dialog=assign&ids=${silo}`, { _search: 'customerId', 'customerId.search': 'Customer B' });
    t.ok(element(customers.body, 'option', { value: f.customerB }));
    t.notOk(element(customers.body, 'option', { value: f.customerA }));
  });

  t.test('the type-ahead: the console\'s own search answers the picker\'s choices', async (t) => {
    const options = await tenant.get(`/search/customers?textSearch=customer%20a&field=customerId&control=select`, { 'hx-request': 'true' });
    t.equal(options.statusCode, 200);
    t.match(options.body, new RegExp(`^<option value=""></option><option value="${f.customerA}">Customer A</option>$`), 'nothing chosen yet: the empty choice first');
    const kept = await tenant.get(`/search/customers?textSearch=customer%20b&field=customerId&control=select&customerId=${f.customerA}`);
    t.match(kept.body, new RegExp(`^<option value="${f.customerA}">Customer A</option><option value="${f.customerB}">Customer B</option>$`), 'the chosen one stays first');
    const checks = await tenant.get(`/search/assets?textSearch=sil&field=entityIds&control=checklist&entityIds=${tank}`);
    t.match(checks.body, new RegExp(`value="${silo}"`));
    t.match(checks.body, /checked=""/);
    const optional = await tenant.get(`/search/assetProfiles?textSearch=def&field=assetProfileId&empty=All`);
    t.match(optional.body, /^<option value="">All<\/option><option value="[0-9a-f-]+">default<\/option>$/);
    t.equal((await tenant.get('/search/nothing?field=x')).statusCode, 404);
    const bare = await tenant.get('/search/assetProfiles');
    t.equal(bare.statusCode, 200, 'the address as a page links it: the first choices, nothing chosen');
    t.match(bare.body, /<option value="[0-9a-f-]{36}">default<\/option>/);
  });
});
