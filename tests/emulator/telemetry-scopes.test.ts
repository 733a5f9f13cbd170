import t from 'tap';
import { DEMO, call, deviceByName, session, withEmulator } from '../helpers/emulator.ts';

// Contract 5.1, 5.2 and 5.5: the three attribute scopes side by side, and the TTL form of the telemetry save.

const T = '/api/plugins/telemetry';

t.test('attribute scopes', async (t) => {
  const { url } = await withEmulator(t, { telemetryIntervalMs: 0 });
  const admin = await session(url, DEMO.tenant);
  const b1 = await deviceByName(admin, 'Test Device B1');
  const base = `${T}/DEVICE/${b1.id.id}`;
  await call(url, '/api/v1/B1_TEST_TOKEN/attributes', { method: 'POST', body: { mode: 'client', fw: '1.0' } });
  await admin.post(`${base}/attributes/SHARED_SCOPE`, { mode: 'shared' });
  await admin.post(`${base}/attributes/SERVER_SCOPE`, { mode: 'server' });

  t.test('keys over all scopes: client, shared, server; a key in several scopes appears several times', async (t) => {
    const keys = (await admin.get(`${base}/keys/attributes`)).body;
    t.same(keys, ['fw', 'mode', 'mode', 'active', 'lastActivityTime', 'mode']);
    t.same((await admin.get(`${base}/keys/attributes/CLIENT_SCOPE`)).body, ['fw', 'mode']);
    t.same((await admin.get(`${base}/keys/attributes/NO_SCOPE`)).body, [], 'an unknown scope has no keys');
  });

  t.test('values: the same key once per scope; per scope only that scope', async (t) => {
    const all = (await admin.get(`${base}/values/attributes?keys=mode`)).body;
    t.same(all.map((a: any) => a.value).sort(), ['client', 'server', 'shared']);
    t.same((await admin.get(`${base}/values/attributes/CLIENT_SCOPE?keys=mode`)).body.map((a: any) => a.value), ['client']);
  });

  t.test('client attributes are read-only through REST', async (t) => {
    const res = await admin.post(`${base}/attributes/CLIENT_SCOPE`, { mode: 'changed' });
    t.same([res.status, res.text], [400, 'Invalid scope: CLIENT_SCOPE']);
    t.same((await admin.get(`${base}/values/attributes/CLIENT_SCOPE?keys=mode`)).body.map((a: any) => a.value), ['client']);
  });

  t.test('deleting from one scope leaves the others', async (t) => {
    t.equal((await admin.delete(`${base}/SHARED_SCOPE?keys=mode`)).status, 200);
    t.same((await admin.get(`${base}/values/attributes?keys=mode`)).body.map((a: any) => a.value).sort(), ['client', 'server']);
    t.equal((await admin.delete(`${T}/${b1.id.id}/CLIENT_SCOPE?keys=mode`)).status, 200, 'the legacy device form deletes client attributes');
    t.same((await admin.get(`${base}/values/attributes?keys=mode`)).body.map((a: any) => a.value), ['server']);
  });
});

t.test('telemetry saved with a TTL', async (t) => {
  const { url } = await withEmulator(t, { telemetryIntervalMs: 0 });
  const admin = await session(url, DEMO.tenant);
  const c1 = await deviceByName(admin, 'Test Device C1');
  const base = `${T}/DEVICE/${c1.id.id}`;
  const saved = await admin.post(`${base}/timeseries/ANY/3600`, { ts: 5000, values: { level: 7 } });
  t.same([saved.status, saved.text], [200, '']);
  t.same((await admin.get(`${base}/values/timeseries?keys=level`)).body, { level: [{ ts: 5000, value: '7' }] });
  const badTtl = await admin.post(`${base}/timeseries/ANY/soon`, { level: 8 });
  t.same([badTtl.status, badTtl.body.errorCode], [500, 2], 'a TTL that is not a number fails in binding, like startTs=abc');
  t.same((await admin.get(`${base}/values/timeseries?keys=level`)).body.level[0].value, '7', 'and saves nothing');
});
