import t from 'tap';
import { DEMO, session, withEmulator } from '../helpers/emulator.ts';
import type { Session } from '../helpers/emulator.ts';

const DEMO_DEVICES = [
  'Test Device A1', 'Test Device A2', 'Test Device A3', 'Test Device B1', 'Test Device C1',
  'DHT11 Demo Device', 'Raspberry Pi Demo Device', 'Thermostat T1', 'Thermostat T2',
];

async function sorted<T>(user: Session, path: string, property: string, order: string, pick: (item: any) => T): Promise<T[]> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await user.get(`${path}${sep}pageSize=100&page=0&sortProperty=${property}&sortOrder=${order}`);
  if (res.status !== 200) throw new Error(`${path} ${property}: ${res.status} ${res.text}`);
  return res.body.data.map(pick);
}

t.test('sorting', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const sysadmin = await session(url, DEMO.sysadmin);
  const name = (item: { name: string }) => item.name;

  t.test('demo devices were created in the listed order', async (t) => {
    const devices = await sorted(admin, '/api/tenant/devices', 'createdTime', 'ASC', (d) => d);
    t.same(devices.map(name), DEMO_DEVICES);
    const times = devices.map((d: { createdTime: number }) => d.createdTime);
    t.equal(new Set(times).size, times.length, 'distinct createdTime values');
    t.same(await sorted(admin, '/api/tenant/devices', 'createdTime', 'DESC', name), [...DEMO_DEVICES].reverse());
  });

  t.test('by name, case-insensitively', async (t) => {
    await admin.post('/api/device', { name: 'alpha sensor' });
    const ascending = await sorted(admin, '/api/tenant/devices', 'name', 'ASC', name);
    t.same(ascending.slice(0, 3), ['alpha sensor', 'DHT11 Demo Device', 'Raspberry Pi Demo Device']);
    t.same(await sorted(admin, '/api/tenant/devices', 'name', 'DESC', name), [...ascending].reverse());
  });

  t.test('NULLs sort last in both directions', async (t) => {
    await admin.post('/api/device', { name: 'Labelled 1', label: 'b-label' });
    await admin.post('/api/device', { name: 'Labelled 2', label: 'a-label' });
    const asc = await sorted(admin, '/api/tenant/devices', 'label', 'ASC', (d) => d.label);
    t.same(asc.slice(0, 3), ['a-label', 'b-label', null]);
    t.equal(asc.at(-1), null);
    const desc = await sorted(admin, '/api/tenant/devices', 'label', 'DESC', (d) => d.label);
    t.same(desc.slice(0, 3), ['b-label', 'a-label', null]);
  });

  t.test('joined columns on info lists only', async (t) => {
    const titles = await sorted(admin, '/api/tenant/deviceInfos', 'customerTitle', 'ASC', (d) => d.customerTitle);
    t.same(titles.slice(0, 5), ['Customer A', 'Customer A', 'Customer A', 'Customer B', 'Customer C']);
    t.ok(titles.slice(5).every((title: unknown) => title === null), 'unassigned devices last');
    const desc = await sorted(admin, '/api/tenant/deviceInfos', 'customerTitle', 'DESC', (d) => d.customerTitle);
    t.same(desc.slice(0, 5), ['Customer C', 'Customer B', 'Customer A', 'Customer A', 'Customer A']);
    t.equal(desc.at(-1), null);
    const profiles = await sorted(admin, '/api/tenant/deviceInfos', 'deviceProfileName', 'DESC', (d) => d.deviceProfileName);
    t.same(profiles.slice(0, 2), ['thermostat', 'thermostat']);
    const plain = await admin.get('/api/tenant/devices?pageSize=10&page=0&sortProperty=customerTitle');
    t.same([plain.status, plain.body.errorCode], [500, 2], 'customerTitle is unknown on plain lists');
  });

  t.test('other lists', async (t) => {
    t.same(await sorted(admin, '/api/customers', 'title', 'DESC', (c) => c.title), ['Customer C', 'Customer B', 'Customer A']);
    t.same(await sorted(admin, '/api/users', 'email', 'ASC', (u) => u.email), [
      'customer@thingsboard.org', 'customerA@thingsboard.org', 'customerB@thingsboard.org', 'customerC@thingsboard.org',
      'tenant@thingsboard.org',
    ]);
    const infos = await sorted(sysadmin, '/api/tenantInfos', 'tenantProfileName', 'ASC', (i) => i.tenantProfileName);
    t.same(infos, ['Default']);
    const unknown = await sysadmin.get('/api/tenants?pageSize=10&page=0&sortProperty=tenantProfileName');
    t.equal(unknown.status, 500);
  });
});
