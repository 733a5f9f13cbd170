import { randomUUID } from 'node:crypto';
import t from 'tap';
import { createdTimeOf } from '../../emulator/lib/ids.ts';
import { PERMISSION_DENIED, customerByTitle, expectError, withEmulator } from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';

const INFO_KEYS = ['id', 'createdTime', 'tenantId', 'title', 'name', 'image', 'assignedCustomers', 'mobileHide', 'mobileOrder'];
const FULL_KEYS = [...INFO_KEYS, 'configuration', 'externalId'];

t.test('dashboards', async (t) => {
  const { url } = await withEmulator(t);
  const { tenant: admin, sysadmin, customerA, customerB } =
    await demoSessions(url, 'tenant', 'sysadmin', 'customerA', 'customerB');
  const tenantId = admin.claims.tenantId as string;
  const a = await customerByTitle(admin, 'Customer A');
  const b = await customerByTitle(admin, 'Customer B');

  t.test('demo list and shapes', async (t) => {
    const list = await admin.get('/api/tenant/dashboards?pageSize=10&page=0&sortProperty=title&sortOrder=ASC');
    t.equal(list.status, 200);
    t.same(list.body.data.map((d: any) => d.title), ['Firmware', 'Gateways', 'Rule Engine Statistics', 'Software', 'Thermostats']);
    t.same([list.body.totalElements, list.body.totalPages, list.body.hasNext], [5, 1, false]);
    const info = list.body.data[4];
    t.same(Object.keys(info), INFO_KEYS);
    t.same([info.name, info.assignedCustomers, info.mobileHide, info.mobileOrder, info.image], ['Thermostats', null, false, null, null]);
    t.same(info.tenantId, { entityType: 'TENANT', id: tenantId });
    const full = await admin.get(`/api/dashboard/${info.id.id}`);
    t.same(Object.keys(full.body), FULL_KEYS);
    t.ok(full.body.configuration.states.default.root);
    const byInfo = await admin.get(`/api/dashboard/info/${info.id.id}`);
    t.same(byInfo.body, info);
    const search = await admin.get('/api/tenant/dashboards?pageSize=10&page=0&textSearch=WARE');
    t.same(search.body.data.map((d: any) => d.title).sort(), ['Firmware', 'Software']);
    const paged = await admin.get('/api/tenant/dashboards?pageSize=2&page=2&sortProperty=title');
    t.same([paged.body.data.length, paged.body.totalPages, paged.body.hasNext], [1, 3, false]);
  });

  t.test('save and validation', async (t) => {
    const created = await admin.post('/api/dashboard', { title: 'Plant', configuration: { widgets: {} } });
    t.equal(created.status, 200);
    t.same(Object.keys(created.body), FULL_KEYS);
    t.equal(created.body.createdTime, createdTimeOf(created.body.id.id));
    t.same([created.body.assignedCustomers, created.body.configuration, created.body.externalId], [null, { widgets: {} }, null]);
    const again = await admin.post('/api/dashboard', { title: 'Plant' });
    t.equal(again.status, 200, 'titles are not unique');
    const renamed = await admin.post('/api/dashboard', { ...created.body, title: 'Plant 2', mobileHide: true, mobileOrder: 3 });
    t.same([renamed.body.title, renamed.body.name, renamed.body.mobileHide, renamed.body.mobileOrder], ['Plant 2', 'Plant 2', true, 3]);
    t.equal(renamed.body.createdTime, created.body.createdTime);
    const mobile = await admin.get('/api/tenant/dashboards?pageSize=50&page=0&mobile=true');
    t.notOk(mobile.body.data.some((d: any) => d.id.id === created.body.id.id), 'mobile lists skip hidden dashboards');
    expectError(t, await admin.post('/api/dashboard', { configuration: {} }), 400, 31, 'Dashboard title should be specified!');
    expectError(t, await admin.post('/api/dashboard', { title: '' }), 400, 31, 'Dashboard title should be specified!');
    expectError(t, await admin.post('/api/dashboard', { title: 'x'.repeat(256) }), 400, 31, 'Validation error: title length must be equal or less than 255');
    expectError(t, await admin.post('/api/dashboard', { title: '<b>x</b>' }), 400, 31, 'Validation error: title is malformed');
    const ghost = randomUUID();
    expectError(t, await admin.post('/api/dashboard', { id: { entityType: 'DASHBOARD', id: ghost }, title: 'G' }), 404, 32, `Dashboard with id [${ghost}] is not found`);
    const malformed = await admin.post('/api/dashboard', '{"title":');
    t.same([malformed.status, malformed.body.errorCode], [500, 2]);
    t.match(malformed.body.message, /^JSON parse error/);
    expectError(t, await customerA.post('/api/dashboard', { title: 'Mine' }), 403, 20, PERMISSION_DENIED);
    expectError(t, await sysadmin.post('/api/dashboard', { title: 'Mine' }), 403, 20, PERMISSION_DENIED);
  });

  t.test('assignment to customers', async (t) => {
    const dashboard = (await admin.post('/api/dashboard', { title: 'Shared' })).body;
    const id = dashboard.id.id;
    expectError(t, await customerA.get(`/api/dashboard/${id}`), 403, 20, PERMISSION_DENIED);
    const assigned = await admin.post(`/api/customer/${a.id.id}/dashboard/${id}`);
    t.equal(assigned.status, 200);
    t.same(assigned.body.assignedCustomers, [{ customerId: a.id, title: 'Customer A', public: false }]);
    const twice = await admin.post(`/api/customer/${a.id.id}/dashboard/${id}`);
    t.same(twice.body.assignedCustomers.length, 1, 'assigning twice changes nothing');
    t.equal((await customerA.get(`/api/dashboard/${id}`)).status, 200);
    t.equal((await customerA.get(`/api/dashboard/info/${id}`)).status, 200);
    expectError(t, await customerB.get(`/api/dashboard/${id}`), 403, 20, PERMISSION_DENIED);
    const list = await customerA.get(`/api/customer/${a.id.id}/dashboards?pageSize=10&page=0`);
    t.same(list.body.data.map((d: any) => d.title), ['Shared']);
    expectError(t, await customerB.get(`/api/customer/${a.id.id}/dashboards?pageSize=10&page=0`), 403, 20, PERMISSION_DENIED);
    const unassigned = await admin.delete(`/api/customer/${a.id.id}/dashboard/${id}`);
    t.same(unassigned.body.assignedCustomers, [], 'an unassigned dashboard keeps an empty list, not null');
    expectError(t, await customerA.get(`/api/dashboard/${id}`), 403, 20, PERMISSION_DENIED);

    const replaced = await admin.post(`/api/dashboard/${id}/customers`, [a.id.id, b.id.id]);
    t.same(replaced.body.assignedCustomers.map((c: any) => c.title), ['Customer A', 'Customer B']);
    const removed = await admin.post(`/api/dashboard/${id}/customers/remove`, [a.id.id]);
    t.same(removed.body.assignedCustomers.map((c: any) => c.title), ['Customer B']);
    const added = await admin.post(`/api/dashboard/${id}/customers/add`, [a.id.id]);
    t.same(added.body.assignedCustomers.map((c: any) => c.title), ['Customer B', 'Customer A']);
    const onlyA = await admin.post(`/api/dashboard/${id}/customers`, [a.id.id]);
    t.same(onlyA.body.assignedCustomers.map((c: any) => c.title), ['Customer A']);
    expectError(t, await admin.post(`/api/dashboard/${id}/customers/add`, ['nope']), 400, 31, 'Invalid UUID string: nope');
    expectError(t, await admin.post(`/api/dashboard/${id}/customers/add`, [randomUUID()]), 400, 31, "Can't assign dashboard to non-existent customer!");
    const notArray = await admin.post(`/api/dashboard/${id}/customers`, { ids: [] });
    t.same([notArray.status, notArray.body.errorCode], [500, 2]);
    t.same((await admin.get(`/api/dashboard/${id}`)).body.assignedCustomers.map((c: any) => c.title), ['Customer A'], 'failed calls changed nothing');
    expectError(t, await customerA.post(`/api/customer/${a.id.id}/dashboard/${id}`), 403, 20, PERMISSION_DENIED);
    const missing = randomUUID();
    expectError(t, await admin.post(`/api/customer/${missing}/dashboard/${id}`), 404, 32, `Customer with id [${missing}] is not found`);
    expectError(t, await admin.post(`/api/customer/${a.id.id}/dashboard/${missing}`), 404, 32, `Dashboard with id [${missing}] is not found`);
  });

  t.test('public dashboards', async (t) => {
    const dashboard = (await admin.post('/api/dashboard', { title: 'Open' })).body;
    const made = await admin.post(`/api/customer/public/dashboard/${dashboard.id.id}`);
    t.equal(made.status, 200);
    t.same(made.body.assignedCustomers.map((c: any) => [c.title, c.public]), [['Public', true]]);
    const unmade = await admin.delete(`/api/customer/public/dashboard/${dashboard.id.id}`);
    t.same(unmade.body.assignedCustomers, []);
  });

  t.test('delete, and customers deleted', async (t) => {
    const dashboard = (await admin.post('/api/dashboard', { title: 'Doomed' })).body;
    const customer = (await admin.post('/api/customer', { title: 'Short-lived' })).body;
    await admin.post(`/api/customer/${customer.id.id}/dashboard/${dashboard.id.id}`);
    t.equal((await admin.delete(`/api/customer/${customer.id.id}`)).status, 200);
    t.same((await admin.get(`/api/dashboard/${dashboard.id.id}`)).body.assignedCustomers, []);
    expectError(t, await customerA.delete(`/api/dashboard/${dashboard.id.id}`), 403, 20, PERMISSION_DENIED);
    const deleted = await admin.delete(`/api/dashboard/${dashboard.id.id}`);
    t.same([deleted.status, deleted.text], [200, '']);
    expectError(t, await admin.get(`/api/dashboard/${dashboard.id.id}`), 404, 32, `Dashboard with id [${dashboard.id.id}] is not found`);
  });

  t.test('system administrator', async (t) => {
    const list = await sysadmin.get(`/api/tenant/${tenantId}/dashboards?pageSize=10&page=0`);
    t.equal(list.body.totalElements >= 5, true);
    const id = list.body.data[0].id.id;
    t.equal((await sysadmin.get(`/api/dashboard/info/${id}`)).status, 200);
    expectError(t, await sysadmin.get(`/api/dashboard/${id}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await admin.get(`/api/tenant/${tenantId}/dashboards?pageSize=10&page=0`), 403, 20, PERMISSION_DENIED);
    const missing = randomUUID();
    expectError(t, await sysadmin.get(`/api/tenant/${missing}/dashboards?pageSize=10&page=0`), 404, 32, `Tenant with id [${missing}] is not found`);
  });

  t.test('small endpoints and bad input', async (t) => {
    const time = await customerA.get('/api/dashboard/serverTime');
    t.ok(Math.abs(time.body - Date.now()) < 5000);
    t.equal((await sysadmin.get('/api/dashboard/maxDatapointsLimit')).body, 50000);
    expectError(t, await admin.get('/api/dashboard/abc'), 400, 31, 'Invalid UUID string: abc');
    expectError(t, await admin.get('/api/tenant/dashboards?pageSize=0&page=0'), 400, 31, "Incorrect page link page size '0'. Page size must be greater than zero.");
    const noPaging = await admin.get('/api/tenant/dashboards');
    t.same([noPaging.status, noPaging.body.errorCode], [400, 31]);
    const badSort = await admin.get('/api/tenant/dashboards?pageSize=5&page=0&sortProperty=colour');
    t.same([badSort.status, badSort.body.errorCode], [500, 2]);
    expectError(t, await customerA.get('/api/tenant/dashboards?pageSize=5&page=0'), 403, 20, PERMISSION_DENIED);
  });

  t.test('home dashboard', async (t) => {
    const none = await admin.get('/api/dashboard/home');
    t.same([none.status, none.text], [200, ''], 'empty body when none is configured');
    t.same((await admin.get('/api/tenant/dashboard/home/info')).body, { dashboardId: null, hideDashboardToolbar: true });
    const home = (await admin.get('/api/tenant/dashboards?pageSize=10&page=0&textSearch=Thermostats')).body.data[0];
    const saved = await admin.post('/api/tenant/dashboard/home/info', { dashboardId: home.id, hideDashboardToolbar: false });
    t.same([saved.status, saved.text], [200, '']);
    t.same((await admin.get('/api/tenant/dashboard/home/info')).body, { dashboardId: home.id, hideDashboardToolbar: false });
    const resolved = await admin.get('/api/dashboard/home');
    t.same([resolved.body.title, resolved.body.hideDashboardToolbar], ['Thermostats', false]);
    t.ok(resolved.body.configuration);
    t.same((await admin.get('/api/dashboard/home/info')).body, { dashboardId: home.id, hideDashboardToolbar: false });
    t.equal((await customerA.get('/api/dashboard/home')).text, '', 'a dashboard the customer cannot read is skipped');
    await admin.post(`/api/customer/${a.id.id}/dashboard/${home.id.id}`);
    t.equal((await customerA.get('/api/dashboard/home')).body.title, 'Thermostats');
    t.equal((await sysadmin.get('/api/dashboard/home')).text, '');
    const missing = randomUUID();
    expectError(t, await admin.post('/api/tenant/dashboard/home/info', { dashboardId: { entityType: 'DASHBOARD', id: missing } }),
      404, 32, `Dashboard with id [${missing}] is not found`);
    expectError(t, await customerA.get('/api/tenant/dashboard/home/info'), 403, 20, PERMISSION_DENIED);
    await admin.post('/api/tenant/dashboard/home/info', { dashboardId: null });
    t.same((await admin.get('/api/tenant/dashboard/home/info')).body, { dashboardId: null, hideDashboardToolbar: true });
    t.equal((await admin.get('/api/dashboard/home')).text, '', 'cleared');
  });
});
