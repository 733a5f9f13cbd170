// The entity view pages (console-map §3.8) on the entity-page framework: the form's compound fields (sub-type with
// suggestions, target entity by type, date-time range, key lists as chips with the target's keys suggested, trimmed
// and each once), validators, platform refusals, assignment, the edge scope and a customer user's read-only view.
import t from 'tap';
import { startConsole, CUSTOMER_A } from '../helpers/console.ts';
import { tenantClient } from '../helpers/entity-page-client.ts';
import { tenantSession } from '../helpers/dashboards.ts';

async function deviceByName(admin: Awaited<ReturnType<typeof tenantSession>>, name: string): Promise<string> {
  const page = (await admin.get(`/api/tenant/devices?pageSize=10&page=0&textSearch=${encodeURIComponent(name)}`)).body;
  return page.data.find((d: { name: string }) => d.name === name).id.id;
}

t.test('a tenant adds an entity view of Thermostat T1 with key lists', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const thermostat = await deviceByName(admin, 'Thermostat T1');
  await admin.post(`/api/plugins/telemetry/DEVICE/${thermostat}/attributes/SERVER_SCOPE`, { firmware: '1.2', location: 'hall' });
  const client = await tenantClient(c);

  const empty = await client.get('/entityViews');
  t.equal(empty.statusCode, 200);
  t.match(empty.body, 'href="/help/entityViews"', 'the help link');
  const help = await client.get('/help/entityViews');
  t.equal(help.statusCode, 200, 'leads to its page');
  t.match(help.body, '<h1');
  t.match(empty.body, 'No entity views found');
  t.match(empty.body, 'aria-label="Add entity view"');

  const dialog = await client.get('/entityViews?dialog=add');
  t.equal(dialog.statusCode, 200);
  t.match(dialog.body, /<select[^>]*name="entityId.entityType"/, 'the target type select');
  t.match(dialog.body, /<select[^>]*name="entityId.id"/, 'and the entity picker');
  t.match(dialog.body, 'Thermostat T1', 'devices to choose from');
  t.match(dialog.body, /type="datetime-local"[^>]*name="startTimeMs"/);
  t.match(dialog.body, 'name="keys.timeseries.add"');

  const refreshed = await client.postForm('/entityViews?dialog=add', { name: 'View T1', type: 'thermo', 'entityId.entityType': 'DEVICE', 'entityId.id': thermostat, _search: 'entityId.id', 'entityId.id.search': '' });
  t.equal(refreshed.statusCode, 200, 'a picker search shows the dialog again');
  t.match(refreshed.body, /<option value="firmware">/, "the chosen target's server attribute keys are suggested");
  t.match(refreshed.body, 'value="View T1"', 'the input kept');

  const invalid = await client.postForm('/entityViews?dialog=add', { name: '', type: '', 'entityId.entityType': 'DEVICE', startTimeMs: 'yesterday', 'keys.timeseries.add': 'temperature' });
  t.equal(invalid.statusCode, 400);
  t.match(invalid.body, 'Name is required.');
  t.match(invalid.body, 'Entity view type is required.');
  t.match(invalid.body, 'Target entity is required.');
  t.match(invalid.body, 'Enter a valid date and time.');
  t.match(invalid.body, /name="keys.timeseries" checked="" value="temperature"/, 'the typed key kept as a chip');
  t.equal(c.proxy.count('POST', '/api/entityView'), 0, 'nothing sent');

  const backwards = await client.postForm('/entityViews?dialog=add', { name: 'View T1', type: 'thermo', 'entityId.entityType': 'DEVICE', 'entityId.id': thermostat, startTimeMs: '2026-01-02T08:00', endTimeMs: '2026-01-01T08:00' });
  t.equal(backwards.statusCode, 400);
  t.match(backwards.body, 'The end must come after the start.');

  const added = await client.postForm('/entityViews?dialog=add', {
    name: 'View T1',
    type: 'thermo',
    'entityId.entityType': 'DEVICE',
    'entityId.id': thermostat,
    startTimeMs: '2026-01-01T08:00',
    endTimeMs: '',
    'keys.timeseries.add': ' temperature , humidity,temperature,, ',
    'keys.attributes.ss.add': 'firmware',
    'additionalInfo.description': 'the hall',
  });
  t.equal(added.statusCode, 303);
  const views = (await admin.get('/api/tenant/entityViews?pageSize=10&page=0')).body.data;
  t.equal(views.length, 1);
  const view = views[0];
  t.same(view.entityId, { entityType: 'DEVICE', id: thermostat });
  t.same(view.keys.timeseries, ['temperature', 'humidity'], 'keys trimmed, each once');
  t.same(view.keys.attributes.ss, ['firmware']);
  t.same(view.keys.attributes.cs, []);
  t.equal(view.startTimeMs, new Date('2026-01-01T08:00').getTime());
  t.equal(view.endTimeMs, 0, 'no end: unbounded');
  t.equal(view.additionalInfo.description, 'the hall');

  const list = await client.get('/entityViews');
  t.match(list.body, 'View T1');
  t.match(list.body, /<select id="filter-type" name="type"><option value="" selected="">All types<\/option><option value="thermo">thermo<\/option>/, 'the type filter offers the types there are');
  t.match((await client.get('/entityViews?type=thermo')).body, 'View T1', 'filtered by its type');
  const other = await client.get('/entityViews?type=Thermo');
  t.notMatch(other.body, 'View T1', 'a type is matched as written');
  t.match(other.body, /<option value="Thermo" selected="">|No entity views found/);

  const details = await client.get(`/entityViews/${view.id.id}?edit=true`);
  t.equal(details.statusCode, 200);
  t.match(details.body, /checked="" value="humidity"/, 'the stored keys as chips');
  t.match(details.body, /type="datetime-local"[^>]*value="2026-01-01T08:00"/);
  t.match(details.body, /<datalist id="field-type-types"><option value="thermo"/, 'known types suggested');

  const edited = await client.postForm(`/entityViews/${view.id.id}?edit=true`, {
    name: 'View T1',
    type: 'thermo',
    'entityId.entityType': 'DEVICE',
    'entityId.id': thermostat,
    startTimeMs: '2026-01-01T08:00',
    'keys.timeseries': 'humidity',
    'keys.attributes.ss': 'firmware',
  });
  t.equal(edited.statusCode, 303);
  t.same((await admin.get(`/api/entityView/${view.id.id}`)).body.keys.timeseries, ['humidity'], 'an unchecked chip is removed');

  c.proxy.fault('POST', '/api/entityView', { kind: 'status', status: 400 }, 1);
  const refused = await client.postForm(`/entityViews/${view.id.id}?edit=true`, { name: 'View T1 b', type: 'thermo', 'entityId.entityType': 'DEVICE', 'entityId.id': thermostat });
  t.equal(refused.statusCode, 400, 'a platform refusal shows on the form');
  t.match(refused.body, 'class="form-error"');
  t.match(refused.body, 'value="View T1 b"');
});

t.test('assignment, the edge scope and a customer user', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const thermostat = await deviceByName(admin, 'Thermostat T1');
  const view = (await admin.post('/api/entityView', { name: 'View A', type: 'thermo', entityId: { entityType: 'DEVICE', id: thermostat }, keys: { timeseries: ['temperature'], attributes: { cs: [], sh: [], ss: [] } } })).body;
  const customerA = (await admin.get('/api/customers?pageSize=50&page=0&textSearch=Customer%20A')).body.data[0];
  const client = await tenantClient(c);

  const assign = await client.postForm(`/entityViews?dialog=assign&ids=${view.id.id}`, { customerId: customerA.id.id });
  t.equal(assign.statusCode, 303);
  t.equal((await admin.get(`/api/entityView/info/${view.id.id}`)).body.customerTitle, customerA.title);

  const user = c.client();
  await user.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
  const own = await user.get('/entityViews');
  t.equal(own.statusCode, 200);
  t.match(own.body, 'View A', "a customer user sees the customer's entity views");
  t.notMatch(own.body, 'aria-label="Add entity view"');
  const page = await user.get(`/entityViews/${view.id.id}`);
  t.equal(page.statusCode, 200);
  t.notMatch(page.body, 'name="keys.timeseries.add"', 'read-only: no key field');
  t.match(page.body, '<span>temperature</span>', 'the keys shown');
  t.equal((await user.postForm(`/entityViews?dialog=delete&ids=${view.id.id}`, {})).statusCode, 403);
  t.equal((await user.postForm(`/entityViews/${view.id.id}?edit=true`, { name: 'x' })).statusCode, 403);

  const unassign = await client.postForm(`/entityViews?dialog=unassign&ids=${view.id.id}`, {});
  t.equal(unassign.statusCode, 303);
  const pub = await client.postForm(`/entityViews?dialog=make-public&ids=${view.id.id}`, {});
  t.equal(pub.statusCode, 303);
  t.match((await client.get(`/entityViews/${view.id.id}`)).body, 'Entity view is public');
  t.equal((await client.postForm(`/entityViews?dialog=make-private&ids=${view.id.id}`, {})).statusCode, 303);

  const edge = (await admin.post('/api/edge', { name: 'View Edge', type: 'default', routingKey: 'rk-v', secret: 'sec-v' })).body.id.id;
  const toEdge = await client.postForm(`/edgeInstances/${edge}/entityViews?dialog=add-to-edge`, { entityIds: view.id.id });
  t.equal(toEdge.statusCode, 303);
  const edgeList = await client.get(`/edgeInstances/${edge}/entityViews`);
  t.match(edgeList.body, 'View Edge: Entity views');
  t.match(edgeList.body, 'View A');
  t.equal((await client.get(`/edgeInstances/${edge}/entityViews/${view.id.id}`)).statusCode, 200, 'its details under the edge');
  const off = await client.postForm(`/edgeInstances/${edge}/entityViews?dialog=unassign-edge&ids=${view.id.id}`, {});
  t.equal(off.statusCode, 303);
  t.notMatch((await client.get(`/edgeInstances/${edge}/entityViews`)).body, 'View A');

  const deleted = await client.postForm(`/entityViews/${view.id.id}?dialog=delete&ids=${view.id.id}`, {});
  t.equal(deleted.statusCode, 303);
  t.equal((await admin.get(`/api/entityView/${view.id.id}`)).status, 404);
});
