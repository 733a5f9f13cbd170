import { randomUUID } from 'node:crypto';
import t from 'tap';
import { DEMO, NULL_UUID, customerByTitle, deviceByName, expectError, session, withEmulator } from '../helpers/emulator.ts';

t.test('assigning devices to customers', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customerB = await customerByTitle(admin, 'Customer B');
  const userB = await session(url, DEMO.customerB);
  const dht = await deviceByName(admin, 'DHT11 Demo Device');
  const bDevices = () => admin.get(`/api/customer/${customerB.id.id}/devices?pageSize=10&page=0`);

  t.equal((await userB.get(`/api/device/${dht.id.id}`)).status, 403, 'not yet visible to customer B');
  const assigned = await admin.post(`/api/customer/${customerB.id.id}/device/${dht.id.id}`);
  t.same([assigned.status, assigned.body.customerId], [200, { entityType: 'CUSTOMER', id: customerB.id.id }]);
  t.equal((await bDevices()).body.totalElements, 2);
  t.equal((await userB.get(`/api/device/${dht.id.id}`)).status, 200, 'now visible to customer B');

  const unassigned = await admin.delete(`/api/customer/device/${dht.id.id}`);
  t.same(unassigned.body.customerId, { entityType: 'CUSTOMER', id: NULL_UUID });
  t.equal((await bDevices()).body.totalElements, 1);
  expectError(t, await admin.delete(`/api/customer/device/${dht.id.id}`), 400, 31, "Device isn't assigned to any customer!");

  const unknown = randomUUID();
  expectError(t, await admin.post(`/api/customer/${unknown}/device/${dht.id.id}`), 404, 32, `Customer with id [${unknown}] is not found`);
  expectError(t, await admin.post(`/api/customer/${customerB.id.id}/device/${unknown}`), 404, 32, `Device with id [${unknown}] is not found`);
});

t.test('making devices public', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customers = () => admin.get('/api/customers?pageSize=10&page=0&sortProperty=title');
  t.equal((await customers()).body.totalElements, 3, 'no Public customer at first');

  const t1 = await deviceByName(admin, 'Thermostat T1');
  const t2 = await deviceByName(admin, 'Thermostat T2');
  const first = await admin.post(`/api/customer/public/device/${t1.id.id}`);
  const second = await admin.post(`/api/customer/public/device/${t2.id.id}`);
  t.equal(first.status, 200);
  t.same(first.body.customerId, second.body.customerId, 'one Public customer per tenant');
  const list = (await customers()).body;
  t.same(list.data.map((c: { title: string }) => c.title), ['Customer A', 'Customer B', 'Customer C', 'Public']);
  const publicCustomer = list.data[3];
  t.same(publicCustomer.additionalInfo, { isPublic: true });
  t.same((await admin.get(`/api/customer/${publicCustomer.id.id}/shortInfo`)).body, { title: 'Public', isPublic: true });
  const info = (await admin.get(`/api/device/info/${t1.id.id}`)).body;
  t.same([info.customerTitle, info.customerIsPublic], ['Public', true]);
  expectError(t, await admin.post('/api/customer', { title: 'Public' }), 400, 31, "'Public' title for customer is system reserved!");
});
