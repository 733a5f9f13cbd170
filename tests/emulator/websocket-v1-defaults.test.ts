import { randomUUID } from 'node:crypto';
import t from 'tap';
import { DEMO, call, deviceByName, session, withEmulator } from '../helpers/emulator.ts';
import { connectWs as connect } from '../helpers/ws-client.ts';

// Contract 6.3: what the optional members of the v1 commands mean when they are left out.

const T = '/api/plugins/telemetry';

t.test('v1 commands without keys, scope or entity type', async (t) => {
  const platform = await withEmulator(t, { telemetryIntervalMs: 0 });
  const admin = await session(platform.url, DEMO.tenant);
  const t2 = await deviceByName(admin, 'Thermostat T2');
  const base = `${T}/DEVICE/${t2.id.id}`;
  await admin.post(`${base}/timeseries/ANY`, { ts: 1000, values: { temperature: 20, humidity: 50 } });
  const client = await connect(platform.url, admin.tokens.token);
  t.teardown(() => client.close());

  t.test('an attribute subscription without scope or keys covers every scope and key', async (t) => {
    client.send({ attrSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: t2.id.id }] });
    const first = await client.next();
    t.same(Object.keys(first.data), [
      'active', 'humidityAlarmFlag', 'humidityAlarmThreshold', 'latitude', 'longitude', 'temperatureAlarmFlag', 'temperatureAlarmThreshold',
    ]);
    t.same(first.data.latitude[0][1], '37.493801');
    await admin.post(`${base}/attributes/SHARED_SCOPE`, { mode: 'eco' });
    t.same((await client.next()).data, { mode: [[(await admin.get(`${base}/values/attributes/SHARED_SCOPE`)).body[0].lastUpdateTs, 'eco']] }, 'a shared attribute');
    await call(platform.url, '/api/v1/T2_TEST_TOKEN/attributes', { method: 'POST', body: { firmware: 'v2' } });
    // The upload is a client attribute, and it also marks the device active (server attributes): two updates.
    const reported = { ...(await client.next()).data, ...(await client.next()).data };
    t.same(Object.keys(reported).sort(), ['active', 'firmware', 'lastActivityTime']);
    t.same(reported.firmware[0][1], 'v2', 'a client attribute reported by the device');
    client.send({ attrSubCmds: [{ cmdId: 1, unsubscribe: true }] });
  });

  t.test('a time-series subscription without keys: all latest keys, then every new key', async (t) => {
    client.send({ tsSubCmds: [{ cmdId: 2, entityType: 'DEVICE', entityId: t2.id.id }] });
    t.same((await client.next()).data, { humidity: [[1000, '50']], temperature: [[1000, '20']] });
    await admin.post(`${base}/timeseries/ANY`, { ts: 2000, values: { pressure: 1013 } });
    t.same((await client.next()).data, { pressure: [[2000, '1013']] }, 'a key that did not exist when subscribing');
    client.send({ tsSubCmds: [{ cmdId: 2, unsubscribe: true }] });
  });

  t.test('entity type defaults to DEVICE; an unknown entity fails to fetch', async (t) => {
    client.send({ historyCmds: [{ cmdId: 3, entityId: t2.id.id, keys: 'temperature', startTs: 0, endTs: 5000 }] });
    t.same((await client.next()).data, { temperature: [[1000, '20']] });
    client.send({ tsSubCmds: [{ cmdId: 4, entityType: 'DEVICE', entityId: randomUUID(), keys: 'temperature' }] });
    t.same(await client.next(), { subscriptionId: 4, errorCode: 1, errorMsg: 'Failed to fetch data!', data: null, latestValues: {} });
    client.send({ attrSubCmds: [{ cmdId: 5, entityType: 'DEVICE', entityId: randomUUID() }] });
    t.same((await client.next()).errorMsg, 'Failed to fetch attributes!');
  });
});

t.test('the lists of one frame run in the platform\'s order, unsubscribes last', async (t) => {
  const platform = await withEmulator(t, { telemetryIntervalMs: 0 });
  const admin = await session(platform.url, DEMO.tenant);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const client = await connect(platform.url, admin.tokens.token);
  t.teardown(() => client.close());
  const target = { entityType: 'DEVICE', entityId: t1.id.id };
  const count = { entityFilter: { type: 'entityType', entityType: 'DEVICE' }, keyFilters: [] };
  client.send({
    entityCountUnsubscribeCmds: [{ cmdId: 6 }],
    entityCountCmds: [{ cmdId: 6, query: count }],
    historyCmds: [{ cmdId: 3, ...target, keys: 'temperature', startTs: 0, endTs: 1 }],
    tsSubCmds: [{ cmdId: 2, ...target, keys: 'temperature' }],
    attrSubCmds: [{ cmdId: 1, ...target, keys: 'active' }],
  });
  const order = [];
  for (let i = 0; i < 4; i++) {
    const message = await client.next();
    order.push(message.subscriptionId ?? message.cmdId);
  }
  t.same(order, [1, 2, 3, 6], 'attributes, time series, history, then the count');
  await admin.post('/api/device', { name: 'Counted device', type: 'default' });
  await admin.post(`${T}/DEVICE/${t1.id.id}/attributes/SERVER_SCOPE`, { active: true });
  t.same((await client.next()).subscriptionId, 1, 'the count was unsubscribed after it was answered: only the attribute update comes');
});
