import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A, SYSADMIN } from '../helpers/console.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { element, HTMX, rowNames, unescape } from '../helpers/entity-html.ts';

t.test('asset lists in every scope', async (t) => {
  const c = await startConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const plant = await f.profile('plant');
  const [building, floor, shared, pump] = [
    await f.asset('Building A', { label: 'HQ' }),
    await f.asset('Floor 1', { customerId: f.customerA }),
    await f.asset('Shared Hall'),
    await f.asset('Pump 7', { profileId: plant, customerId: f.customerB }),
  ];
  await f.api.post(`/api/customer/public/asset/${shared}`);
  const edge = await f.edge('Edge North');
  await f.api.post(`/api/edge/${edge}/asset/${building}`);
  await f.api.post(`/api/edge/${edge}/asset/${floor}`);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);

  t.test('tenant: every asset, the customer columns, the profile filter and the actions', async (t) => {
    const res = await tenant.get('/assets?property=name&direction=ASC');
    t.equal(res.statusCode, 200);
    t.same(rowNames(res.body), ['Building A', 'Floor 1', 'Pump 7', 'Shared Hall']);
    t.match(res.body, /<h2 id="entity-table-title">Assets<\/h2>/);
    t.match(res.body, /<title>[^<]*Assets<\/title>/);
    for (const column of ['Created time', 'Name', 'Asset profile', 'Label', 'Customer', 'Public']) t.match(res.body, `>${column}`);
    t.match(res.body, /aria-label="Add asset"/, 'several add actions share the add menu');
    t.match(res.body, /href="\/assets\?property=name&amp;direction=ASC&amp;dialog=add"/);
    t.match(res.body, /href="\/assets\?property=name&amp;direction=ASC&amp;dialog=import"/);
    t.ok(element(res.body, 'button', { type: 'submit', name: 'dialog', value: 'assign', title: 'Assign assets', 'aria-label': 'Assign assets' }), 'group assign');
    t.ok(element(res.body, 'button', { type: 'submit', name: 'dialog', value: 'delete', title: 'Delete' }), 'group delete');
    const filtered = await tenant.get(`/assets?assetProfileId=${plant}`);
    t.same(rowNames(filtered.body), ['Pump 7'], 'the asset-profile filter under the platform name');
    t.match(filtered.body, new RegExp(`href="/assets\\?property=name&amp;direction=ASC&amp;assetProfileId=${plant}"`), 'sorting keeps the filter');
    const searched = await tenant.get('/assets?textSearch=customer%20b');
    t.same(rowNames(searched.body), ['Pump 7'], 'search matches the customer title in the tenant scope');
  });

  t.test('the list\'s help link leads to the assets help page', async (t) => {
    const list = await tenant.get('/assets');
    t.ok(element(list.body, 'a', { href: '/help/assets', title: 'Help' }));
    const help = await tenant.get('/help/assets');
    t.equal(help.statusCode, 200);
    t.match(help.body, /<h1[^>]*>Assets<\/h1>/);
    t.match(help.body, /Import assets/);
  });

  t.test('row actions are shown disabled where they do not apply, and the narrow menu lists only the others', async (t) => {
    const res = await tenant.get('/assets?textSearch=Floor');
    const row = unescape(res.body.slice(res.body.indexOf('<tbody'), res.body.indexOf('</tbody>')));
    t.match(row, /<button type="button" class="icon-button" disabled="" title="Make asset public"/, 'assigned: make public disabled');
    t.match(row, /<button type="button" class="icon-button" disabled="" title="Assign to customer"/);
    t.match(row, /<a class="icon-button" title="Unassign from customer" aria-label="Unassign from customer" href="\/assets\?textSearch=Floor&dialog=unassign&ids=/);
    t.match(row, /<button type="button" class="icon-button" disabled="" title="Make asset private"/);
    const menuLink = /<a class="icon-button row-actions-menu" title="Actions" aria-label="Actions" href="(\/assets\?textSearch=Floor&dialog=actions&ids=[0-9a-f-]+)"/.exec(row);
    t.ok(menuLink, 'the narrow screens\' actions button opens the row\'s menu at its own address');
    t.notMatch(row, /<span>Unassign from customer<\/span>/, 'the list renders each action once');
    const menu = await tenant.get(menuLink![1]);
    t.equal(menu.statusCode, 200);
    const items = unescape(menu.body.slice(menu.body.indexOf('<ul class="dialog-menu">')));
    t.notMatch(items.slice(0, items.indexOf('</ul>')), /Make asset public/, 'the narrow menu leaves out what does not apply');
    t.match(items, /<a class="menu-item" href="\/assets\?textSearch=Floor&dialog=unassign&ids=[0-9a-f-]+"[^>]*>.*<span>Unassign from customer<\/span>/);
    const fragment = await tenant.get(menuLink![1], HTMX('entity-dialog'));
    t.match(fragment.body, /^<div id="entity-dialog">/, 'with htmx only the dialog is sent');
    const publicRow = await tenant.get('/assets?textSearch=Shared');
    t.match(publicRow.body, /<a class="icon-button" title="Make asset private"/, 'public: make private applies');
  });

  t.test('customer scope: the customer\'s assets, its title, unassign and add-to-customer only', async (t) => {
    const res = await tenant.get(`/customers/${f.customerA}/assets`);
    t.equal(res.statusCode, 200);
    t.same(rowNames(res.body), ['Floor 1']);
    t.match(res.body, /<h2 id="entity-table-title">Customer A: Assets<\/h2>/);
    t.match(res.body, /<title>[^<]*Customer assets<\/title>/);
    t.notMatch(res.body, />Customer<\/a>/, 'no customer column');
    t.match(res.body, /title="Assign new asset" aria-label="Assign new asset" href="\/customers\/[0-9a-f-]+\/assets\?dialog=add-to-customer"/, 'one add action: its own button');
    t.ok(element(res.body, 'button', { name: 'dialog', value: 'unassign', title: 'Unassign assets' }));
    t.notOk(element(res.body, 'button', { name: 'dialog', value: 'delete' }), 'no delete in the customer scope');
    t.match(res.body, /<a href="\/customers">/, 'crumb to the customers');
  });

  t.test('the public customer\'s list is titled "Public assets"', async (t) => {
    const publicId = ((await f.api.get(`/api/asset/info/${shared}`)).body as { customerId: { id: string } }).customerId.id;
    const res = await tenant.get(`/customers/${publicId}/assets`);
    t.match(res.body, /<h2 id="entity-table-title">Public assets<\/h2>/);
    t.same(rowNames(res.body), ['Shared Hall']);
  });

  t.test('edge scope: the edge\'s assets, its title, unassign from edge and add-to-edge', async (t) => {
    const res = await tenant.get(`/edgeInstances/${edge}/assets?property=name&direction=ASC`);
    t.equal(res.statusCode, 200);
    t.same(rowNames(res.body), ['Building A', 'Floor 1']);
    t.match(res.body, /<h2 id="entity-table-title">Edge North: Assets<\/h2>/);
    t.match(res.body, /<td>default<\/td>/, 'the profile name from the plain asset\'s type');
    t.notMatch(res.body, /property=assetProfileName/, 'not sortable by profile: the edge list cannot');
    t.match(res.body, /title="Unassign from edge"/);
    t.match(res.body, /dialog=add-to-edge/);
    const bad = await tenant.get(`/edgeInstances/${edge}/assets?property=assetProfileName`);
    t.equal(bad.statusCode, 400);
  });

  t.test('htmx asks for one part by its target', async (t) => {
    const table = await tenant.get('/assets?textSearch=Build&pageSize=10', HTMX('entity-table'));
    t.match(table.body, /^<div id="entity-table"/);
    t.equal(table.headers['hx-push-url'], '/assets?textSearch=Build');
    const panel = await tenant.get(`/assets?details=${building}`, HTMX('entity-panel'));
    t.match(panel.body, /^<aside id="entity-panel" class="details-panel open"/);
    t.notMatch(panel.body, /<table/);
    const dialog = await tenant.get(`/assets?dialog=delete&ids=${building}`, HTMX('entity-dialog'));
    t.match(dialog.body, /^<div id="entity-dialog"><dialog id="dialog-delete"/);
    const region = await tenant.get(`/assets?details=${building}`, HTMX('entity-page'));
    t.match(region.body, /^<div id="entity-page" class="entity-page with-panel">/);
    t.notMatch(region.body, /<html/);
    const closed = await tenant.get('/assets', HTMX('entity-panel'));
    t.match(closed.body, /^<aside id="entity-panel" class="details-panel"><\/aside>/, 'closing the panel empties it');
  });

  t.test('the group actions send the checked rows to the dialog\'s address', async (t) => {
    const res = await tenant.get(`/assets?property=createdTime&direction=DESC&pageSize=10&ids=${building}&ids=${shared}&dialog=delete`, HTMX('entity-table'));
    t.match(res.body, /^<div id="entity-dialog">/, 'the table form\'s request gets the dialog');
    t.equal(res.headers['hx-retarget'], '#entity-dialog');
    t.equal(res.headers['hx-push-url'], `/assets?dialog=delete&ids=${building}%2C${shared}`);
    t.match(unescape(res.body), /Delete 2 assets\?/);
  });

  const customer = c.client();
  await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);

  t.test('customer user: the own customer\'s assets, read-only', async (t) => {
    const res = await customer.get('/assets');
    t.equal(res.statusCode, 200);
    t.same(rowNames(res.body), ['Floor 1']);
    t.match(res.body, /<h2 id="entity-table-title">Assets<\/h2>/);
    t.notMatch(res.body, /dialog=/, 'no add, no row or group actions');
    t.notMatch(res.body, /name="ids"/, 'no selection');
    const details = await customer.get(`/assets/${floor}`);
    t.equal(details.statusCode, 200);
    t.notMatch(details.body, /edit=true/, 'no edit toggle');
    t.ok(element(details.body, 'input', { id: 'field-name', name: 'name', value: 'Floor 1', disabled: '' }), 'the form is read-only');
    const other = await customer.get(`/assets/${pump}`);
    t.equal(other.statusCode, 403, 'another customer\'s asset is forbidden by the platform');
  });

  t.test('customer user on an edge: read-only', async (t) => {
    await f.api.post(`/api/customer/${f.customerA}/edge/${edge}`);
    const res = await customer.get(`/edgeInstances/${edge}/assets`);
    t.equal(res.statusCode, 200);
    t.match(res.body, /Edge North: Assets/);
    t.notMatch(res.body, /dialog=/);
  });

  t.test('the system administrator has no asset pages', async (t) => {
    const admin = c.client();
    await admin.signIn(SYSADMIN.username, SYSADMIN.password);
    const res = await admin.get('/assets');
    t.equal(res.statusCode, 403);
  });

  t.test('addresses that name nothing', async (t) => {
    t.equal((await tenant.get('/assets/not-a-uuid')).statusCode, 404, 'a non-UUID id: not found');
    const missing = await tenant.get('/assets/13814000-1dd2-11b2-8080-808080808081');
    t.equal(missing.statusCode, 404);
    t.match(missing.body, /GET \/api\/asset\/info\/13814000-1dd2-11b2-8080-808080808081/);
    t.equal((await tenant.get('/assets?details=nope')).statusCode, 404);
    t.equal((await tenant.get('/assets?dialog=delete&ids=nope')).statusCode, 404, 'ids that are no UUIDs');
    t.equal((await tenant.get('/assets?dialog=delete')).statusCode, 404, 'a dialog about entities without ids');
    t.equal((await tenant.get('/assets?dialog=unknown')).statusCode, 404);
    t.equal((await tenant.get(`/customers/not-a-uuid/assets`)).statusCode, 404);
    t.equal((await tenant.get(`/customers/13814000-1dd2-11b2-8080-808080808081/assets`)).statusCode, 404, 'a missing customer');
    t.equal((await tenant.get(`/assets/${building}/nothing`)).statusCode, 404, 'an unknown tab');
  });
});
