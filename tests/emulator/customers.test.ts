import t from 'tap';
import {
  DEMO, NULL_UUID, PERMISSION_DENIED, call, customerByTitle, expectError, session, withEmulator,
} from '../helpers/emulator.ts';

t.test('customer save and validation', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customer = await session(url, DEMO.customer);

  const created = await admin.post('/api/customer', { title: 'Customer D', email: 'd@example.org', city: 'Lyon' });
  t.equal(created.status, 200);
  t.same(Object.keys(created.body), [
    'id', 'createdTime', 'tenantId', 'title', 'name', 'country', 'state', 'city', 'address', 'address2', 'zip', 'phone',
    'email', 'externalId', 'additionalInfo',
  ]);
  t.same([created.body.title, created.body.name, created.body.city, created.body.country, created.body.additionalInfo],
    ['Customer D', 'Customer D', 'Lyon', null, null]);
  t.same(created.body.tenantId, { entityType: 'TENANT', id: admin.claims.tenantId });

  expectError(t, await admin.post('/api/customer', { title: 'Customer D' }), 400, 31, 'Customer with such title already exists!');
  expectError(t, await admin.post('/api/customer', { email: 'x@example.org' }), 400, 31, 'Customer title should be specified!');
  expectError(t, await admin.post('/api/customer', { title: 'E', email: 'bad' }), 400, 31, "Invalid email address format 'bad'!");
  expectError(t, await customer.post('/api/customer', { title: 'Mine' }), 403, 20, PERMISSION_DENIED);

  const updated = await admin.post('/api/customer', { ...created.body, title: 'Customer Delta' });
  t.same([updated.body.title, updated.body.id, updated.body.createdTime], ['Customer Delta', created.body.id, created.body.createdTime]);
  expectError(t, await admin.post('/api/customer', { ...created.body, title: 'Customer A' }), 400, 31, 'Customer with such title already exists!');

  const title = await admin.get(`/api/customer/${created.body.id.id}/title`);
  t.same([title.status, title.text, title.headers.get('content-type')], [200, 'Customer Delta', 'application/text;charset=UTF-8']);
  t.same((await admin.get(`/api/customer/${created.body.id.id}/shortInfo`)).body, { title: 'Customer Delta', isPublic: false });
  expectError(t, await admin.get('/api/tenant/customers?customerTitle=Nobody'), 404, 32, "Requested item wasn't found!");
});

t.test('deleting a customer', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customerA = await customerByTitle(admin, 'Customer A');
  const userA = await session(url, DEMO.customerA);
  const asset = (await admin.post('/api/asset', { name: 'Owned asset' })).body;
  await admin.post(`/api/customer/${customerA.id.id}/asset/${asset.id.id}`);
  const thermostat = (await admin.get('/api/tenant/devices?deviceName=Thermostat T1')).body;
  const view = (await admin.post('/api/entityView', { name: 'Owned view', type: 'v', entityId: thermostat.id })).body;
  await admin.post(`/api/customer/${customerA.id.id}/entityView/${view.id.id}`);
  const edge = (await admin.post('/api/edge', { name: 'Owned edge', type: 'default', routingKey: 'owned-key', secret: 'owned-secret' })).body;
  await admin.post(`/api/customer/${customerA.id.id}/edge/${edge.id.id}`);
  const dashboard = (await admin.post('/api/dashboard', { title: 'Shared board' })).body;
  await admin.post(`/api/dashboard/${dashboard.id.id}/customers`, [customerA.id.id, (await customerByTitle(admin, 'Customer B')).id.id]);
  t.equal((await admin.post('/api/relation', { from: customerA.id, to: thermostat.id, type: 'Manages' })).status, 200);

  const res = await admin.delete(`/api/customer/${customerA.id.id}`);
  t.same([res.status, res.text], [200, '']);
  expectError(t, await admin.get(`/api/customer/${customerA.id.id}`), 404, 32, `Customer with id [${customerA.id.id}] is not found`);

  const devices = (await admin.get('/api/tenant/devices?pageSize=20&page=0&textSearch=device a')).body.data;
  t.equal(devices.length, 3, 'devices are kept');
  t.ok(devices.every((d: { customerId: { id: string } }) => d.customerId.id === NULL_UUID), 'and unassigned');
  t.equal((await admin.get('/api/tenant/devices?pageSize=20&page=0')).body.totalElements, 9);
  for (const path of [`/api/asset/${asset.id.id}`, `/api/entityView/${view.id.id}`, `/api/edge/${edge.id.id}`]) {
    t.equal((await admin.get(path)).body.customerId.id, NULL_UUID, `${path} is kept and unassigned`);
  }
  const board = (await admin.get(`/api/dashboard/${dashboard.id.id}`)).body;
  t.same(board.assignedCustomers.map((c: { title: string }) => c.title), ['Customer B'], 'the dashboard keeps its other customers');
  t.same((await admin.get(`/api/relations?toId=${thermostat.id.id}&toType=DEVICE`)).body.filter((r: { type: string }) => r.type === 'Manages'), [],
    'relations of the customer are deleted');

  expectError(t, await admin.get(`/api/user/${userA.userId}`), 404, 32, `User with id [${userA.userId}] is not found`);
  const users = (await admin.get('/api/users?pageSize=20&page=0')).body.data.map((u: { email: string }) => u.email).sort();
  t.same(users, ['customerB@thingsboard.org', 'customerC@thingsboard.org', 'tenant@thingsboard.org']);
  const loginA = await call(url, '/api/auth/login', { method: 'POST', body: { username: 'customerA@thingsboard.org', password: 'customer' } });
  expectError(t, loginA, 401, 10, 'Invalid username or password');
});
