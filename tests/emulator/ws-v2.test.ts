import t from 'tap';
import { DEMO, deviceByName, session, withEmulator } from '../helpers/emulator.ts';
import type { Session } from '../helpers/emulator.ts';

/** A v2 client: sends command frames and hands out received messages in order. */
async function connect(url: string, token: string) {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${token}`);
  const messages: any[] = [];
  const waiters: Array<(message: any) => void> = [];
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true });
    ws.addEventListener('error', reject, { once: true });
  });
  return {
    send: (frame: unknown) => ws.send(JSON.stringify(frame)),
    next: (): Promise<any> => {
      const queued = messages.shift();
      if (queued !== undefined) return Promise.resolve(queued);
      return new Promise((resolve) => waiters.push(resolve));
    },
    pending: () => messages.length,
    close: () => ws.close(),
  };
}

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
    await new Promise((resolve) => setTimeout(resolve, 50));
    await saveTelemetry(admin, t2, { humidity: 41 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    t.equal(client.pending(), 0, 'nothing after unsubscribing');
  });

  t.test('history and live time series', async (t) => {
    await saveTelemetry(admin, t1, [{ ts: 5000, values: { temperature: 22 } }, { ts: 6000, values: { temperature: 23 } }]);
    const client = await connect(url, admin.tokens.token);
    t.teardown(client.close);
    client.send({ entityDataCmds: [{ cmdId: 1, query: thermostats, historyCmd: { keys: ['temperature'], startTs: 0, endTs: 10000, interval: 0, limit: 0, agg: 'NONE' } }] });
    const history = await client.next();
    t.same(history.data.data[0].timeseries.temperature.map((p: any) => p.value).sort(), ['21.5', '22', '23']);
    t.same(history.data.data[1].timeseries, {});

    client.send({ entityDataCmds: [{ cmdId: 2, query: thermostats, tsCmd: { keys: ['temperature'], startTs: Date.now() - 60000, timeWindow: 120000, interval: 0, limit: 0, agg: 'NONE' } }] });
    const window = await client.next();
    t.same(window.data.data[0].timeseries, {}, 'nothing in the last minute yet');
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
    await new Promise((resolve) => setTimeout(resolve, 50));
    t.equal(client.pending(), 0, 'an unchanged count is not sent');
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
