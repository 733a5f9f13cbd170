import t from 'tap';
import { DEMO, session, withEmulator } from '../helpers/emulator.ts';

// Device text searches over latest values keep each key's values in memory between queries
// (emulator/query/latest-key-cache.ts); every kind of write must show in the next search.

const field = (key: string) => ({ type: 'ENTITY_FIELD', key });
const T = '/api/plugins/telemetry/DEVICE';

t.test('a text search over latest values sees every write at once', async (t) => {
  const { url } = await withEmulator(t, { scale: 1100, telemetryIntervalMs: 0 });
  const admin = await session(url, DEMO.tenant);
  const search = async (textSearch: string, key: { type: string; key: string }) => {
    const res = await admin.post('/api/entitiesQuery/find', {
      entityFilter: { type: 'entityType', entityType: 'DEVICE' },
      pageLink: { page: 0, pageSize: 5, textSearch, sortOrder: { key: field('name'), direction: 'ASC' } },
      entityFields: [field('name')], latestValues: [key], keyFilters: [],
    });
    t.equal(res.status, 200);
    return res.body.data.map((row: any) => row.latest.ENTITY_FIELD.name.value);
  };
  const zone = { type: 'SERVER_ATTRIBUTE', key: 'zone' };
  const anyZone = { type: 'ATTRIBUTE', key: 'zone' };
  const reading = { type: 'TIME_SERIES', key: 'reading' };
  const first = (await admin.get('/api/tenant/devices?pageSize=1&page=0&textSearch=sensor&sortProperty=name')).body.data[0];
  const name = first.name as string;

  t.same(await search('atlantis', zone), [], 'nothing yet');
  t.same(await search('atlantis', anyZone), []);
  await admin.post(`${T}/${first.id.id}/attributes/SERVER_SCOPE`, { zone: 'Atlantis' });
  t.same(await search('atlantis', zone), [name], 'a new attribute');
  t.same(await search('atlantis', anyZone), [name], 'also for the any-scope key');
  await admin.post(`${T}/${first.id.id}/attributes/SERVER_SCOPE`, { zone: 'Lemuria' });
  t.same(await search('atlantis', zone), [], 'a changed attribute');
  t.same(await search('lemuria', zone), [name]);
  await admin.delete(`${T}/${first.id.id}/SERVER_SCOPE?keys=zone`);
  t.same(await search('lemuria', zone), [], 'a deleted attribute');

  t.same(await search('4242', reading), []);
  await admin.post(`${T}/${first.id.id}/timeseries/ANY`, { reading: 4242 });
  t.same(await search('4242', reading), [name], 'a new time-series value');
  await admin.delete(`${T}/${first.id.id}/timeseries/delete?keys=reading&deleteAllDataForKeys=true`);
  t.same(await search('4242', reading), [], 'deleted time series');

  await admin.post(`${T}/${first.id.id}/attributes/SERVER_SCOPE`, { zone: 'Atlantis' });
  t.same(await search('atlantis', zone), [name]);
  const renamed = await admin.post('/api/device', { ...first, name: 'Aaa renamed sensor' });
  t.equal(renamed.status, 200);
  t.same(await search('atlantis', zone), ['Aaa renamed sensor'], 'a changed device');
  t.equal((await admin.delete(`/api/device/${first.id.id}`)).status, 200);
  t.same(await search('atlantis', zone), [], 'a deleted device');
});
