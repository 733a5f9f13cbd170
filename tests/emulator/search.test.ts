import t from 'tap';
import { DEMO, customerByTitle, session, withEmulator } from '../helpers/emulator.ts';
import type { Session } from '../helpers/emulator.ts';

const names = (body: { data: Array<{ name: string }> }) => body.data.map((item) => item.name).sort();

async function list(user: Session, path: string, textSearch: string): Promise<string[]> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await user.get(`${path}${sep}pageSize=100&page=0&textSearch=${encodeURIComponent(textSearch)}`);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  return names(res.body);
}

t.test('text search per list', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const sysadmin = await session(url, DEMO.sysadmin);
  const customerA = await customerByTitle(admin, 'Customer A');
  await admin.post('/api/device', { name: 'Boiler', type: 'thermostat', label: 'Basement' });
  await admin.post('/api/device', { name: 'Ärger Sensor' });

  t.test('tenant devices match the name only, case-insensitively', async (t) => {
    t.same(await list(admin, '/api/tenant/devices', 'DEVICE a'), ['Test Device A1', 'Test Device A2', 'Test Device A3']);
    t.same(await list(admin, '/api/tenant/devices', 'customer a'), []);
    t.same(await list(admin, '/api/tenant/devices', 'basement'), []);
    t.same(await list(admin, '/api/tenant/devices', 'ärger'), ['Ärger Sensor'], 'non-ASCII case folding');
    t.same(await list(admin, '/api/tenant/devices', 'ÄRGER'), ['Ärger Sensor']);
  });

  t.test('SQL wildcards in the search text are not escaped', async (t) => {
    t.same((await list(admin, '/api/tenant/devices', 'test_device')).length, 5);
    t.same((await list(admin, '/api/tenant/devices', 'Demo%Device')).length, 2);
  });

  t.test('tenant device infos without a filter match name, label, profile and customer', async (t) => {
    t.same(await list(admin, '/api/tenant/deviceInfos', 'customer a'), ['Test Device A1', 'Test Device A2', 'Test Device A3']);
    t.same(await list(admin, '/api/tenant/deviceInfos', 'basement'), ['Boiler']);
    t.same(await list(admin, '/api/tenant/deviceInfos', 'thermo'), ['Boiler', 'Thermostat T1', 'Thermostat T2']);
  });

  t.test('tenant device infos with a type or profile filter leave out the profile name', async (t) => {
    t.same(await list(admin, '/api/tenant/deviceInfos?type=thermostat', 'thermo'), ['Thermostat T1', 'Thermostat T2']);
    t.same(await list(admin, '/api/tenant/deviceInfos?type=thermostat', 'basement'), ['Boiler']);
    const boiler = (await admin.get('/api/tenant/devices?deviceName=Boiler')).body;
    const byProfile = `/api/tenant/deviceInfos?deviceProfileId=${boiler.deviceProfileId.id}`;
    t.same(await list(admin, byProfile, 'thermo'), ['Thermostat T1', 'Thermostat T2']);
    t.same(await list(admin, `${byProfile}&type=default`, ''), (await list(admin, '/api/tenant/devices?type=default', '')), 'type wins');
  });

  t.test('customer lists match the name only', async (t) => {
    t.same(await list(admin, `/api/customer/${customerA.id.id}/deviceInfos`, 'customer a'), []);
    t.same(await list(admin, `/api/customer/${customerA.id.id}/deviceInfos`, 'a2'), ['Test Device A2']);
    t.same(await list(admin, `/api/customer/${customerA.id.id}/devices`, 'a3'), ['Test Device A3']);
  });

  t.test('customers by title, users by e-mail, tenants by title', async (t) => {
    t.same(await list(admin, '/api/customers', 'CUSTOMER b'), ['Customer B']);
    t.same(await list(admin, '/api/customers', 'customer'), ['Customer A', 'Customer B', 'Customer C']);
    t.same(await list(admin, '/api/users', 'customerb'), ['customerB@thingsboard.org']);
    t.same((await list(admin, '/api/users', 'THINGSBOARD')).length, 5);
    t.same(await list(admin, `/api/customer/${customerA.id.id}/users`, 'customera'), ['customerA@thingsboard.org']);
    t.same(await list(sysadmin, '/api/tenants', 'ENAN'), ['Tenant']);
    t.same(await list(sysadmin, '/api/tenantInfos', 'xyz'), []);
  });
});
