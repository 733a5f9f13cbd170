import t from 'tap';
import { DEMO, deviceByName, session, withEmulator } from '../helpers/emulator.ts';

const T = '/api/plugins/telemetry';

t.test('attributes', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const base = `${T}/DEVICE/${t1.id.id}`;

  t.test('demo server attributes with native types', async (t) => {
    const res = await admin.get(`${base}/values/attributes/SERVER_SCOPE`);
    t.equal(res.status, 200);
    const byKey = Object.fromEntries(res.body.map((a: any) => [a.key, a.value]));
    t.same(byKey, {
      active: false, humidityAlarmFlag: true, humidityAlarmThreshold: 50, latitude: 37.3948, longitude: -122.1503,
      temperatureAlarmFlag: true, temperatureAlarmThreshold: 20,
    });
    t.same(Object.keys(res.body[0]), ['lastUpdateTs', 'key', 'value']);
    const some = await admin.get(`${base}/values/attributes/SERVER_SCOPE?keys=latitude,missing`);
    t.same(some.body.map((a: any) => a.key), ['latitude']);
    t.same((await admin.get(`${base}/values/attributes/NO_SUCH_SCOPE`)).body, []);
  });

  t.test('save, read back per scope and over all scopes, keys', async (t) => {
    const saved = await admin.post(`${base}/attributes/SHARED_SCOPE`, '{"mode":"eco","target":21.5,"whole":22.0,"n":3,"on":true,"cfg":{"a":[1,2]}}');
    t.equal(saved.status, 200);
    t.equal(saved.text, '');
    const res = await admin.get(`${base}/values/attributes/SHARED_SCOPE`);
    const byKey = Object.fromEntries(res.body.map((a: any) => [a.key, a.value]));
    t.same(byKey, { cfg: { a: [1, 2] }, mode: 'eco', n: 3, on: true, target: 21.5, whole: 22 });
    t.match(res.text, /"key":"whole","value":22\.0/, 'a double keeps its .0 like Jackson writes it');
    t.ok(res.body.every((a: any) => Math.abs(a.lastUpdateTs - Date.now()) < 5000));
    const keys = (await admin.get(`${base}/keys/attributes`)).body;
    t.same(keys.slice(0, 6), ['cfg', 'mode', 'n', 'on', 'target', 'whole'], 'shared keys before server keys');
    t.ok(keys.includes('temperatureAlarmThreshold'));
    t.same((await admin.get(`${base}/keys/attributes/SHARED_SCOPE`)).body, ['cfg', 'mode', 'n', 'on', 'target', 'whole']);
    t.equal((await admin.get(`${base}/values/attributes?keys=mode,latitude`)).body.length, 2);
    t.equal((await admin.post(`${T}/DEVICE/${t1.id.id}/SERVER_SCOPE`, { legacy: 1 })).status, 200, 'legacy alias');
    t.equal((await admin.post(`${T}/${t1.id.id}/SERVER_SCOPE`, { legacy2: 'x' })).status, 200, 'legacy device form');
    t.equal((await admin.get(`${base}/values/attributes/SERVER_SCOPE?keys=legacy,legacy2`)).body.length, 2);
  });

  t.test('delete attributes', async (t) => {
    await admin.post(`${base}/attributes/SERVER_SCOPE`, { temp1: 1, temp2: 2 });
    t.equal((await admin.delete(`${base}/SERVER_SCOPE?keys=temp1,temp2`)).status, 200);
    t.same((await admin.get(`${base}/values/attributes/SERVER_SCOPE?keys=temp1,temp2`)).body, []);
  });

  t.test('customer users read their devices; audit entries are written', async (t) => {
    const customer = await session(url, DEMO.customer);
    const a1 = await deviceByName(admin, 'Test Device A1');
    const res = await customer.get(`${T}/DEVICE/${a1.id.id}/values/attributes/SERVER_SCOPE`);
    t.equal(res.status, 200);
    t.same(res.body.map((a: any) => [a.key, a.value]), [['active', false]]);
    t.equal((await customer.post(`${T}/DEVICE/${a1.id.id}/attributes/SHARED_SCOPE`, { x: 1 })).status, 200);
    const audit = await admin.get('/api/audit/logs?pageSize=50&page=0');
    t.ok(audit.body.data.some((e: any) => e.actionType === 'ATTRIBUTES_UPDATED' && e.entityId.id === a1.id.id));
  });
});

t.test('time series', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const dev = await deviceByName(admin, 'Test Device A2');
  const base = `${T}/DEVICE/${dev.id.id}`;
  const start = 1_700_000_000_000;
  const points = Array.from({ length: 10 }, (_, i) => ({ ts: start + i * 1000, values: { temperature: 20 + i, label: `s${i}` } }));
  t.equal((await admin.post(`${base}/timeseries/ANY`, points)).status, 200);

  t.test('latest values are strings by default, native with useStrictDataTypes', async (t) => {
    const latest = await admin.get(`${base}/values/timeseries`);
    t.same(latest.body, { label: [{ ts: start + 9000, value: 's9' }], temperature: [{ ts: start + 9000, value: '29' }] });
    const strict = await admin.get(`${base}/values/timeseries?keys=temperature&useStrictDataTypes=true`);
    t.same(strict.body, { temperature: [{ ts: start + 9000, value: 29 }] });
    const missing = await admin.get(`${base}/values/timeseries?keys=nothing`);
    t.equal(missing.body.nothing[0].value, null);
    t.ok(Math.abs(missing.body.nothing[0].ts - Date.now()) < 5000, 'a key without data answers now / null');
    t.same((await admin.get(`${base}/keys/timeseries`)).body, ['label', 'temperature']);
  });

  t.test('string numbers become numbers; doubles print the Java way', async (t) => {
    await admin.post(`${base}/timeseries/ANY`, `{"ts":${start + 20_000},"values":{"a":"25","b":"25.5","c":25.0,"d":"x1","e":true,"f":{"k":1}}}`);
    const res = await admin.get(`${base}/values/timeseries?keys=a,b,c,d,e,f`);
    t.same(Object.fromEntries(Object.entries(res.body).map(([k, v]: any) => [k, v[0].value])), {
      a: '25', b: '25.5', c: '25.0', d: 'x1', e: 'true', f: '{"k":1}',
    });
    const strict = await admin.get(`${base}/values/timeseries?keys=a,c,e&useStrictDataTypes=true`);
    t.match(strict.text, /"a":\[\{"ts":\d+,"value":25\}\]/);
    t.match(strict.text, /"c":\[\{"ts":\d+,"value":25\.0\}\]/);
    t.match(strict.text, /"e":\[\{"ts":\d+,"value":true\}\]/);
  });

  t.test('history: endTs exclusive, limit, orderBy', async (t) => {
    const q = `keys=temperature,nothing&startTs=${start}&endTs=${start + 5000}`;
    const desc = await admin.get(`${base}/values/timeseries?${q}`);
    t.same(desc.body.temperature.map((p: any) => p.value), ['24', '23', '22', '21', '20']);
    t.notOk('nothing' in desc.body, 'keys without points are omitted');
    const asc = await admin.get(`${base}/values/timeseries?${q}&orderBy=ASC&limit=2`);
    t.same(asc.body.temperature, [{ ts: start, value: '20' }, { ts: start + 1000, value: '21' }]);
  });

  t.test('aggregation: bucket middles, empty buckets skipped, interval 0 forces NONE', async (t) => {
    const q = (agg: string, interval = 4000) =>
      admin.get(`${base}/values/timeseries?keys=temperature&startTs=${start}&endTs=${start + 10_000}&interval=${interval}&agg=${agg}`);
    t.same((await q('AVG')).body.temperature, [
      { ts: start + 2000, value: '21.5' }, { ts: start + 6000, value: '25.5' }, { ts: start + 9000, value: '28.5' },
    ]);
    t.same((await q('SUM')).body.temperature.map((p: any) => p.value), ['86', '102', '57']);
    t.same((await q('MIN')).body.temperature.map((p: any) => p.value), ['20', '24', '28']);
    t.same((await q('MAX')).body.temperature.map((p: any) => p.value), ['23', '27', '29']);
    t.same((await q('COUNT')).body.temperature.map((p: any) => p.value), ['4', '4', '2']);
    t.equal((await q('AVG', 0)).body.temperature.length, 10, 'interval=0 returns raw points');
    const sparse = await admin.get(`${base}/values/timeseries?keys=temperature&startTs=${start - 100_000}&endTs=${start + 10_000}&interval=50000&agg=COUNT`);
    t.same(sparse.body.temperature, [{ ts: start + 5000, value: '10' }], 'empty buckets yield no point; the last one is cut at endTs');
    const strings = await admin.get(`${base}/values/timeseries?keys=label&startTs=${start}&endTs=${start + 10_000}&interval=10000&agg=MAX`);
    t.same(strings.body.label, [{ ts: start + 5000, value: 's9' }]);
  });

  t.test('delete a range, all data, rewriteLatestIfDeleted', async (t) => {
    t.equal((await admin.delete(`${base}/timeseries/delete?keys=temperature&startTs=${start + 8000}&endTs=${start + 10_000}&rewriteLatestIfDeleted=true`)).status, 200);
    t.same((await admin.get(`${base}/values/timeseries?keys=temperature`)).body.temperature, [{ ts: start + 7000, value: '27' }]);
    await admin.delete(`${base}/timeseries/delete?keys=label&startTs=${start + 9000}&endTs=${start + 10_000}`);
    t.equal((await admin.get(`${base}/values/timeseries?keys=label`)).body.label[0].value, null, 'latest removed without rewrite');
    t.equal((await admin.delete(`${base}/timeseries/delete?keys=temperature&deleteAllDataForKeys=true`)).status, 200);
    const left = await admin.get(`${base}/values/timeseries?keys=temperature&startTs=0&endTs=${Date.now()}`);
    t.same(left.body, {});
  });
});

t.test('non-device entities', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const tenantId = admin.claims.tenantId;
  const customers = (await admin.get('/api/customers?pageSize=10&page=0&sortProperty=title')).body.data;
  const customerA = customers[0].id.id;
  t.equal((await admin.post(`${T}/CUSTOMER/${customerA}/attributes/SERVER_SCOPE`, { tier: 'gold' })).status, 200);
  t.same((await admin.get(`${T}/CUSTOMER/${customerA}/values/attributes`)).body.map((a: any) => a.value), ['gold']);
  t.equal((await admin.get(`${T}/TENANT/${tenantId}/values/attributes`)).status, 200, 'tenant admins read their tenant');
  const sysadmin = await session(url, DEMO.sysadmin);
  t.equal((await sysadmin.post(`${T}/TENANT/${tenantId}/attributes/SERVER_SCOPE`, { plan: 'x' })).status, 200);
  t.same((await admin.get(`${T}/TENANT/${tenantId}/values/attributes/SERVER_SCOPE`)).body.map((a: any) => a.key), ['plan']);
});
