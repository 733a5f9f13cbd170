import t from 'tap';
import { DEMO, deviceByName, session, withEmulator } from '../helpers/emulator.ts';
import { connectWs as connect } from '../helpers/ws-client.ts';
import type { Session } from '../helpers/emulator.ts';

const field = (key: string) => ({ type: 'ENTITY_FIELD', key });
const thermostats = {
  entityFilter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' },
  pageLink: { pageSize: 10, page: 0, textSearch: null, dynamic: false, sortOrder: { key: field('name'), direction: 'ASC' } },
  entityFields: [field('name'), field('label')],
  latestValues: [{ type: 'TIME_SERIES', key: 'temperature' }],
  keyFilters: [],
};

const saveTelemetry = (admin: Session, device: any, body: unknown) =>
  admin.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, body);

t.test('v2 WebSocket commands', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const t2 = await deviceByName(admin, 'Thermostat T2');
  await saveTelemetry(admin, t1, { ts: 1000, values: { temperature: 21.5 } });

  t.test('entity data with latest values, then only the changes', async (t) => {
    const client = await connect(url, admin.tokens.token);
    t.teardown(client.close);
    client.send({ entityDataCmds: [{ cmdId: 10, query: thermostats, latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'humidity' }] } }] });
    const first = await client.next();
    t.same(Object.keys(first), ['cmdId', 'errorCode', 'errorMsg', 'cmdUpdateType', 'data', 'update', 'allowedEntities']);
    t.same([first.cmdId, first.errorCode, first.errorMsg, first.cmdUpdateType, first.update, first.allowedEntities],
      [10, 0, null, 'ENTITY_DATA', null, 10000]);
    t.same([first.data.totalElements, first.data.hasNext], [2, false]);
    const [e1, e2] = first.data.data;
    t.same(e1.entityId, t1.id);
    t.same(e1.latest.ENTITY_FIELD.label.value, '');
    t.same(e1.latest.TIME_SERIES.temperature, { ts: 1000, value: '21.5' });
    t.same(e2.latest.TIME_SERIES, { temperature: { ts: 0, value: '' }, humidity: { ts: 0, value: '' } }, 'missing latest values');

    await saveTelemetry(admin, t2, { ts: 2000, values: { humidity: 40, pressure: 1 } });
    const update = await client.next();
    t.same([update.cmdId, update.data], [10, null]);
    t.same(update.update, [{ entityId: t2.id, latest: { TIME_SERIES: { humidity: { ts: 2000, value: '40' } } }, timeseries: {}, aggLatest: {} }],
      'only the changed entity and key');

    client.send({ entityDataUnsubscribeCmds: [{ cmdId: 10 }] });
    t.same(await client.received(), [], 'the unsubscribe is answered with nothing');
    await saveTelemetry(admin, t2, { humidity: 41 });
    t.same(await client.received(), [], 'nothing after unsubscribing');
  });

  t.test('history and live time series', async (t) => {
    await saveTelemetry(admin, t1, [{ ts: 5000, values: { temperature: 22 } }, { ts: 6000, values: { temperature: 23 } }]);
    const client = await connect(url, admin.tokens.token);
    t.teardown(client.close);
    client.send({ entityDataCmds: [{ cmdId: 1, query: thermostats, historyCmd: { keys: ['temperature'], startTs: 0, endTs: 10000, interval: 0, limit: 0, agg: 'NONE' } }] });
    const history = await client.next();
    t.same(history.data.data[0].timeseries.temperature.map((p: any) => p.value).sort(), ['21.5', '22', '23']);
    t.same(history.data.data[1].timeseries, { temperature: [] }, 'a requested key without points is an empty list');

    client.send({ entityDataCmds: [{ cmdId: 2, query: thermostats, tsCmd: { keys: ['temperature'], startTs: Date.now() - 60000, timeWindow: 120000, interval: 0, limit: 0, agg: 'NONE' } }] });
    const window = await client.next();
    t.same(window.data.data[0].timeseries, { temperature: [] }, 'nothing in the last minute yet');
    const now = Date.now();
    await saveTelemetry(admin, t1, { ts: now, values: { temperature: 24.5 } });
    const live = await client.next();
    t.same(live.update[0].timeseries, { temperature: [{ ts: now, value: '24.5' }] });
    t.same(live.update[0].latest.TIME_SERIES.temperature, { ts: now, value: '24.5' });

    client.send({ entityDataCmds: [{ cmdId: 3, query: thermostats, aggHistoryCmd: { keys: [{ id: 7, key: 'temperature', agg: 'MAX' }], startTs: 0, endTs: 10000 } }] });
    const aggregated = await client.next();
    t.same(aggregated.data.data[0].aggLatest['7'].current.value, '23.0', 'a double among the values makes the maximum a double');
    t.same(aggregated.data.data[0].aggLatest['7'].previous, null);

    client.send({ entityDataCmds: [{ cmdId: 4, query: { ...thermostats, entityFilter: { type: 'bogus' } } }] });
    const failed = await client.next();
    t.same([failed.cmdId, failed.errorCode, failed.cmdUpdateType, failed.data], [4, 1, 'ENTITY_DATA', null]);
    client.send({ entityDataCmds: [{ cmdId: 5 }] });
    const empty = await client.next();
    t.same([empty.subscriptionId, empty.errorCode, empty.errorMsg], [5, 2, 'Query is empty!'], 'v1-shaped validation error');
    client.send({ entityDataCmds: [{ cmdId: -1, query: thermostats }] });
    t.same((await client.next()).errorMsg, 'Cmd id is negative value!');
  });

  t.test('entity count', async (t) => {
    const client = await connect(url, admin.tokens.token);
    t.teardown(client.close);
    client.send({ entityCountCmds: [{ cmdId: 12, query: { entityFilter: { type: 'entityType', entityType: 'DEVICE' }, keyFilters: [] } }] });
    t.same(await client.next(), { cmdId: 12, errorCode: 0, errorMsg: null, cmdUpdateType: 'COUNT_DATA', count: 9 });
    const warm = {
      entityFilter: { type: 'entityType', entityType: 'DEVICE' },
      keyFilters: [{
        key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC',
        predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 20, userValue: null, dynamicValue: null } },
      }],
    };
    client.send({ entityCountCmds: [{ cmdId: 13, query: warm }] });
    t.equal((await client.next()).count, 1, 'only T1 is warm');
    await saveTelemetry(admin, t2, { temperature: 30 });
    const recount = await client.next();
    t.same([recount.cmdId, recount.count], [13, 2], 're-sent when the count changes');
    await saveTelemetry(admin, t2, { temperature: 31 });
    t.same(await client.received(), [], 'an unchanged count is not sent');
    client.send({ entityCountUnsubscribeCmds: [{ cmdId: 12 }, { cmdId: 13 }] });
  });

  t.test('alarm data', async (t) => {
    // Earlier telemetry raised the thermostat profile's own alarms; this query looks at one type only.
    const client = await connect(url, admin.tokens.token);
    t.teardown(client.close);
    const query = {
      entityFilter: { type: 'deviceType', deviceType: 'thermostat' },
      pageLink: { page: 0, pageSize: 10, statusList: ['ACTIVE'], typeList: ['Overheat'], sortOrder: { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' } },
      alarmFields: [], entityFields: [field('name')], latestValues: [], keyFilters: [],
    };
    client.send({ alarmDataCmds: [{ cmdId: 11, query }] });
    const first = await client.next();
    t.same([first.cmdUpdateType, first.data.totalElements, first.update, first.allowedEntities, first.totalEntities], ['ALARM_DATA', 0, null, 10000, 2]);
    const raised = await admin.post('/api/alarm', { type: 'Overheat', originator: t1.id, severity: 'MAJOR', status: 'ACTIVE_UNACK' });
    const page = await client.next();
    t.same(page.data.data.map((alarm: any) => [alarm.type, alarm.originatorName]), [['Overheat', 'Thermostat T1']], 'a new alarm: full page');
    await admin.post('/api/alarm', { ...raised.body, severity: 'CRITICAL' });
    const changed = await client.next();
    t.same([changed.data, changed.update.length, changed.update[0].severity], [null, 1, 'CRITICAL'], 'the same alarm changed: update only');
    await admin.post(`/api/alarm/${raised.body.id.id}/clear`);
    const cleared = await client.next();
    t.same(cleared.data.data, [], 'cleared alarms leave an ACTIVE query');
    client.send({ alarmDataUnsubscribeCmds: [{ cmdId: 11 }] });
  });
});

t.test('entity changes reach open v2 subscriptions at once', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const client = await connect(url, admin.tokens.token);
  t.teardown(client.close);
  const devices = { entityFilter: { type: 'entityType', entityType: 'DEVICE' }, keyFilters: [] };
  client.send({ entityCountCmds: [{ cmdId: 1, query: devices }] });
  const before = (await client.next()).count;

  const created = await admin.post('/api/device', { name: 'Fresh sensor', type: 'default' });
  t.equal(created.status, 200);
  t.same(await client.next(), { cmdId: 1, errorCode: 0, errorMsg: null, cmdUpdateType: 'COUNT_DATA', count: before + 1 },
    'a new device updates the count');
  const asset = await admin.post('/api/asset', { name: 'Fresh asset', type: 'default' });
  t.same(await client.received(), [], 'an asset leaves the device count alone');
  await admin.delete(`/api/device/${created.body.id.id}`);
  t.equal((await client.next()).count, before, 'a deleted device too');

  const byName = {
    ...thermostats,
    entityFilter: { type: 'entityName', entityType: 'ASSET', entityNameFilter: 'Fresh' },
    pageLink: { ...thermostats.pageLink, dynamic: true },
    latestValues: [],
  };
  client.send({ entityDataCmds: [{ cmdId: 2, query: byName }] });
  t.same((await client.next()).data.data.map((e: any) => e.latest.ENTITY_FIELD.name.value), ['Fresh asset']);
  await admin.post('/api/asset', { name: 'Fresh asset 2', type: 'default' });
  const page = await client.next();
  t.same([page.cmdId, page.update], [2, null]);
  t.same(page.data.data.map((e: any) => e.latest.ENTITY_FIELD.name.value), ['Fresh asset', 'Fresh asset 2'],
    'a dynamic query pushes the new page');
  await admin.post('/api/asset', { ...asset.body, label: 'renamed label' });
  const relabelled = await client.next();
  t.same(relabelled.data.data.map((e: any) => e.latest.ENTITY_FIELD.label.value), ['renamed label', ''], 'a shown entity changed');
});

t.test('an aggregated tsCmd pushes re-aggregated buckets', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const startTs = Date.now() - 60_000;
  await saveTelemetry(admin, t1, [{ ts: startTs + 1000, values: { temperature: 10 } }, { ts: startTs + 2000, values: { temperature: 14 } }]);
  const client = await connect(url, admin.tokens.token);
  t.teardown(client.close);
  const query = { ...thermostats, latestValues: [] };
  client.send({ entityDataCmds: [{ cmdId: 1, query, tsCmd: { keys: ['temperature'], startTs, timeWindow: 120_000, interval: 10_000, limit: 0, agg: 'MAX' } }] });
  const first = await client.next();
  t.same(first.data.data[0].timeseries.temperature, [{ ts: startTs + 5000, value: '14' }]);
  await saveTelemetry(admin, t1, { ts: startTs + 3000, values: { temperature: 12 } });
  const unchanged = await client.next();
  t.same(unchanged.update[0].timeseries, { temperature: [{ ts: startTs + 5000, value: '14' }] }, 'the bucket again, not the raw point');
  await saveTelemetry(admin, t1, { ts: startTs + 25_000, values: { temperature: 30 } });
  const next = await client.next();
  t.same(next.update[0].timeseries, { temperature: [{ ts: startTs + 25_000, value: '30' }] }, 'a new bucket');
});

t.test('at most 10 dynamic queries per user; past that the dynamic flag is ignored', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const first = await connect(url, admin.tokens.token);
  const second = await connect(url, admin.tokens.token);
  t.teardown(() => {
    first.close();
    second.close();
  });
  const dynamicQuery = {
    ...thermostats,
    entityFilter: { type: 'entityName', entityType: 'ASSET', entityNameFilter: 'Limit' },
    pageLink: { ...thermostats.pageLink, dynamic: true },
    latestValues: [],
  };
  const open = async (client: typeof first, cmdIds: number[]) => {
    client.send({ entityDataCmds: cmdIds.map((cmdId) => ({ cmdId, query: dynamicQuery })) });
    for (const cmdId of cmdIds) t.same([(await client.next()).cmdId], [cmdId]);
  };
  await open(first, [1, 2, 3, 4, 5, 6]);
  await open(second, [1, 2, 3, 4]);
  await open(second, [4]); // renewing a command keeps its slot
  await open(second, [11]);
  /** The cmdIds each client was pushed after a new matching asset. */
  const pushedAfter = async (name: string, ...clients: Array<typeof first>) => {
    await admin.post('/api/asset', { name, type: 'default' });
    const cmdIds = (messages: any[]) => messages.map((message) => message.cmdId).sort((a, b) => a - b);
    return Promise.all(clients.map(async (client) => cmdIds(await client.received())));
  };
  t.same(await pushedAfter('Limit 1', first, second), [[1, 2, 3, 4, 5, 6], [1, 2, 3, 4]], 'the eleventh query is not refreshed');
  second.send({ entityDataUnsubscribeCmds: [{ cmdId: 2 }] });
  await open(second, [12]);
  t.same(await pushedAfter('Limit 2', first, second), [[1, 2, 3, 4, 5, 6], [1, 3, 4, 12]], 'a freed slot is used again');
  first.close();
  // The client sees the close once the server has ended the connection, which ends the server's session.
  await first.closed;
  const third = await connect(url, admin.tokens.token);
  t.teardown(third.close);
  await open(third, [1]);
  const [second3, third3] = await pushedAfter('Limit 3', second, third);
  t.same(second3, [1, 3, 4, 12]);
  t.same(third3, [1], 'a closed session gives its slots back');
});
