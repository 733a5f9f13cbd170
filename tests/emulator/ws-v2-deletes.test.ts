// Deleted keys on v2 entity-data subscriptions, as ThingsBoard 3.4.4 passes them on (TbEntityDataSubCtx
// sendLatestWsMsg / sendTsWsMsg): a latest-values subscription gets each deleted key it takes as {ts: 0, value: ""}
// under its key type (attributes: any scope, or the scope of the type); a time window (tsCmd) gets the key as one
// point at ts 0; a history has no subscription and gets nothing.
import t from 'tap';
import { DEMO, session, withEmulator } from '../helpers/emulator.ts';
import { connectWs as connect } from '../helpers/ws-client.ts';

const T = '/api/plugins/telemetry';
const gone = { ts: 0, value: '' };

t.test('deleted time series and attributes on entity data subscriptions', async (t) => {
  const platform = await withEmulator(t);
  const admin = await session(platform.url, DEMO.tenant);
  // A device of its own: nothing seeded, nothing simulated.
  const device = ((await admin.post('/api/device', { name: 'V2 deletes', type: 'default' })).body as { id: { entityType: string; id: string } }).id;
  const base = `${T}/DEVICE/${device.id}`;
  const query = {
    entityFilter: { type: 'singleEntity', singleEntity: device },
    pageLink: { page: 0, pageSize: 1 },
    entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
    latestValues: [],
    keyFilters: [],
  };
  const client = await connect(platform.url, admin.tokens.token);
  t.teardown(() => client.close());
  const updates = async () => (await client.received()).map((m) => [m.cmdId, m.update]);

  await admin.post(`${base}/timeseries/ANY`, { ts: 1000, values: { pressure: 7, level: 3 } });
  await admin.post(`${base}/attributes/SERVER_SCOPE`, { floor: 2 });
  await admin.post(`${base}/attributes/SHARED_SCOPE`, { floor: 3 });
  const latest = (cmdId: number, ...keys: Array<[string, string]>) =>
    client.send({ entityDataCmds: [{ cmdId, query, latestCmd: { keys: keys.map(([type, key]) => ({ type, key })) } }] });
  latest(1, ['TIME_SERIES', 'pressure'], ['TIME_SERIES', 'level']);
  latest(2, ['TIME_SERIES', 'level']);
  latest(3, ['ATTRIBUTE', 'floor']);
  latest(4, ['SERVER_ATTRIBUTE', 'floor']);
  latest(5, ['SHARED_ATTRIBUTE', 'floor']);
  client.send({ entityDataCmds: [{ cmdId: 6, query, tsCmd: { keys: ['pressure'], startTs: 0, timeWindow: Date.now() + 60_000, interval: 1000, limit: 100, agg: 'NONE' } }] });
  client.send({ entityDataCmds: [{ cmdId: 7, query, historyCmd: { keys: ['pressure'], startTs: 0, endTs: Date.now(), interval: 1000, limit: 100, agg: 'NONE' } }] });
  const first = await client.received();
  t.same(first.map((m) => m.cmdId), [1, 2, 3, 4, 5, 6, 7], 'the first pages');
  t.same(first[0].data.data[0].latest.TIME_SERIES.pressure, { ts: 1000, value: '7' });

  t.test('a deleted time-series key: the latest subscriptions of the key and the time window get it at ts 0', async (t) => {
    t.equal((await admin.delete(`${base}/timeseries/delete?keys=pressure&deleteAllDataForKeys=true`)).status, 200);
    t.same(await updates(), [
      [1, [{ entityId: device, latest: { TIME_SERIES: { pressure: gone } }, timeseries: {}, aggLatest: {} }]],
      [6, [{ entityId: device, latest: {}, timeseries: { pressure: [gone] }, aggLatest: {} }]],
    ], 'not the subscription of another key, not the attributes, not the history');
  });

  t.test('a deleted server attribute: the any-scope and server-scope subscriptions get it, the shared one does not', async (t) => {
    t.equal((await admin.delete(`${base}/SERVER_SCOPE?keys=floor`)).status, 200);
    t.same(await updates(), [
      [3, [{ entityId: device, latest: { ATTRIBUTE: { floor: gone } }, timeseries: {}, aggLatest: {} }]],
      [4, [{ entityId: device, latest: { SERVER_ATTRIBUTE: { floor: gone } }, timeseries: {}, aggLatest: {} }]],
    ]);
  });

  t.test('a key written again after its deletion comes as its value', async (t) => {
    await admin.post(`${base}/timeseries/ANY`, { ts: 500, values: { pressure: 9 } });
    const pushed = await updates();
    t.same(pushed.map(([cmdId]) => cmdId), [1, 6]);
    t.same(pushed[0][1][0].latest, { TIME_SERIES: { pressure: { ts: 500, value: '9' } } });
    t.same(pushed[1][1][0].timeseries, { pressure: [{ ts: 500, value: '9' }] });
  });
});
