// The edge pages (console-map §3.9) on the entity-page framework: the tenant's list, add with generated keys, the
// form's validators, platform refusals, sync, navigation to the edge's lists, assignment, the customer scope, a
// customer user's read-only view, and the CSV import with key and secret columns.
import t from 'tap';
import { startConsole, CUSTOMER_A, type ConsoleClient } from '../helpers/console.ts';
import { postFile, tenantClient } from '../helpers/entity-page-client.ts';
import { tenantSession } from '../helpers/dashboards.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Follows a 303 and answers the page it leads to. */
async function follow(client: ConsoleClient, res: { statusCode: number; headers: Record<string, unknown> }) {
  if (res.statusCode !== 303) throw new Error(`expected 303, got ${res.statusCode}`);
  return client.get(String(res.headers.location));
}

t.test('a tenant adds an edge: generated key and secret, validators, refusals', async (t) => {
  const c = await startConsole(t);
  const client = await tenantClient(c);

  c.proxy.fault('GET', '/api/tenant/edgeInfos', { kind: 'status', status: 500 }, 1);
  const down = await client.get('/edgeInstances');
  t.equal(down.statusCode, 500, 'a failing platform list answers the error page');
  t.match(down.body, 'Edge instances', 'inside the console shell');
  t.notMatch(down.body, /at .*\.ts:\d+/, 'without a stack trace');

  const empty = await client.get('/edgeInstances');
  t.equal(empty.statusCode, 200);
  t.match(empty.body, 'href="/help/edges"', 'the help link');
  const help = await client.get('/help/edges');
  t.equal(help.statusCode, 200, 'leads to its page');
  t.match(help.body, '<h1');
  t.match(empty.body, 'No edges found');
  t.match(empty.body, '<span>Add new edge</span>', 'the add menu offers a new edge');
  t.match(empty.body, '<span>Import edges</span>', 'and the CSV import');

  const dialog = await client.get('/edgeInstances?dialog=add');
  t.equal(dialog.statusCode, 200);
  const key = new RegExp(`name="routingKey" value="(${UUID})"[^>]*readOnly|name="routingKey"[^>]*value="(${UUID})"`, 'i').exec(dialog.body);
  t.ok(key, 'a new edge gets a random routing key');
  t.match(dialog.body, /name="secret"[^>]*value="[a-z0-9]{20}"/, 'and a 20-character secret');
  t.match(dialog.body, /name="type"[^>]*value="default"/, 'type default');

  const invalid = await client.postForm('/edgeInstances?dialog=add', { name: '  ', type: 'default', label: 'kept label' });
  t.equal(invalid.statusCode, 400);
  t.match(invalid.body, 'Name is required.');
  t.match(invalid.body, 'value="kept label"', 'the input is kept');
  t.equal(c.proxy.count('POST', '/api/edge'), 0, 'nothing sent');

  const long = await client.postForm('/edgeInstances?dialog=add', { name: 'x'.repeat(256), type: '' });
  t.equal(long.statusCode, 400);
  t.match(long.body, 'The name may have at most 255 characters.');
  t.match(long.body, 'Edge type is required.');

  c.proxy.fault('POST', '/api/edge', { kind: 'status', status: 500 }, 1);
  const failed = await client.postForm('/edgeInstances?dialog=add', { name: 'Edge F', type: 'default' });
  t.equal(failed.statusCode, 502, 'a platform failure answers bad gateway');
  t.match(failed.body, 'class="form-error"', 'the refusal shows on the form');
  t.match(failed.body, 'value="Edge F"');

  const added = await client.postForm('/edgeInstances?dialog=add', { name: 'Edge One', type: 'factory', label: 'first' });
  t.equal(added.statusCode, 303);
  const list = await follow(client, added);
  t.match(list.body, 'Edge One');
  t.match(list.body, '<option value="factory">factory</option>', 'the type filter offers its type');
  t.match((await client.get('/edgeInstances?type=factory')).body, 'Edge One', 'filtered by type');
  t.notMatch((await client.get('/edgeInstances?type=default')).body, 'Edge One');

  const admin = await tenantSession(c.emulator.url);
  const stored = (await admin.get('/api/tenant/edges?pageSize=10&page=0')).body.data.find((e: { name: string }) => e.name === 'Edge One');
  t.match(stored.routingKey, new RegExp(`^${UUID}$`), 'saved with its routing key');
  t.match(stored.secret, /^[a-z0-9]{20}$/, 'and its secret');

  const duplicate = await client.postForm('/edgeInstances?dialog=add', { name: 'Edge One', type: 'factory' });
  t.equal(duplicate.statusCode, 400, 'the platform refuses a second edge of the same name');
  t.match(duplicate.body, 'class="form-error"');
});

t.test('an edge: details with key and secret copies, keys kept on edit, sync, its lists, delete', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const edge = (await admin.post('/api/edge', { name: 'Edge Two', type: 'default', routingKey: 'rk-2', secret: 'secret-2' })).body;
  const client = await tenantClient(c);

  const list = await client.get('/edgeInstances');
  for (const [label, segment] of [['Edge assets', 'assets'], ['Edge devices', 'devices'], ['Edge entity views', 'entityViews'], ['Edge dashboards', 'dashboards'], ['Edge rule chains', 'ruleChains']]) {
    t.match(list.body, `title="${label}" aria-label="${label}" href="/edgeInstances/${edge.id.id}/${segment}"`, `${label} leads to the edge's list`);
  }
  const assets = await client.get(`/edgeInstances/${edge.id.id}/assets`);
  t.equal(assets.statusCode, 200, "the edge's assets open from its button");
  t.match(assets.body, 'Edge Two');

  const details = await client.get(`/edgeInstances/${edge.id.id}`);
  t.equal(details.statusCode, 200);
  t.match(details.body, 'data-copy="rk-2"');
  t.match(details.body, 'aria-label="Copy edge key"');
  t.match(details.body, 'data-copy="secret-2"');
  t.match(details.body, 'aria-label="Copy edge secret"');

  const saved = await client.postForm(`/edgeInstances/${edge.id.id}?edit=true`, { name: 'Edge Two b', type: 'default', routingKey: 'forged', secret: 'forged' });
  t.equal(saved.statusCode, 303);
  const after = (await admin.get(`/api/edge/${edge.id.id}`)).body;
  t.equal(after.name, 'Edge Two b');
  t.equal(after.routingKey, 'rk-2', 'the routing key is not changed by the form');
  t.equal(after.secret, 'secret-2', 'nor the secret');

  const sync = await client.get(`/edgeInstances/${edge.id.id}?dialog=sync&ids=${edge.id.id}`);
  t.match(sync.body, 'Sync the edge &#x27;Edge Two b&#x27;?');
  const synced = await client.postForm(`/edgeInstances/${edge.id.id}?dialog=sync&ids=${edge.id.id}`, {});
  t.equal(synced.statusCode, 303);
  t.equal(c.proxy.count('POST', `/api/edge/sync/${edge.id.id}`), 1);
  t.match((await follow(client, synced)).body, 'The sync process started.');

  c.proxy.fault('POST', `/api/edge/sync/${edge.id.id}`, { kind: 'status', status: 404 }, 1);
  const refused = await client.postForm(`/edgeInstances/${edge.id.id}?dialog=sync&ids=${edge.id.id}`, {});
  t.equal(refused.statusCode, 404, 'a refused sync shows on the dialog');
  t.match(refused.body, 'class="form-error"');

  const deleted = await client.postForm(`/edgeInstances/${edge.id.id}?dialog=delete&ids=${edge.id.id}`, {});
  t.equal(deleted.statusCode, 303);
  t.equal(deleted.headers.location, '/edgeInstances', 'back to the list');
  t.equal((await admin.get(`/api/edge/${edge.id.id}`)).status, 404);
  t.equal((await client.get(`/edgeInstances/${edge.id.id}`)).statusCode, 404, 'its page is not found');
  t.equal((await client.get('/edgeInstances/not-a-uuid')).statusCode, 404);
});

t.test('assignment: make public, assign, the customer scope, a customer user', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const edge = (await admin.post('/api/edge', { name: 'Edge Three', type: 'default', routingKey: 'rk-3', secret: 'secret-3' })).body;
  const customerA = (await admin.get('/api/customers?pageSize=50&page=0&textSearch=Customer%20A')).body.data[0];
  const client = await tenantClient(c);

  const assign = await client.postForm(`/edgeInstances?dialog=assign&ids=${edge.id.id}`, { customerId: customerA.id.id });
  t.equal(assign.statusCode, 303);
  const list = await follow(client, assign);
  t.match(list.body, customerA.title, 'the customer column names it');

  const none = await client.postForm(`/edgeInstances?dialog=assign&ids=${edge.id.id}`, {});
  t.equal(none.statusCode, 400);
  t.match(none.body, 'Customer is required.');

  const scoped = await client.get(`/customers/${customerA.id.id}/edgeInstances`);
  t.equal(scoped.statusCode, 200);
  t.match(scoped.body, `${customerA.title}: Edge instances`);
  t.match(scoped.body, 'Edge Three');

  const user = c.client();
  await user.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
  const own = await user.get('/edgeInstances');
  t.equal(own.statusCode, 200);
  t.match(own.body, 'Edge Three', "a customer user sees the customer's edges");
  t.match(own.body, `href="/edgeInstances/${edge.id.id}/assets"`, 'with the navigation to its lists');
  t.notMatch(own.body, 'aria-label="Delete edge"');
  const page = await user.get(`/edgeInstances/${edge.id.id}`);
  t.notMatch(page.body, 'Copy edge key', 'a customer user gets no key to copy');
  t.equal((await user.get(`/edgeInstances?dialog=delete&ids=${edge.id.id}`)).statusCode, 403, 'nor the delete dialog');
  t.equal((await user.postForm(`/edgeInstances?dialog=sync&ids=${edge.id.id}`, {})).statusCode, 403);
  t.equal((await user.postForm(`/edgeInstances/${edge.id.id}?edit=true`, { name: 'hijack', type: 'default' })).statusCode, 403);

  const unassign = await client.postForm(`/customers/${customerA.id.id}/edgeInstances?dialog=unassign&ids=${edge.id.id}`, {});
  t.equal(unassign.statusCode, 303);
  t.notMatch((await follow(client, unassign)).body, 'Edge Three');

  const add = await client.postForm(`/customers/${customerA.id.id}/edgeInstances?dialog=add-to-customer`, { entityIds: edge.id.id });
  t.equal(add.statusCode, 303);
  t.match((await follow(client, add)).body, 'Edge Three', 'added back from the customer scope');

  await client.postForm(`/customers/${customerA.id.id}/edgeInstances?dialog=unassign&ids=${edge.id.id}`, {});
  const makePublic = await client.postForm(`/edgeInstances?dialog=make-public&ids=${edge.id.id}`, {});
  t.equal(makePublic.statusCode, 303);
  const pub = (await admin.get(`/api/edge/info/${edge.id.id}`)).body;
  t.equal(pub.customerIsPublic, true);
  const details = await client.get(`/edgeInstances/${edge.id.id}`);
  t.match(details.body, 'Edge is public');
  const priv = await client.postForm(`/edgeInstances?dialog=make-private&ids=${edge.id.id}`, {});
  t.equal(priv.statusCode, 303);
  t.equal((await admin.get(`/api/edge/info/${edge.id.id}`)).body.customerIsPublic, false);
});

t.test('CSV import of edges maps the routing key and secret columns', async (t) => {
  const c = await startConsole(t);
  const client = await tenantClient(c);
  const csv = 'name,type,routing_key,secret\nEdge CSV 1,default,rk-csv-1,sec-csv-1\nEdge CSV 2,default,rk-csv-2,sec-csv-2\n';
  const upload = await postFile(client, '/edgeInstances?dialog=import', 'edges.csv', csv);
  t.equal(upload.statusCode, 303, upload.body);
  const columns = await client.postForm('/edgeInstances?dialog=import&step=configuration', { 'mapping.delimiter': ',', 'mapping.header': 'true', 'mapping.update': 'true' });
  t.equal(columns.statusCode, 303);
  const mapping = await client.get(String(columns.headers.location));
  t.match(mapping.body, /<option value="ROUTING_KEY" selected/, 'the header routing_key maps itself to the edge key');
  t.match(mapping.body, /<option value="SECRET" selected/);
  const mapped = await client.postForm('/edgeInstances?dialog=import&step=columns', {
    'mapping.columns.0.type': 'NAME', 'mapping.columns.1.type': 'TYPE', 'mapping.columns.2.type': 'ROUTING_KEY', 'mapping.columns.3.type': 'SECRET',
  });
  t.equal(mapped.statusCode, 303);
  c.proxy.fault('POST', '/api/edge/bulk_import', { kind: 'status', status: 500 }, 1);
  const failed = await client.postForm('/edgeInstances?dialog=import&step=create', {});
  t.equal(failed.statusCode, 502, 'a failed import shows on its step');
  t.match(failed.body, 'class="form-error"');
  const created = await client.postForm('/edgeInstances?dialog=import&step=create', {});
  t.equal(created.statusCode, 303, 'and can be tried again');
  const admin = await tenantSession(c.emulator.url);
  const edges = (await admin.get('/api/tenant/edges?pageSize=10&page=0&sortProperty=name&sortOrder=ASC')).body.data;
  t.same(edges.map((e: { name: string; routingKey: string; secret: string }) => [e.name, e.routingKey, e.secret]), [
    ['Edge CSV 1', 'rk-csv-1', 'sec-csv-1'],
    ['Edge CSV 2', 'rk-csv-2', 'sec-csv-2'],
  ]);
});
