// The dashboard editor without JavaScript: every change is a form kept in the session's draft, Save posts the whole
// dashboard once (read back from the platform it equals the draft), Undo takes the last change back, Discard asks
// first; refused input comes back on the same page with the input kept.
import t, { type Test } from 'tap';
import { CUSTOMER_A, startConsole, TENANT } from '../helpers/console.ts';
import { configuration, entitySource, key, saveDashboard, tenantSession } from '../helpers/dashboards.ts';
import type { Session } from '../helpers/emulator.ts';

const place = (state: string, layout: string, id: string, p: Record<string, string>) =>
  Object.fromEntries(Object.entries(p).map(([k, v]) => [`configuration.states.${state}.layouts.${layout}.widgets.${id}.${k}`, v]));

async function stored(admin: Session, id: string) {
  return (await admin.get(`/api/dashboard/${id}`)).body;
}

async function setUp(t: Test) {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const { ids, configuration: config } = configuration(
    [
      { type: 'cards.simple_card', kind: 'latest', title: 'Temperature', config: { datasources: [entitySource('thermo', [key('temperature', 'timeseries')])], settings: { labelPosition: 'top' } } },
      { type: 'cards.markdown_card', kind: 'static', title: 'Notes' },
    ],
    { thermo: { id: 'thermo', alias: 'Thermostat', filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: true } } },
  );
  const id = await saveDashboard(admin, 'Editable', config);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  return { c, admin, ids, id, client, base: `/dashboards/${id}/edit` };
}

t.test('edit mode: its own address from the toolbar, tenant administrators only', async (t) => {
  const { c, id, client, base, ids } = await setUp(t);
  const view = await client.get(`/dashboards/${id}`);
  t.match(view.body, new RegExp(`<a class="icon-button" href="${base}" aria-label="Edit dashboard" title="Edit dashboard">`), 'the toolbar\'s edit button leads to the editor');
  const page = await client.get(base);
  t.equal(page.statusCode, 200);
  t.match(page.body, /<fb-island name="dashboard-edit"/, 'the editor island, only here');
  t.notMatch(view.body, /dashboard-edit/, 'not on the view');
  t.match(page.body, new RegExp(`name="configuration.states.default.layouts.main.widgets.${ids[0]}.col" value="0"`));
  t.match(page.body, new RegExp(`<label for="place-main-1-sizeX">Width \\(columns\\)</label>`));
  t.match(page.body, /No unsaved changes/);
  t.match(page.body, /<a class="button" href="[^"]*\/edit\/widgets\/[^"]*">Edit Temperature<\/a>/);

  const customer = c.client();
  await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
  t.equal((await customer.get(base)).statusCode, 403, 'a customer user may not edit');
  t.equal((await customer.postForm(`${base}/save`, { state: 'default' })).statusCode, 403, 'nor save');
  t.notMatch((await customer.get(`/dashboards/${id}`)).body, /href="[^"]*\/edit"/, 'nor sees the edit button');
});

t.test('move and resize, undo, then save: the platform stores the draft as it was', async (t) => {
  const { c, admin, id, client, base, ids } = await setUp(t);
  const before = await stored(admin, id);
  let res = await client.postForm(`${base}/place`, { state: 'default', ...place('default', 'main', ids[0], { col: '6', row: '2', sizeX: '10', sizeY: '4', mobileOrder: '2', mobileHeight: '' }) });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, `${base}?state=default`);
  res = await client.get(`${base}?state=default`);
  t.match(res.body, new RegExp(`widgets.${ids[0]}.col" value="6"`), 'the draft shows the move');
  t.match(res.body, /Unsaved changes: 1/);
  t.same((await stored(admin, id)).configuration, before.configuration, 'nothing saved yet');

  await client.postForm(`${base}/place`, { state: 'default', ...place('default', 'main', ids[1], { col: '0', row: '9', sizeX: '24', sizeY: '3', mobileOrder: '', mobileHeight: '' }) });
  res = await client.postForm(`${base}/undo`, { state: 'default' });
  t.equal(res.statusCode, 303);
  res = await client.get(`${base}?state=default`);
  t.match(res.body, new RegExp(`widgets.${ids[1]}.row" value="6"`), 'undo took the second move back');
  t.match(res.body, new RegExp(`widgets.${ids[0]}.col" value="6"`), 'and kept the first');

  const posts = c.proxy.count('POST', '/api/dashboard');
  t.equal(posts, 0, 'no platform save while editing');
  c.proxy.fault('POST', '/api/dashboard', { kind: 'status', status: 500 }, 1);
  res = await client.postForm(`${base}/save`, { state: 'default' });
  t.equal(res.headers.location, `${base}?state=default`, 'a refused save comes back to the editor');
  res = await client.get(res.headers.location as string);
  t.match(res.body, /class="toast[^"]*"[\s\S]*?(failed|error)/i, 'saying why');
  t.match(res.body, /Unsaved changes: 1/, 'with the draft kept');
  res = await client.postForm(`${base}/save`, { state: 'default' });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, `/dashboards/${id}?state=default`);
  t.equal(c.proxy.count('POST', '/api/dashboard'), 2, 'Save is one POST of the whole dashboard (after the refused one)');
  const after = await stored(admin, id);
  const expected = structuredClone(before.configuration);
  expected.states.default.layouts.main.widgets[ids[0]] = { sizeX: 10, sizeY: 4, row: 2, col: 6, mobileOrder: 2 };
  t.same(after.configuration, expected, 'read back, the configuration is the draft\'s, member for member');
  t.same(after.configuration.states.default.layouts.main.widgets[ids[0]], { sizeX: 10, sizeY: 4, row: 2, col: 6, mobileOrder: 2 });
  t.same(after.configuration.widgets, before.configuration.widgets, 'the widgets themselves unchanged');
  t.equal(after.title, 'Editable');
  const again = await client.get(base);
  t.match(again.body, /No unsaved changes/, 'the draft ended with the save');
  t.match(again.body, new RegExp(`widgets.${ids[0]}.col" value="6"`), 'a new draft starts from the saved dashboard');
});

t.test('refused positions: the message beside the field, the input kept, nothing changed', async (t) => {
  const { id, client, base, ids, admin } = await setUp(t);
  const res = await client.postForm(`${base}/place`, { state: 'default', ...place('default', 'main', ids[0], { col: '20', row: 'x', sizeX: '0', sizeY: '4', mobileOrder: '', mobileHeight: '' }) });
  t.equal(res.statusCode, 400);
  t.match(res.body, /<input id="place-main-1-row"[^>]*aria-invalid="true"[^>]*value="x"\/>/);
  t.match(res.body, /<span id="place-main-1-row-error" class="field-error">Enter a number\.<\/span>/);
  t.match(res.body, /<span id="place-main-1-sizeX-error" class="field-error">The value must be at least 1\.<\/span>/);
  t.match(res.body, /No unsaved changes/);
  const outside = await client.postForm(`${base}/place`, { state: 'default', ...place('default', 'main', ids[0], { col: '20', row: '0', sizeX: '10', sizeY: '4', mobileOrder: '', mobileHeight: '' }) });
  t.equal(outside.statusCode, 400);
  t.match(outside.body, /The widget must fit in the 24 columns of the layout\./);
  t.equal((await client.postForm(`${base}/place`, { state: 'default', 'configuration.states.nowhere.layouts.main.widgets.x.col': '1' })).statusCode, 400, 'an unknown place is a bad request');
  t.ok((await stored(admin, id)).configuration);
});

t.test('add a widget from a bundle, edit its title and settings, remove another; saved as the draft had it', async (t) => {
  const { admin, id, client, base, ids } = await setUp(t);
  const bundles = (await admin.get('/api/widgetsBundles')).body as { id: { id: string }; alias: string }[];
  const cards = bundles.find((b) => b.alias === 'cards')!;
  const dialog = await client.get(`${base}/add?state=default&bundle=${cards.id.id}`);
  t.equal(dialog.statusCode, 200);
  t.match(dialog.body, /<dialog id="add-widget" class="dialog" open=""/);
  t.match(dialog.body, /<label for="add-widget-bundle">Widgets bundle<\/label>/);
  t.match(dialog.body, /<input type="hidden" name="typeAlias" value="simple_card"\/>/);
  const previews = [...dialog.body.matchAll(/<div class="widget-preview" inert="" role="img" aria-label="Preview of ([^"]+)">([\s\S]*?)<\/div><strong>/g)];
  const choices = [...dialog.body.matchAll(/class="widget-type-choice"/g)].length;
  t.equal(previews.length, choices, 'every card type previewed by its renderer');
  t.match(previews.find(([, name]) => name === 'Simple card')?.[2], /\d+\.\d/, 'a value card shows a sample value');
  const charts = bundles.find((b) => b.alias === 'charts')!;
  const chartDialog = await client.get(`${base}/add?state=default&bundle=${charts.id.id}`);
  t.match(chartDialog.body, /<div class="widget-preview" inert="" role="img" aria-label="Preview of Timeseries Line Chart">[\s\S]*?<svg/, 'a chart previewed as its SVG');

  let res = await client.postForm(`${base}/widgets`, { state: 'default', bundleAlias: 'cards', typeAlias: 'label_widget', isSystemType: 'true' });
  t.equal(res.statusCode, 303);
  let draft = await client.get(base);
  const added = [...draft.body.matchAll(/name="configuration\.states\.default\.layouts\.main\.widgets\.([0-9a-f-]{36})\.row" value="(\d+)"/g)].find(([, wid]) => !ids.includes(wid))!;
  t.ok(added, 'the new widget has a position form');
  t.equal(added[2], '12', 'placed under the others');
  const wid = added[1];

  const edit = await client.get(`${base}/widgets/${wid}?state=default`);
  t.equal(edit.statusCode, 200);
  t.match(edit.body, /<dialog id="edit-widget" class="dialog" open=""/);
  const prefix = `configuration.widgets.${wid}.config`;
  t.match(edit.body, new RegExp(`name="${prefix}.title"`));
  t.match(edit.body, new RegExp(`name="${prefix}.settings\\.`), 'the type\'s settings form');
  t.match(edit.body, /Post-processing functions/);

  const withKeys = await client.get(`${base}/widgets/${ids[0]}?state=default`);
  const suggested = /<datalist id="widget-key-suggestions">(.*?)<\/datalist>/.exec(withKeys.body)?.[1] ?? '';
  t.match(suggested, /<option value="temperatureAlarmThreshold"><\/option>/, 'the key picker suggests the keys of the alias\'s devices');
  t.match(withKeys.body, new RegExp(`list="widget-key-suggestions"[^>]*name="configuration.widgets.${ids[0]}.config.datasources.0.dataKeys.0.name"`));
  t.match(withKeys.body, new RegExp(`<select[^>]*name="configuration.widgets.${ids[0]}.config.datasources.0.entityAliasId"[^>]*><option value=""></option><option value="thermo" selected="">Thermostat</option>`), 'the alias chosen by name');

  const more = await client.postForm(`${base}/widgets/${wid}`, { state: 'default', [`${prefix}.title`]: 'Typed', [`${prefix}.datasources.length`]: '1', [`${prefix}.datasources.0.type`]: 'entity', [`${prefix}.datasources.0.dataKeys.length`]: '0', _schema_add: `${prefix}.datasources.0.dataKeys` });
  t.equal(more.statusCode, 200, 'adding a key shows the dialog again, without JavaScript');
  t.match(more.body, new RegExp(`name="${prefix}.datasources.0.dataKeys.length" value="1"`));
  t.match(more.body, new RegExp(`name="${prefix}.datasources.0.dataKeys.0.name"`));
  t.match(more.body, /value="Typed"/, 'with what was typed');

  const settingsField = /name="(configuration\.widgets\.[^"]+\.config\.settings\.[^"]+)"/.exec(edit.body)![1];
  const bad = await client.postForm(`${base}/widgets/${wid}`, { state: 'default', [`${prefix}.title`]: 'Room label', [`${prefix}.datasources.length`]: '1', [`${prefix}.datasources.0.type`]: 'entity', [`${prefix}.datasources.0.entityAliasId`]: 'thermo', [`${prefix}.datasources.0.dataKeys.length`]: '1', [`${prefix}.datasources.0.dataKeys.0.name`]: 'temperature', [`${prefix}.datasources.0.dataKeys.0.type`]: 'timeseries', [`${prefix}.datasources.0.dataKeys.0.decimals`]: 'two' });
  t.equal(bad.statusCode, 400);
  t.match(bad.body, /value="Room label"/, 'the input kept');
  t.match(bad.body, /Enter a number\./);

  res = await client.postForm(`${base}/widgets/${wid}`, { state: 'default', [`${prefix}.title`]: 'Room label', [`${prefix}.showTitle`]: 'true', [`${prefix}.datasources.length`]: '1', [`${prefix}.datasources.0.type`]: 'entity', [`${prefix}.datasources.0.entityAliasId`]: 'thermo', [`${prefix}.datasources.0.dataKeys.length`]: '1', [`${prefix}.datasources.0.dataKeys.0.name`]: 'temperature', [`${prefix}.datasources.0.dataKeys.0.type`]: 'timeseries', [`${prefix}.datasources.0.dataKeys.0.units`]: '°C', [`${prefix}.datasources.0.dataKeys.0.decimals`]: '1', [`${prefix}.actions.headerButton.length`]: '0', [settingsField]: '' });
  t.equal(res.statusCode, 303);

  res = await client.postForm(`${base}/widgets/${ids[1]}/remove`, { state: 'default', layout: 'main' });
  t.equal(res.statusCode, 303);
  draft = await client.get(base);
  t.match(draft.body, /Unsaved changes: 3/);

  await client.postForm(`${base}/save`, { state: 'default' });
  const after = await stored(admin, id);
  const w = after.configuration.widgets[wid];
  t.equal(w.bundleAlias, 'cards');
  t.equal(w.typeAlias, 'label_widget');
  t.equal(w.config.title, 'Room label');
  t.equal(w.config.datasources.length, 1);
  t.match(w.config.datasources[0], { type: 'entity', entityAliasId: 'thermo', dataKeys: [{ name: 'temperature', type: 'timeseries', units: '°C', decimals: 1 }] });
  t.equal(w.config.datasources[0].dataKeys.length, 1);
  t.notOk(after.configuration.widgets[ids[1]], 'the removed widget left the document');
  t.notOk(after.configuration.states.default.layouts.main.widgets[ids[1]]);
  t.same(after.configuration.states.default.layouts.main.widgets[wid], { col: 0, row: 12, sizeX: w.sizeX, sizeY: w.sizeY });
  const view = await client.get(`/dashboards/${id}`);
  t.match(view.body, /Room label/, 'the view shows the saved widget');
});

t.test('states, layouts and settings; discard asks first and forgets the draft', async (t) => {
  const { admin, id, client, base } = await setUp(t);
  const before = await stored(admin, id);
  let res = await client.get(`${base}/states?state=default`);
  t.match(res.body, /<dialog id="edit-states"/);
  res = await client.postForm(`${base}/states`, { state: 'default', _do: 'add', name: '', id: '' });
  t.equal(res.statusCode, 400);
  t.match(res.body, /<span id="new-state-new-name-error" class="field-error">This field is required\.<\/span>/);
  res = await client.postForm(`${base}/states`, { state: 'default', _do: 'add', name: 'Floor plan', id: '' });
  t.equal(res.statusCode, 303);
  res = await client.postForm(`${base}/states`, { state: 'default', _do: 'add', name: 'Again', id: 'floor_plan' });
  t.match(res.body, /A state with this id exists\./);
  await client.postForm(`${base}/states`, { state: 'default', _do: 'rename', _state: 'floor_plan', 'configuration.states.floor_plan.name': 'Plan' });
  await client.postForm(`${base}/states`, { state: 'default', _do: 'root', _state: 'floor_plan' });

  res = await client.get(`${base}/layouts?state=default`);
  t.match(res.body, /name="configuration.states.default.layouts.main.gridSettings.columns"[^>]*value="24"/);
  res = await client.postForm(`${base}/layouts`, { state: 'default', 'configuration.states.default.layouts.main.gridSettings.columns': '5', 'configuration.states.default.layouts.main.gridSettings.margin': '10' });
  t.equal(res.statusCode, 400);
  t.match(res.body, /value="5"/);
  t.match(res.body, /The value must be at least 10\./);
  res = await client.postForm(`${base}/layouts`, { state: 'default', 'configuration.states.default.layouts.main.gridSettings.columns': '12', 'configuration.states.default.layouts.main.gridSettings.margin': '4', 'configuration.states.default.layouts.main.gridSettings.backgroundColor': '#eeeeee', 'configuration.states.default.layouts.right': 'true' });
  t.equal(res.statusCode, 303);

  res = await client.postForm(`${base}/settings`, { state: 'default', title: 'Edited', 'configuration.settings.stateControllerId': 'entity', 'configuration.settings.showTitle': 'true' });
  t.equal(res.statusCode, 303);

  res = await client.get(`${base}/discard?state=default`);
  t.match(res.body, /<dialog id="discard-changes" class="dialog" open=""/);
  t.match(res.body, new RegExp(`<form action="${base}/discard" method="post">`));
  res = await client.postForm(`${base}/save`, { state: 'default' });
  const after = await stored(admin, id);
  t.equal(after.title, 'Edited');
  t.same(Object.keys(after.configuration.states), ['default', 'floor_plan']);
  t.equal(after.configuration.states.floor_plan.name, 'Plan');
  t.equal(after.configuration.states.floor_plan.root, true);
  t.equal(after.configuration.states.default.root, false);
  t.same(after.configuration.states.default.layouts.main.gridSettings, { ...before.configuration.states.default.layouts.main.gridSettings, columns: 12, margin: 4, backgroundColor: '#eeeeee', outerMargin: false, autoFillHeight: false, mobileAutoFillHeight: false });
  t.ok(after.configuration.states.default.layouts.right, 'the right layout added');
  t.equal(after.configuration.settings.showTitle, true);

  await client.postForm(`${base}/states`, { state: 'floor_plan', _do: 'root', _state: 'default' });
  await client.postForm(`${base}/states`, { state: 'default', _do: 'delete', _state: 'floor_plan' });
  t.match((await client.get(base)).body, /Unsaved changes: 2/);
  res = await client.postForm(`${base}/discard`, { state: 'default' });
  t.equal(res.headers.location, `/dashboards/${id}?state=default`);
  t.same((await stored(admin, id)).configuration, after.configuration, 'discarded: the platform keeps the saved one');
  t.match((await client.get(base)).body, /No unsaved changes/);
});

t.test('entity aliases of every type and filters: added, edited with their type\'s fields, refused input kept, deleted', async (t) => {
  const { admin, id, client, base } = await setUp(t);
  let res = await client.get(`${base}/aliases?state=default`);
  t.match(res.body, /<dialog id="edit-aliases"/);
  t.match(res.body, /Thermostat/);
  for (const type of ['singleEntity', 'entityList', 'entityName', 'stateEntity', 'assetType', 'deviceType', 'entityViewType', 'edgeType', 'apiUsageState', 'relationsQuery', 'assetSearchQuery', 'deviceSearchQuery', 'entityViewSearchQuery', 'edgeSearchQuery']) {
    t.match(res.body, new RegExp(`<option value="${type}"`), `the ${type} type offered`);
  }
  res = await client.postForm(`${base}/aliases`, { state: 'default', _do: 'add', name: 'Buildings', type: 'assetType' });
  t.equal(res.statusCode, 303);
  const aliasId = /\/edit\/aliases\/([0-9a-f-]{36})\?/.exec(res.headers.location as string)![1];
  res = await client.get(res.headers.location as string);
  const at = `configuration.entityAliases.${aliasId}`;
  t.match(res.body, new RegExp(`name="${at}.filter.assetType"`), 'the asset type\'s fields');
  res = await client.postForm(`${base}/aliases/${aliasId}`, { state: 'default', type: 'assetType', [`${at}.alias`]: 'Buildings', [`${at}.filter.assetType`]: '' });
  t.equal(res.statusCode, 400);
  t.match(res.body, /This field is required\./);
  res = await client.postForm(`${base}/aliases/${aliasId}`, { state: 'default', type: 'deviceSearchQuery', _apply_type: 'true', [`${at}.alias`]: 'Renamed' });
  t.match(res.body, new RegExp(`name="${at}.filter.relationType"`), 'another type\'s fields');
  t.match(res.body, /value="Renamed"/);
  res = await client.postForm(`${base}/aliases/${aliasId}`, { state: 'default', type: 'deviceSearchQuery', [`${at}.alias`]: 'Renamed', [`${at}.filter.resolveMultiple`]: 'true', [`${at}.filter.direction`]: 'FROM', [`${at}.filter.maxLevel`]: '2', [`${at}.filter.relationType`]: 'Contains', [`${at}.filter.deviceTypes.length`]: '1', [`${at}.filter.deviceTypes.0`]: 'thermostat', [`${at}.filter.rootEntity.entityType`]: 'ASSET', [`${at}.filter.rootEntity.id`]: '784f394c-42b6-435a-983c-b7beff2784f9' });
  t.equal(res.statusCode, 303);

  res = await client.postForm(`${base}/filters`, { state: 'default', _do: 'add', name: 'Hot' });
  const filterId = /\/edit\/filters\/([0-9a-f-]{36})\?/.exec(res.headers.location as string)![1];
  const ft = `configuration.filters.${filterId}`;
  res = await client.postForm(`${base}/filters/${filterId}`, { state: 'default', [`${ft}.filter`]: 'Hot', [`${ft}.keyFilters.length`]: '1', [`${ft}.keyFilters.0.key.type`]: 'TIME_SERIES', [`${ft}.keyFilters.0.key.key`]: 'temperature', [`${ft}.keyFilters.0.valueType`]: 'NUMERIC', [`${ft}.keyFilters.0.predicate.type`]: 'NUMERIC', [`${ft}.keyFilters.0.predicate.operation`]: 'GREATER', [`${ft}.keyFilters.0.predicate.value.defaultValue`]: '25' });
  t.equal(res.statusCode, 303);
  await client.postForm(`${base}/aliases`, { state: 'default', _do: 'delete', _item: 'thermo' });
  await client.postForm(`${base}/save`, { state: 'default' });
  const after = (await stored(admin, id)).configuration;
  t.same(after.entityAliases[aliasId], { id: aliasId, alias: 'Renamed', filter: { type: 'deviceSearchQuery', resolveMultiple: true, direction: 'FROM', maxLevel: 2, relationType: 'Contains', deviceTypes: ['thermostat'], rootEntity: { entityType: 'ASSET', id: '784f394c-42b6-435a-983c-b7beff2784f9' }, rootStateEntity: false, fetchLastLevelOnly: false } });
  t.notOk(after.entityAliases.thermo, 'the deleted alias is gone');
  t.same(after.filters[filterId], { id: filterId, filter: 'Hot', editable: true, keyFilters: [{ key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC', predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 25 } } }] });
});

t.test('under BASE_PATH the editor\'s forms, links and answers carry the prefix', async (t) => {
  const c = await startConsole(t, { env: { BASE_PATH: '/fb' } });
  const admin = await tenantSession(c.emulator.url);
  const { ids, configuration: config } = configuration([{ type: 'cards.markdown_card', kind: 'static', title: 'Notes' }]);
  const id = await saveDashboard(admin, 'Prefixed', config);
  const client = c.client();
  await client.get('/fb/login');
  await client.postForm('/fb/login', { username: TENANT.username, password: TENANT.password });
  const page = await client.get(`/fb/dashboards/${id}/edit`);
  t.equal(page.statusCode, 200);
  t.match(page.body, new RegExp(`action="/fb/dashboards/${id}/edit/place"`));
  t.match(page.body, new RegExp(`href="/fb/dashboards/${id}/edit/add\\?state=default"`));
  t.notMatch(page.body, /(action|href)="\/dashboards\//, 'no address without the prefix');
  const res = await client.postForm(`/fb/dashboards/${id}/edit/place`, { state: 'default', ...place('default', 'main', ids[0], { col: '1', row: '0', sizeX: '4', sizeY: '4', mobileOrder: '', mobileHeight: '' }) });
  t.equal(res.headers.location, `/fb/dashboards/${id}/edit?state=default`);
  const saved = await client.postForm(`/fb/dashboards/${id}/edit/save`, { state: 'default' });
  t.equal(saved.headers.location, `/fb/dashboards/${id}?state=default`);
  t.match((await stored(admin, id)).configuration.states.default.layouts.main.widgets[ids[0]], { col: 1, sizeX: 4 });
});
