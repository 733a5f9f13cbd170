import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import t from 'tap';
import { DEMO, session, withEmulator } from '../helpers/emulator.ts';
import type { Session } from '../helpers/emulator.ts';
import { tempDbPath } from '../helpers/temp-db.ts';

const SCALE = 300;

async function all(admin: Session, path: string): Promise<{ total: number; ids: string[] }> {
  const res = await admin.get(`${path}${path.includes('?') ? '&' : '?'}pageSize=1000&page=0`);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  return { total: res.body.totalElements, ids: res.body.data.map((d: any) => d.id.id) };
}

t.test('the search snapshot selects exactly what SQL LIKE selects', async (t) => {
  const dbPath = tempDbPath(t, 'scale');
  const platform = await withEmulator(t, { scale: SCALE, seed: 3, dbPath });
  const admin = await session(platform.url, DEMO.tenant);
  const tenantId = admin.claims.tenantId as string;
  const oracle = new DatabaseSync(dbPath, { readOnly: true });
  t.teardown(() => oracle.close());
  const customer = (await admin.get('/api/customers?pageSize=10&page=0&textSearch=scale')).body.data[0].id.id;
  const NAME = 'name_lc LIKE :p';
  const LABEL = 'label_lc LIKE :p';
  const PROFILE = 'device_profile_id IN (SELECT id FROM device_profile WHERE name_lc LIKE :p)';
  const CUSTOMER = 'customer_id IN (SELECT id FROM customer WHERE title_lc LIKE :p)';
  const lists: Array<[string, string, string[]]> = [
    ['/api/tenant/deviceInfos', '', [NAME, LABEL, PROFILE, CUSTOMER]],
    ['/api/tenant/deviceInfos?type=scale-sensor', "AND type = 'scale-sensor'", [NAME, LABEL, CUSTOMER]],
    ['/api/tenant/devices', '', [NAME]],
    [`/api/customer/${customer}/deviceInfos`, `AND customer_id = '${customer}'`, [NAME]],
  ];
  const texts = ['floor 3', 'SENSOR 00', 'a', '%', '_', 'o_r', 'scale customer 0001', 'scale-meter', 'zz', '1%2', 'ware%1', 'é', '00_0'];
  for (const [list, filter, fields] of lists) {
    for (const text of texts) {
      const expected = oracle
        .prepare(`SELECT id FROM device WHERE tenant_id = :t ${filter} AND (${fields.join(' OR ')}) ORDER BY id`)
        .all({ t: tenantId, p: `%${text.toLowerCase()}%` })
        .map((row) => String(row.id));
      const found = await all(admin, `${list}${list.includes('?') ? '&' : '?'}textSearch=${encodeURIComponent(text)}`);
      t.same(found, { total: expected.length, ids: expected }, `${list} "${text}"`);
    }
  }
});

t.test('a scaled tenant', async (t) => {
  const platform = await withEmulator(t, { scale: SCALE, seed: 7 });
  const admin = await session(platform.url, DEMO.tenant);

  t.test('devices, profiles, customers, attributes, access tokens', async (t) => {
    const devices = (await admin.get('/api/tenant/devices?pageSize=1&page=0')).body;
    t.equal(devices.totalElements, 9 + SCALE);
    t.equal((await admin.get('/api/customers?pageSize=1&page=0')).body.totalElements, 3 + 3);
    const types = (await admin.get('/api/device/types')).body.map((x: any) => x.type);
    t.same(types.filter((type: string) => type.startsWith('scale-')).sort(), ['scale-camera', 'scale-gateway', 'scale-meter', 'scale-sensor', 'scale-tracker']);
    const first = (await admin.get('/api/tenant/deviceInfos?pageSize=1&page=0&textSearch=000001')).body.data[0];
    t.match(first.name, /^(Sensor|Meter|Tracker|Gateway|Camera) 000001$/);
    const attrs = (await admin.get(`/api/plugins/telemetry/DEVICE/${first.id.id}/values/attributes/SERVER_SCOPE`)).body;
    t.same(attrs.map((a: any) => [a.key, a.value]), [['active', false]]);
    const credentials = (await admin.get(`/api/device/${first.id.id}/credentials`)).body;
    t.match(credentials.credentialsId, /^SCALE_[A-Za-z0-9]{14}$/);
  });

  t.test('a week of minute data for a sample of devices', async (t) => {
    const page = (await admin.get('/api/tenant/devices?pageSize=1000&page=0&sortProperty=createdTime')).body.data;
    let withSeries = 0;
    for (const device of page) {
      const keys = (await admin.get(`/api/plugins/telemetry/DEVICE/${device.id.id}/keys/timeseries`)).body;
      if (!keys.includes('temperature')) continue;
      withSeries++;
      if (withSeries > 1) continue;
      const now = Date.now();
      const week = 7 * 24 * 3600_000;
      const count = (await admin.get(`/api/plugins/telemetry/DEVICE/${device.id.id}/values/timeseries?keys=temperature,humidity&startTs=${now - week - 120_000}&endTs=${now + 60_000}&interval=${week + 180_000}&agg=COUNT`)).body;
      t.equal(count.temperature[0].value, String(7 * 24 * 60));
      t.equal(count.humidity[0].value, String(7 * 24 * 60));
    }
    t.equal(withSeries, 10, 'ten devices carry series');
  });

  t.test('the same seed builds the same tenant', async (t) => {
    const other = await withEmulator(t, { scale: SCALE, seed: 7 });
    const otherAdmin = await session(other.url, DEMO.tenant);
    const describe = async (s: Session) => (await s.get('/api/tenant/deviceInfos?pageSize=1000&page=0&sortProperty=name')).body.data
      .map((d: any) => `${d.name}|${d.label}|${d.type}|${d.customerTitle}`);
    t.same(await describe(otherAdmin), await describe(admin));
  });

  t.test('searched lists sort exactly like the unsearched SQL lists', async (t) => {
    // '%' matches every device, so a searched list (snapshot) must equal the plain list (SQL) in every order.
    const sorts = ['', 'id', 'createdTime', 'name', 'label', 'type', 'deviceProfileName', 'customerTitle'];
    for (const sort of sorts) {
      for (const order of ['ASC', 'DESC']) {
        const suffix = sort === '' ? '' : `&sortProperty=${sort}&sortOrder=${order}`;
        const sql = await all(admin, `/api/tenant/deviceInfos?x=1${suffix}`);
        const snapshot = await all(admin, `/api/tenant/deviceInfos?textSearch=%25${suffix}`);
        t.same(snapshot, sql, `deviceInfos ${sort || 'default'} ${order}`);
      }
    }
    const plain = await all(admin, '/api/tenant/devices?sortProperty=type&sortOrder=DESC');
    t.same(await all(admin, '/api/tenant/devices?textSearch=%25&sortProperty=type&sortOrder=DESC'), plain);
    const unknown = await admin.get('/api/tenant/devices?pageSize=5&page=0&textSearch=a&sortProperty=customerTitle');
    t.equal(unknown.status, 500, 'plain device lists still reject info-only sort properties');
  });

  t.test('the snapshot follows device changes', async (t) => {
    const created = (await admin.post('/api/device', { name: 'Freshly Added', label: 'Roof' })).body;
    t.same((await all(admin, '/api/tenant/deviceInfos?textSearch=freshly')).ids, [created.id.id]);
    await admin.post('/api/device', { ...created, name: 'Renamed One' });
    t.same((await all(admin, '/api/tenant/deviceInfos?textSearch=freshly')).ids, []);
    t.same((await all(admin, '/api/tenant/deviceInfos?textSearch=renamed')).ids, [created.id.id]);
    await admin.delete(`/api/device/${created.id.id}`);
    t.same((await all(admin, '/api/tenant/deviceInfos?textSearch=renamed')).ids, []);
  });
});
