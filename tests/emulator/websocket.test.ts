import { request } from 'node:http';
import t from 'tap';
import { DEMO, deviceByName, session, withEmulator } from '../helpers/emulator.ts';
import { connectWs as connect } from '../helpers/ws-client.ts';

const T = '/api/plugins/telemetry';

/** The raw HTTP answer to an upgrade request (status and body of a refused handshake). */
function upgradeAnswer(url: string, path: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, {
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==' },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('upgrade', () => reject(new Error('upgrade was accepted')));
    req.on('error', reject);
    req.end();
  });
}

t.test('connection and authentication', async (t) => {
  const platform = await withEmulator(t);
  const admin = await session(platform.url, DEMO.tenant);

  const missing = await upgradeAnswer(platform.url, `/api/ws/plugins/telemetry`);
  t.same([missing.status, missing.body.errorCode, missing.body.message], [401, 10, 'Authentication failed']);
  const token = admin.tokens.token;
  const forged = `${token.slice(0, token.lastIndexOf('.'))}.${Buffer.from('x'.repeat(64)).toString('base64url')}`;
  const expired = await upgradeAnswer(platform.url, `/api/ws/plugins/telemetry?token=${forged}`);
  t.same([expired.status, expired.body.errorCode, expired.body.message], [401, 11, 'Token has expired']);
  const garbage = await upgradeAnswer(platform.url, `/api/ws/plugins/telemetry?token=abc`);
  t.same([garbage.status, garbage.body.errorCode], [401, 10]);

  const wrongPlugin = await connect(platform.url, token, 'rpc');
  t.same(await wrongPlugin.closed, { code: 1007, reason: "Can't find plugin with specified token!" });

  const client = await connect(platform.url, token, 'TELEMETRY');
  client.send('this is not json');
  t.same(await client.next(), { subscriptionId: 0, errorCode: 2, errorMsg: 'Failed to parse websocket command!', data: null, latestValues: {} });
  client.send({ tsSubCmds: {} });
  t.equal((await client.next()).errorMsg, 'Failed to parse websocket command!', 'members must be arrays');
  client.close();
  await client.closed;
});

t.test('v1 attribute and time-series subscriptions', async (t) => {
  const platform = await withEmulator(t);
  const admin = await session(platform.url, DEMO.tenant);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const base = `${T}/DEVICE/${t1.id.id}`;
  const client = await connect(platform.url, admin.tokens.token);
  t.teardown(() => client.close());

  t.test('attributes: current values first, then changes only', async (t) => {
    client.send({ attrSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: t1.id.id, keys: 'temperatureAlarmThreshold,active', scope: 'SERVER_SCOPE' }] });
    const first = await client.next();
    t.same(Object.keys(first), ['subscriptionId', 'errorCode', 'errorMsg', 'data', 'latestValues']);
    t.equal(first.subscriptionId, 1);
    t.same(Object.keys(first.data), ['active', 'temperatureAlarmThreshold'], 'keys sorted');
    t.equal(first.data.temperatureAlarmThreshold[0][1], '20', 'values are strings');
    t.equal(first.latestValues.active, first.data.active[0][0]);
    await admin.post(`${base}/attributes/SERVER_SCOPE`, { temperatureAlarmThreshold: 22.5, unrelated: 1 });
    const update = await client.next();
    t.equal(update.subscriptionId, 1);
    t.same(Object.keys(update.data), ['temperatureAlarmThreshold']);
    t.equal(update.data.temperatureAlarmThreshold[0][1], '22.5');
  });

  t.test('time series: latest first, then pushed values; unsubscribe stops pushes', async (t) => {
    await admin.post(`${base}/timeseries/ANY`, { ts: 1000, values: { temperature: 21 } });
    client.send({ tsSubCmds: [{ cmdId: 2, entityType: 'DEVICE', entityId: t1.id.id, keys: 'temperature', timeWindow: 0 }] });
    const first = await client.next();
    t.same(first.data, { temperature: [[1000, '21']] });
    t.same(first.latestValues, { temperature: 1000 });
    await admin.post(`${base}/timeseries/ANY`, [{ ts: 3000, values: { temperature: 23, humidity: 40 } }, { ts: 2000, values: { temperature: 22 } }]);
    const update = await client.next();
    t.same(update.data, { temperature: [[2000, '22'], [3000, '23']] }, 'only subscribed keys, in time order');
    t.same(update.latestValues, { temperature: 3000 });
    client.send({ tsSubCmds: [{ cmdId: 2, unsubscribe: true }], attrSubCmds: [{ cmdId: 1, unsubscribe: true }] });
    await admin.post(`${base}/timeseries/ANY`, { ts: 4000, values: { temperature: 24 } });
    await admin.post(`${base}/attributes/SERVER_SCOPE`, { temperatureAlarmThreshold: 23 });
    client.send({ historyCmds: [{ cmdId: 3, entityType: 'DEVICE', entityId: t1.id.id, keys: 'temperature', startTs: 0, endTs: 10_000, interval: 2000, agg: 'MAX' }] });
    const history = await client.next();
    t.equal(history.subscriptionId, 3, 'no update arrived for the unsubscribed commands');
    t.same(history.data, { temperature: [[1000, '21'], [3000, '23'], [5000, '24']] }, 'aggregated buckets at their middles');
  });

  t.test('a time window replays history, then goes live', async (t) => {
    client.send({ tsSubCmds: [{ cmdId: 4, entityType: 'DEVICE', entityId: t1.id.id, keys: 'temperature', startTs: 0, timeWindow: 3500, limit: 10 }] });
    const first = await client.next();
    t.same(first.data.temperature.map((p: any) => p[0]).sort(), [1000, 2000, 3000]);
    await admin.post(`${base}/timeseries/ANY`, { ts: 5000, values: { temperature: 25 } });
    t.same((await client.next()).data, { temperature: [[5000, '25']] });
    client.send({ tsSubCmds: [{ cmdId: 4, unsubscribe: true }] });
  });

  t.test('command errors', async (t) => {
    client.send({ attrSubCmds: [{ cmdId: -1, entityType: 'DEVICE', entityId: t1.id.id }] });
    t.same(await client.next(), { subscriptionId: -1, errorCode: 2, errorMsg: 'Cmd id is negative value!', data: null, latestValues: {} });
    client.send({ tsSubCmds: [{ cmdId: 5, entityType: 'DEVICE', entityId: '' }] });
    t.equal((await client.next()).errorMsg, 'Device id is empty!');
    client.send({ historyCmds: [{ cmdId: 6, entityType: 'DEVICE', entityId: t1.id.id, keys: '', startTs: 0, endTs: 1 }] });
    t.equal((await client.next()).errorMsg, 'Keys are empty!');
    const customer = await session(platform.url, DEMO.customer);
    const other = await connect(platform.url, customer.tokens.token);
    other.send({ tsSubCmds: [{ cmdId: 7, entityType: 'DEVICE', entityId: t1.id.id, keys: 'temperature' }] });
    const denied = await other.next();
    t.same([denied.subscriptionId, denied.errorCode, denied.errorMsg], [7, 3, 'Unauthorized']);
    other.close();
    await other.closed;
  });
});

t.test('v2 command registration and the change bus', async (t) => {
  const platform = await withEmulator(t);
  const admin = await session(platform.url, DEMO.tenant);
  const t2 = await deviceByName(admin, 'Thermostat T2');
  // A stand-in v2 handler: answers at once, then pushes on every change of the entity it was asked about.
  platform.wsCommands.register('entityCountCmds', (ws, command) => {
    const cmdId = command.cmdId as number;
    let count = 0;
    ws.send({ cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'COUNT_DATA', count });
    ws.subscribe(`entityCount:${cmdId}`, (event) => {
      if (event.kind === 'timeseries' && event.entityId === t2.id.id) ws.send({ cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'COUNT_DATA', count: ++count });
    });
  });
  platform.wsCommands.register('entityCountUnsubscribeCmds', (ws, command) => {
    ws.unsubscribe(`entityCount:${command.cmdId as number}`);
  });
  t.type(platform.wsCommands.get('attrSubCmds'), 'function', 'v1 handlers are registered at start');
  const client = await connect(platform.url, admin.tokens.token);
  client.send({ entityCountCmds: [{ cmdId: 12, query: {} }] });
  t.equal((await client.next()).count, 0);
  await admin.post(`${T}/DEVICE/${t2.id.id}/timeseries/ANY`, { temperature: 1 });
  t.same(await client.next(), { cmdId: 12, errorCode: 0, errorMsg: null, cmdUpdateType: 'COUNT_DATA', count: 1 });
  client.send({ entityCountUnsubscribeCmds: [{ cmdId: 12 }] });
  await admin.post(`${T}/DEVICE/${t2.id.id}/timeseries/ANY`, { temperature: 2 });
  client.send({ entityCountCmds: [{ cmdId: 13, query: {} }] });
  t.same((await client.next()).cmdId, 13, 'the unsubscribed command got no push');
  client.close();
  await client.closed;
});

t.test('tenant profile session and subscription limits', async (t) => {
  const platform = await withEmulator(t);
  const sysadmin = await session(platform.url, DEMO.sysadmin);
  const info = (await sysadmin.get('/api/tenantProfileInfo/default')).body;
  const profile = (await sysadmin.get(`/api/tenantProfile/${info.id.id}`)).body;
  profile.profileData.configuration.maxWsSessionsPerTenant = 1;
  profile.profileData.configuration.maxWsSubscriptionsPerTenant = 2;
  t.equal((await sysadmin.post('/api/tenantProfile', profile)).status, 200);
  const admin = await session(platform.url, DEMO.tenant);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const first = await connect(platform.url, admin.tokens.token);
  const second = await connect(platform.url, admin.tokens.token);
  t.same(await second.closed, { code: 1008, reason: 'Max tenant sessions limit reached!' });
  const sub = (cmdId: number) => ({ cmdId, entityType: 'DEVICE', entityId: t1.id.id, keys: 'temperature' });
  first.send({ tsSubCmds: [sub(1), sub(2)] });
  await first.next();
  await first.next();
  first.send({ tsSubCmds: [sub(2)] });
  t.equal((await first.next()).subscriptionId, 2, 'renewing a subscription does not count twice');
  first.send({ tsSubCmds: [sub(3)] });
  await first.next();
  t.same(await first.closed, { code: 1008, reason: 'Max tenant subscriptions limit reached!' });
});

t.test('aggregated time-series subscriptions push re-aggregated buckets', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const device = await deviceByName(admin, 'Thermostat T2');
  const base = `${T}/DEVICE/${device.id.id}`;
  await admin.post(`${base}/timeseries/ANY`, [{ ts: 1000, values: { temperature: 10 } }, { ts: 1500, values: { temperature: 20 } }]);
  const client = await connect(url, admin.tokens.token);
  t.teardown(() => client.close());
  client.send({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: device.id.id, keys: 'temperature', startTs: 0, timeWindow: 10_000, interval: 2000, agg: 'AVG' }] });
  t.same((await client.next()).data, { temperature: [[1000, '15.0']] });
  await admin.post(`${base}/timeseries/ANY`, { ts: 1800, values: { temperature: 30 } });
  const update = await client.next();
  t.same(update.data, { temperature: [[1000, '20.0']] }, 'the bucket of the new point, averaged over all its points');
  t.same(update.latestValues, { temperature: 1000 });
  await admin.post(`${base}/timeseries/ANY`, [{ ts: 4100, values: { temperature: 1, humidity: 5 } }, { ts: 9000, values: { temperature: 3 } }]);
  t.same((await client.next()).data, { temperature: [[5000, '1.0'], [9000, '3.0']] }, 'one value per touched bucket, in order');
});
