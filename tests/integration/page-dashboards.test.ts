// The dashboards list (console-map §3.7) on the entity-page framework: rows that open their dashboard, the details
// panel and form, export and JSON import (a malformed file creates nothing), make public with its link, make private,
// the manage-customers dialog in its three modes, the customer and edge scopes, and a customer user's view.
import t from 'tap';
import { startConsole, CUSTOMER_A } from '../helpers/console.ts';
import { postFile, tenantClient } from '../helpers/entity-page-client.ts';
import { tenantSession } from '../helpers/dashboards.ts';

t.test('the tenant list: rows open their dashboard, columns, panel and form', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const made = (await admin.post('/api/dashboard', { title: 'List Board', configuration: { description: 'first' } })).body;
  const client = await tenantClient(c);

  const list = await client.get('/dashboards?textSearch=List%20Board');
  t.equal(list.statusCode, 200);
  t.match(list.body, 'href="/help/dashboards"', 'the help link');
  const help = await client.get('/help/dashboards');
  t.equal(help.statusCode, 200, 'leads to its page');
  t.match(help.body, '<h1');
  t.match(list.body, `<a href="/dashboards/${made.id.id}" hx-boost="false">List Board</a>`, 'the row opens the dashboard itself');
  t.match(list.body, 'Assigned to customers');
  t.match(list.body, '<span>Create new dashboard</span>');
  t.match(list.body, '<span>Import dashboard</span>');
  t.match(list.body, `href="/dashboards/${made.id.id}/export"`, 'export is a download link');

  const panel = await client.get(`/dashboards?details=${made.id.id}`);
  t.equal(panel.statusCode, 200);
  t.match(panel.body, 'Dashboard details');
  t.match(panel.body, `aria-label="Open dashboard" href="/dashboards/${made.id.id}"`, 'the panel opens the dashboard');
  t.match(panel.body, /name="configuration.description"[^>]*>first</, 'the description from the configuration');

  const invalid = await client.postForm(`/dashboards?details=${made.id.id}&edit=true`, { title: '', mobileOrder: 'x1', 'configuration.description': 'kept' });
  t.equal(invalid.statusCode, 400);
  t.match(invalid.body, 'Title is required.');
  t.match(invalid.body, 'The order must be a whole number.');
  t.match(invalid.body, '>kept</textarea>');

  const saved = await client.postForm(`/dashboards?details=${made.id.id}&edit=true`, { title: 'List Board 2', 'configuration.description': 'second', mobileHide: 'true', mobileOrder: '-3' });
  t.equal(saved.statusCode, 303);
  const stored = (await admin.get(`/api/dashboard/${made.id.id}`)).body;
  t.equal(stored.title, 'List Board 2');
  t.equal(stored.configuration.description, 'second');
  t.equal(stored.mobileHide, true);
  t.equal(stored.mobileOrder, -3);

  const added = await client.postForm('/dashboards?dialog=add', { title: 'Added Board' });
  t.equal(added.statusCode, 303);
  t.ok((await admin.get('/api/tenant/dashboards?pageSize=50&page=0&textSearch=Added%20Board')).body.data.length === 1, 'the add dialog creates it');

  t.equal((await client.get('/dashboards?details=nope')).statusCode, 404);
});

t.test('export, then import of the same file; a malformed file creates nothing', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const made = (await admin.post('/api/dashboard', { title: 'Export Board', configuration: { widgets: { w1: { type: 'latest' } }, description: 'exported' } })).body;
  const client = await tenantClient(c);

  const exported = await client.get(`/dashboards/${made.id.id}/export`);
  t.equal(exported.statusCode, 200);
  t.match(String(exported.headers['content-disposition']), /attachment; filename="export_board.json"/);
  const file = JSON.parse(exported.body);
  t.equal(file.title, 'Export Board');
  t.same(file.configuration.widgets, { w1: { type: 'latest' } });
  t.notOk('id' in file, 'no id of this platform');

  await admin.delete(`/api/dashboard/${made.id.id}`);
  const before = (await admin.get('/api/tenant/dashboards?pageSize=100&page=0')).body.totalElements;
  for (const [name, text] of [['broken.json', '{"title": '], ['array.json', '[1,2]'], ['untitled.json', '{"configuration": {}}'], ['noconfig.json', '{"title": "x"}']]) {
    const res = await postFile(client, '/dashboards?dialog=import', name, text);
    t.equal(res.statusCode, 400, `${name} is refused`);
    t.match(res.body, 'The file is not a dashboard', 'with a clear message on the dialog');
    t.match(res.body, 'name="file"', 'the dialog stays open');
  }
  t.equal((await admin.get('/api/tenant/dashboards?pageSize=100&page=0')).body.totalElements, before, 'nothing was created');

  const imported = await postFile(client, '/dashboards?dialog=import', 'Export Board.json', exported.body);
  t.equal(imported.statusCode, 303);
  const back = (await admin.get('/api/tenant/dashboards?pageSize=100&page=0&textSearch=Export%20Board')).body.data;
  t.equal(back.length, 1, 'the exported dashboard is back');
  t.same((await admin.get(`/api/dashboard/${back[0].id.id}`)).body.configuration.widgets, { w1: { type: 'latest' } });

  c.proxy.fault('POST', '/api/dashboard', { kind: 'status', status: 500 }, 1);
  const failed = await postFile(client, '/dashboards?dialog=import', 'again.json', exported.body);
  t.equal(failed.statusCode, 502, 'a platform failure shows on the dialog');
  t.match(failed.body, 'class="form-error"');

  const user = c.client();
  await user.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
  t.equal((await user.get(`/dashboards/${back[0].id.id}/export`)).statusCode, 403, "a customer user gets no export");
});

t.test('make public shows the link, which opens signed out; make private', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const made = (await admin.post('/api/dashboard', { title: 'Public Board', configuration: {} })).body;
  const id = made.id.id;
  const client = await tenantClient(c);

  const ask = await client.get(`/dashboards?dialog=make-public&ids=${id}`);
  t.match(ask.body, 'Make the dashboard &#x27;Public Board&#x27; public?');
  t.equal(c.proxy.count('POST', `/api/customer/public/dashboard/${id}`), 0, 'opening the dialog changes nothing');
  const confirmed = await client.postForm(`/dashboards?dialog=make-public&ids=${id}`, {});
  t.equal(confirmed.statusCode, 303);
  t.match(String(confirmed.headers.location), /dialog=make-public.*step=link/);
  const shown = await client.get(String(confirmed.headers.location));
  const link = /id="dialog-link" type="text" readOnly="" value="([^"]+)"/.exec(shown.body)?.[1];
  t.ok(link, 'the dialog shows the public link');
  t.match(link, new RegExp(`^/dashboard/${id}\\?publicId=[0-9a-f-]{36}$`));
  t.match(shown.body, 'aria-label="Copy public link"');
  const ok = await client.postForm(String(confirmed.headers.location), {});
  t.equal(ok.statusCode, 303);

  const panel = await client.get(`/dashboards?details=${id}`);
  t.match(panel.body, 'Dashboard is public');
  t.match(panel.body, 'Public link');
  t.match(panel.body, `data-copy="${link!.replace('?', '?')}"`);

  const visitor = c.client();
  const open = await visitor.get(link!.replace(/&amp;/g, '&'));
  t.match(String(open.headers.location), /^\/login\?publicId=/, 'a visitor is signed in as the public customer');

  const priv = await client.postForm(`/dashboards?dialog=make-private&ids=${id}`, {});
  t.equal(priv.statusCode, 303);
  t.equal((await admin.get(`/api/dashboard/info/${id}`)).body.assignedCustomers?.some((cu: { public: boolean }) => cu.public) ?? false, false);
});

t.test('manage customers in its modes, the customer and edge scopes, a customer user', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const a = (await admin.post('/api/dashboard', { title: 'Assign Board A', configuration: {} })).body.id.id;
  const b = (await admin.post('/api/dashboard', { title: 'Assign Board B', configuration: {} })).body.id.id;
  const customers = (await admin.get('/api/customers?pageSize=50&page=0')).body.data as { id: { id: string }; title: string }[];
  const customerA = customers.find((cu) => cu.title === 'Customer A')!;
  const customerB = customers.find((cu) => cu.title === 'Customer B')!;
  const client = await tenantClient(c);
  const assigned = async (id: string) => ((await admin.get(`/api/dashboard/info/${id}`)).body.assignedCustomers ?? []).map((cu: { title: string }) => cu.title).sort();

  const none = await client.postForm(`/dashboards?dialog=assign-customers&ids=${a}&ids=${b}`, {});
  t.equal(none.statusCode, 400, 'assign needs a customer');
  t.match(none.body, 'Customer is required.');
  const assign = await client.postForm(`/dashboards?dialog=assign-customers&ids=${a}&ids=${b}`, { assignedCustomerIds: customerA.id.id });
  t.equal(assign.statusCode, 303);
  t.same(await assigned(a), ['Customer A']);
  t.same(await assigned(b), ['Customer A']);

  const manage = await client.get(`/dashboards?dialog=manage-customers&ids=${a}`);
  t.match(manage.body, new RegExp(`checked="" value="${customerA.id.id}"`), 'manage starts from the assigned customers');
  t.notMatch(manage.body, new RegExp(`checked="" value="${customerB.id.id}"`));
  const managed = await client.postForm(`/dashboards?dialog=manage-customers&ids=${a}`, { assignedCustomerIds: customerB.id.id });
  t.equal(managed.statusCode, 303);
  t.same(await assigned(a), ['Customer B'], 'manage sets exactly the chosen ones');

  const unassign = await client.postForm(`/dashboards?dialog=unassign-customers&ids=${b}`, { assignedCustomerIds: customerA.id.id });
  t.equal(unassign.statusCode, 303);
  t.same(await assigned(b), []);

  const list = await client.get('/dashboards?textSearch=Assign%20Board');
  t.match(list.body, 'Customer B', 'the assigned customers column');

  const scoped = await client.get(`/customers/${customerB.id.id}/dashboards`);
  t.equal(scoped.statusCode, 200);
  t.match(scoped.body, 'Customer B: Dashboards');
  t.match(scoped.body, `<a href="/customers/${customerB.id.id}/dashboards/${a}" hx-boost="false">Assign Board A</a>`, 'a row opens the dashboard under the customer');
  const add = await client.postForm(`/customers/${customerB.id.id}/dashboards?dialog=add-to-customer`, { entityIds: b });
  t.equal(add.statusCode, 303);
  t.same(await assigned(b), ['Customer B']);
  const un = await client.postForm(`/customers/${customerB.id.id}/dashboards?dialog=unassign&ids=${b}`, {});
  t.equal(un.statusCode, 303);
  t.same(await assigned(b), []);

  const edge = (await admin.post('/api/edge', { name: 'Board Edge', type: 'default', routingKey: 'rk-b', secret: 'sec-b' })).body.id.id;
  const toEdge = await client.postForm(`/edgeInstances/${edge}/dashboards?dialog=add-to-edge`, { entityIds: a });
  t.equal(toEdge.statusCode, 303);
  const edgeList = await client.get(`/edgeInstances/${edge}/dashboards`);
  t.match(edgeList.body, `<a href="/edgeInstances/${edge}/dashboards/${a}" hx-boost="false">Assign Board A</a>`);
  const off = await client.postForm(`/edgeInstances/${edge}/dashboards?dialog=unassign-edge&ids=${a}`, {});
  t.equal(off.statusCode, 303);
  t.notMatch((await client.get(`/edgeInstances/${edge}/dashboards`)).body, 'Assign Board A');

  c.proxy.fault('POST', `/api/dashboard/${a}/customers`, { kind: 'status', status: 404 }, 1);
  const refused = await client.postForm(`/dashboards?dialog=manage-customers&ids=${a}`, { assignedCustomerIds: customerA.id.id });
  t.equal(refused.statusCode, 404, 'a refusal shows on the dialog');
  t.match(refused.body, 'class="form-error"');

  await client.postForm(`/dashboards?dialog=assign-customers&ids=${a}`, { assignedCustomerIds: customerA.id.id });
  const user = c.client();
  await user.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
  const own = await user.get('/dashboards');
  t.equal(own.statusCode, 200);
  t.match(own.body, `<a href="/dashboards/${a}" hx-boost="false">Assign Board A</a>`, 'a customer user opens the dashboard from the list');
  t.notMatch(own.body, 'Assigned to customers', 'without the tenant columns');
  t.notMatch(own.body, 'aria-label="Export dashboard"');
  t.equal((await user.get(`/dashboards?dialog=delete&ids=${a}`)).statusCode, 403);
  t.equal((await user.postForm(`/dashboards?dialog=make-public&ids=${a}`, {})).statusCode, 403);

  const deleted = await client.postForm(`/dashboards?dialog=delete&ids=${a}&ids=${b}`, {});
  t.equal(deleted.statusCode, 303);
  t.equal((await admin.get(`/api/dashboard/${a}`)).status, 404);
  t.equal((await admin.get(`/api/dashboard/${b}`)).status, 404);
});
