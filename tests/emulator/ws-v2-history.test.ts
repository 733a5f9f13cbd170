import t from 'tap';
import { DEMO, deviceByName, session, withEmulator } from '../helpers/emulator.ts';
import { connectWs as connect } from '../helpers/ws-client.ts';

// Contract 6.4: historyCmd / tsCmd details — every requested key is listed, and fetchLatestPreviousPoint.

const field = (key: string) => ({ type: 'ENTITY_FIELD', key });
const DAY = 24 * 3600 * 1000;

t.test('history commands with fetchLatestPreviousPoint', async (t) => {
  const { url } = await withEmulator(t, { telemetryIntervalMs: 0 });
  const admin = await session(url, DEMO.tenant);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const start = 1_700_000_000_000;
  await admin.post(`/api/plugins/telemetry/DEVICE/${t1.id.id}/timeseries/ANY`, [
    { ts: start - 400 * DAY, values: { temperature: 1 } },
    { ts: start - 10 * DAY, values: { temperature: 2 } },
    { ts: start - 5 * DAY, values: { temperature: 3, humidity: 40 } },
    { ts: start + 1000, values: { temperature: 4 } },
    { ts: start + 2000, values: { temperature: 5 } },
  ]);
  const client = await connect(url, admin.tokens.token);
  t.teardown(client.close);
  const query = {
    entityFilter: { type: 'singleEntity', singleEntity: t1.id },
    pageLink: { pageSize: 1, page: 0 }, entityFields: [field('name')], latestValues: [], keyFilters: [],
  };
  const history = async (cmdId: number, extra: Record<string, unknown>) => {
    client.send({ entityDataCmds: [{ cmdId, query, historyCmd: { keys: ['temperature', 'humidity', 'pressure'], startTs: start, endTs: start + 10_000, interval: 0, limit: 0, agg: 'NONE', ...extra } }] });
    return (await client.next()).data.data[0].timeseries;
  };

  t.same(await history(1, {}), {
    temperature: [{ ts: start + 2000, value: '5' }, { ts: start + 1000, value: '4' }], humidity: [], pressure: [],
  }, 'the window only, newest first; keys without points are empty lists');
  t.same(await history(2, { fetchLatestPreviousPoint: true }), {
    temperature: [{ ts: start + 2000, value: '5' }, { ts: start + 1000, value: '4' }, { ts: start - 5 * DAY, value: '3' }],
    humidity: [{ ts: start - 5 * DAY, value: '40' }],
    pressure: [],
  }, 'plus the newest point of the year before the window');
  t.same(await history(3, { fetchLatestPreviousPoint: true, startTs: start - 4 * DAY, endTs: start - 3 * DAY }), {
    temperature: [{ ts: start - 5 * DAY, value: '3' }], humidity: [{ ts: start - 5 * DAY, value: '40' }], pressure: [],
  }, 'an empty window still gets the point before it');
  t.same((await history(4, { fetchLatestPreviousPoint: true, startTs: start - 30 * DAY, endTs: start - 20 * DAY })).temperature, [],
    'nothing older than a year is fetched');
});

t.test('a follow-up command may leave the query out and add a tsCmd', async (t) => {
  const { url } = await withEmulator(t, { telemetryIntervalMs: 0 });
  const admin = await session(url, DEMO.tenant);
  const t2 = await deviceByName(admin, 'Thermostat T2');
  const client = await connect(url, admin.tokens.token);
  t.teardown(client.close);
  const query = {
    entityFilter: { type: 'singleEntity', singleEntity: t2.id },
    pageLink: { pageSize: 1, page: 0 }, entityFields: [field('name')], latestValues: [], keyFilters: [],
  };
  client.send({ entityDataCmds: [{ cmdId: 7, query }] });
  t.same((await client.next()).data.data[0].latest.ENTITY_FIELD.name.value, 'Thermostat T2');
  const startTs = Date.now() - 60_000;
  client.send({ entityDataCmds: [{ cmdId: 7, tsCmd: { keys: ['humidity'], startTs, timeWindow: 120_000, interval: 0, limit: 0, agg: 'NONE' } }] });
  const first = await client.next();
  t.same([first.cmdId, first.errorCode, first.data.data[0].entityId], [7, 0, t2.id], 'the stored query answers it');
  t.same(first.data.data[0].timeseries, { humidity: [] });
  const now = Date.now();
  await admin.post(`/api/plugins/telemetry/DEVICE/${t2.id.id}/timeseries/ANY`, { ts: now, values: { humidity: 33 } });
  t.same((await client.next()).update[0].timeseries, { humidity: [{ ts: now, value: '33' }] }, 'and the added tsCmd is live');
  client.send({ entityDataUnsubscribeCmds: [{ cmdId: 7 }] });
  client.send({ entityDataCmds: [{ cmdId: 7, tsCmd: { keys: ['humidity'], startTs, timeWindow: 120_000 } }] });
  t.same((await client.next()).errorMsg, 'Query is empty!', 'unsubscribing forgets the query');
});
