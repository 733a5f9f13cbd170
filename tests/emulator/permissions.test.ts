import { randomUUID } from 'node:crypto';
import t from 'tap';
import { PERMISSION_DENIED, customerByTitle, deviceByName, expectError, withEmulator } from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';

t.test('permissions', async (t) => {
  const { url } = await withEmulator(t);
  const { tenant: admin, sysadmin, customer } = await demoSessions(url, 'tenant', 'sysadmin', 'customer');
  const customerA = await customerByTitle(admin, 'Customer A');
  const customerB = await customerByTitle(admin, 'Customer B');
  const a1 = await deviceByName(admin, 'Test Device A1');
  const b1 = await deviceByName(admin, 'Test Device B1');
  const tenantId = admin.claims.tenantId as string;

  t.test('a customer user sees only its customer', async (t) => {
    const own = await customer.get(`/api/customer/${customerA.id.id}/devices?pageSize=10&page=0`);
    t.same(own.body.data.map((d: { name: string }) => d.name).sort(), ['Test Device A1', 'Test Device A2', 'Test Device A3']);
    t.ok(own.body.data.every((d: { customerId: { id: string } }) => d.customerId.id === customerA.id.id));
    const infos = await customer.get(`/api/customer/${customerA.id.id}/deviceInfos?pageSize=10&page=0`);
    t.equal(infos.body.totalElements, 3);
    t.equal((await customer.get(`/api/device/${a1.id.id}`)).status, 200);
    t.equal((await customer.get(`/api/device/info/${a1.id.id}`)).body.customerTitle, 'Customer A');
    t.equal((await customer.get(`/api/device/${a1.id.id}/credentials`)).body.credentialsId, 'A1_TEST_TOKEN');
    expectError(t, await customer.get(`/api/device/${b1.id.id}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.get(`/api/device/${b1.id.id}/credentials`), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.get(`/api/customer/${customerB.id.id}/devices?pageSize=10&page=0`), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.get('/api/tenant/devices?pageSize=10&page=0'), 403, 20, PERMISSION_DENIED);
    const byIds = await customer.get(`/api/devices?deviceIds=${a1.id.id},${b1.id.id}`);
    t.same(byIds.body.map((d: { name: string }) => d.name), ['Test Device A1']);
    t.equal((await customer.get(`/api/customer/${customerA.id.id}`)).body.title, 'Customer A');
    expectError(t, await customer.get(`/api/customer/${customerB.id.id}`), 403, 20, PERMISSION_DENIED);
    const types = await customer.get('/api/device/types');
    t.same(types.body.map((type: { type: string }) => type.type), ['default', 'thermostat']);
  });

  t.test('a customer user may update but not create or delete devices', async (t) => {
    const device = (await customer.get(`/api/device/${a1.id.id}`)).body;
    const updated = await customer.post('/api/device', { ...device, label: 'Hall' });
    t.same([updated.status, updated.body.label], [200, 'Hall']);
    expectError(t, await customer.post('/api/device', { name: 'Mine now' }), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.post('/api/device', { ...(await admin.get(`/api/device/${b1.id.id}`)).body, label: 'x' }), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.delete(`/api/device/${a1.id.id}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.post(`/api/customer/${customerA.id.id}/device/${b1.id.id}`), 403, 20, PERMISSION_DENIED);
  });

  t.test('users visible to a customer user', async (t) => {
    t.equal((await customer.get(`/api/user/${customer.userId}`)).body.email, 'customer@thingsboard.org');
    expectError(t, await customer.get(`/api/user/${admin.userId}`), 403, 20, PERMISSION_DENIED);
    const users = await customer.get('/api/users?pageSize=10&page=0');
    t.same(users.body.data.map((u: { email: string }) => u.email).sort(), ['customer@thingsboard.org', 'customerA@thingsboard.org']);
    expectError(t, await customer.get(`/api/customer/${customerA.id.id}/users?pageSize=10&page=0`), 403, 20, PERMISSION_DENIED);
  });

  t.test('the system administrator has no access to tenant devices and customers', async (t) => {
    expectError(t, await sysadmin.get(`/api/device/${a1.id.id}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await sysadmin.get('/api/tenant/deviceInfos?pageSize=10&page=0'), 403, 20, PERMISSION_DENIED);
    expectError(t, await sysadmin.get(`/api/customer/${customerA.id.id}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await sysadmin.get('/api/customers?pageSize=10&page=0'), 403, 20, PERMISSION_DENIED);
    expectError(t, await sysadmin.get(`/api/user/${customer.userId}`), 403, 20, PERMISSION_DENIED);
    t.equal((await sysadmin.get(`/api/user/${admin.userId}`)).body.email, 'tenant@thingsboard.org');
    t.equal((await sysadmin.get(`/api/tenant/${tenantId}`)).body.title, 'Tenant');
    const admins = await sysadmin.get(`/api/tenant/${tenantId}/users?pageSize=10&page=0`);
    t.same(admins.body.data.map((u: { email: string }) => u.email), ['tenant@thingsboard.org']);
  });

  t.test('a tenant administrator', async (t) => {
    t.equal((await admin.get(`/api/tenant/${tenantId}`)).status, 200);
    expectError(t, await admin.get('/api/tenants?pageSize=10&page=0'), 403, 20, PERMISSION_DENIED);
    expectError(t, await admin.get(`/api/user/${sysadmin.userId}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await admin.get(`/api/tenant/${tenantId}/users?pageSize=10&page=0`), 403, 20, PERMISSION_DENIED);
    const users = await admin.get('/api/users?pageSize=10&page=0');
    t.equal(users.body.totalElements, 5);
  });

  t.test('missing entities are 404 with the typed message', async (t) => {
    const id = randomUUID();
    expectError(t, await admin.get(`/api/device/${id}`), 404, 32, `Device with id [${id}] is not found`);
    expectError(t, await admin.get(`/api/customer/${id}`), 404, 32, `Customer with id [${id}] is not found`);
    expectError(t, await admin.get(`/api/user/${id}`), 404, 32, `User with id [${id}] is not found`);
    expectError(t, await admin.get(`/api/tenant/${id}`), 404, 32, `Tenant with id [${id}] is not found`);
    expectError(t, await admin.get(`/api/customer/${id}/devices?pageSize=1&page=0`), 404, 32, `Customer with id [${id}] is not found`);
    expectError(t, await admin.get(`/api/device/${id.toUpperCase()}`), 404, 32, `Device with id [${id}] is not found`);
  });
});
