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

t.test('object-level rules of contract 4.0 for dashboards, alarms, system content, profiles and the owners', async (t) => {
  const { url } = await withEmulator(t);
  const { tenant: admin, sysadmin, customer } = await demoSessions(url, 'tenant', 'sysadmin', 'customer');
  const customerA = await customerByTitle(admin, 'Customer A');
  const a1 = await deviceByName(admin, 'Test Device A1');
  const b1 = await deviceByName(admin, 'Test Device B1');
  const tenantId = admin.claims.tenantId as string;

  t.test('dashboards: SA reads infos of any, CU only the assigned ones', async (t) => {
    const [shared, other] = (await admin.get('/api/tenant/dashboards?pageSize=2&page=0&sortProperty=title')).body.data;
    await admin.post(`/api/customer/${customerA.id.id}/dashboard/${shared.id.id}`);
    t.equal((await sysadmin.get(`/api/dashboard/info/${other.id.id}`)).status, 200);
    expectError(t, await sysadmin.get(`/api/dashboard/${other.id.id}`), 403, 20, PERMISSION_DENIED);
    t.equal((await customer.get(`/api/dashboard/${shared.id.id}`)).status, 200);
    t.equal((await customer.get(`/api/dashboard/info/${shared.id.id}`)).status, 200);
    expectError(t, await customer.get(`/api/dashboard/${other.id.id}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.get(`/api/dashboard/info/${other.id.id}`), 403, 20, PERMISSION_DENIED);
  });

  t.test("alarms: every operation on the own customer's alarms, none on others", async (t) => {
    const raise = async (device: { id: unknown }) =>
      (await admin.post('/api/alarm', { type: 'Leak', originator: device.id, severity: 'MAJOR', status: 'ACTIVE_UNACK' })).body;
    const own = await raise(a1);
    const foreign = await raise(b1);
    t.same(own.customerId, customerA.id, "the alarm takes the originator's customer");
    t.equal((await customer.get(`/api/alarm/${own.id.id}`)).status, 200);
    t.same([(await customer.post(`/api/alarm/${own.id.id}/ack`)).status, (await customer.post(`/api/alarm/${own.id.id}/clear`)).status], [200, 200]);
    t.equal((await customer.get(`/api/alarm/${own.id.id}`)).body.status, 'CLEARED_ACK');
    for (const res of [
      await customer.get(`/api/alarm/${foreign.id.id}`), await customer.post(`/api/alarm/${foreign.id.id}/ack`),
      await customer.post(`/api/alarm/${foreign.id.id}/clear`), await customer.delete(`/api/alarm/${foreign.id.id}`),
      await customer.post('/api/alarm', { type: 'Leak', originator: b1.id, severity: 'MAJOR', status: 'ACTIVE_UNACK' }),
    ]) expectError(t, res, 403, 20, PERMISSION_DENIED);
    t.same([(await customer.delete(`/api/alarm/${own.id.id}`)).body], [true]);
    expectError(t, await sysadmin.get(`/api/alarm/${foreign.id.id}`), 403, 20, PERMISSION_DENIED);
  });

  t.test('system widgets bundles: read-only below the system administrator', async (t) => {
    const bundle = (await admin.get('/api/widgetsBundles?pageSize=1&page=0&sortProperty=title')).body.data[0];
    t.equal(bundle.tenantId.id, '13814000-1dd2-11b2-8080-808080808080', 'a system bundle');
    t.same([(await admin.get(`/api/widgetsBundle/${bundle.id.id}`)).status, (await customer.get(`/api/widgetsBundle/${bundle.id.id}`)).status], [200, 200]);
    expectError(t, await admin.post('/api/widgetsBundle', { ...bundle, title: 'Renamed' }), 403, 20, PERMISSION_DENIED);
    expectError(t, await admin.delete(`/api/widgetsBundle/${bundle.id.id}`), 403, 20, PERMISSION_DENIED);
    t.equal((await sysadmin.get(`/api/widgetsBundle/${bundle.id.id}`)).body.title, bundle.title, 'unchanged');
  });

  t.test('customer users read profiles as infos only, and their own customer without writing it', async (t) => {
    t.equal((await customer.get(`/api/deviceProfileInfo/${a1.deviceProfileId.id}`)).status, 200);
    expectError(t, await customer.get(`/api/deviceProfile/${a1.deviceProfileId.id}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.post('/api/customer', { ...customerA, city: 'Elsewhere' }), 403, 20, PERMISSION_DENIED);
    t.same((await customer.get(`/api/customer/${customerA.id.id}/shortInfo`)).body, { title: 'Customer A', isPublic: false });
    expectError(t, await customer.get(`/api/tenant/${tenantId}`), 403, 20, PERMISSION_DENIED);
    const otherUser = (await admin.get(`/api/customer/${customerA.id.id}/users?pageSize=10&page=0&textSearch=customerA`)).body.data[0];
    expectError(t, await customer.get(`/api/user/${otherUser.id.id}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.post('/api/user', { ...otherUser, firstName: 'Renamed' }), 403, 20, PERMISSION_DENIED);
  });

  t.test("a tenant administrator cannot reach another tenant's objects", async (t) => {
    const other = (await sysadmin.post('/api/tenant', { title: 'Neighbour' })).body;
    expectError(t, await admin.get(`/api/tenant/${other.id.id}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await admin.get(`/api/tenant/info/${other.id.id}`), 403, 20, PERMISSION_DENIED);
    expectError(t, await admin.get(`/api/tenant/${other.id.id}/users?pageSize=1&page=0`), 403, 20, PERMISSION_DENIED);
    t.equal((await sysadmin.get(`/api/tenant/${other.id.id}/users?pageSize=1&page=0`)).status, 200, 'which the system administrator lists');
  });
});
