// Deleted keys on v1 subscriptions, as ThingsBoard 3.4.4 sends them (DefaultSubscriptionManagerService
// onTimeSeriesDelete / onAttributesDelete): each deleted key the subscription takes, as [[0, ""]]; a latest value
// rewritten to an older point comes as an update of the key.
import t from 'tap';
import { DEMO, session, withEmulator } from '../helpers/emulator.ts';
import { connectWs as connect } from '../helpers/ws-client.ts';

const T = '/api/plugins/telemetry';

t.test('deleted time series and attributes are pushed to the subscriptions that take them', async (t) => {
  const platform = await withEmulator(t);
  const admin = await session(platform.url, DEMO.tenant);
  // A device of its own: no seeded data, so every-key subscriptions see only what the test writes.
  const deviceId = ((await admin.post('/api/device', { name: 'Deletes', type: 'default' })).body as { id: { id: string } }).id.id;
  const base = `${T}/DEVICE/${deviceId}`;
  const client = await connect(platform.url, admin.tokens.token);
  t.teardown(() => client.close());
  const subscribe = (command: Record<string, unknown>) => client.send({ tsSubCmds: [{ entityType: 'DEVICE', entityId: deviceId, ...command }] });
  const subscribeAttributes = (...commands: Array<Record<string, unknown>>) =>
    client.send({ attrSubCmds: commands.map((command) => ({ entityType: 'DEVICE', entityId: deviceId, ...command })) });

  t.test('time series: every-key and by-key subscriptions get the deleted key with ts 0 and no value', async (t) => {
    await admin.post(`${base}/timeseries/ANY`, { ts: 1000, values: { pressure: 7, level: 3 } });
    subscribe({ cmdId: 1 });
    subscribe({ cmdId: 2, keys: 'pressure' });
    subscribe({ cmdId: 3, keys: 'level' });
    t.same((await client.received()).map((m) => m.subscriptionId), [1, 2, 3], 'the first answers');
    const deleted = await admin.delete(`${base}/timeseries/delete?keys=pressure&deleteAllDataForKeys=true`);
    t.equal(deleted.status, 200);
    const pushed = await client.received();
    t.same(pushed, [
      { subscriptionId: 1, errorCode: 0, errorMsg: null, data: { pressure: [[0, '']] }, latestValues: { pressure: 0 } },
      { subscriptionId: 2, errorCode: 0, errorMsg: null, data: { pressure: [[0, '']] }, latestValues: { pressure: 0 } },
    ], 'nothing for the subscription of another key');
    await admin.delete(`${base}/timeseries/delete?keys=pressure&deleteAllDataForKeys=true`);
    t.same(await client.received(), [], 'a key without data any more: nothing is removed, nothing sent');
  });

  t.test('time series: a deleted latest value rewritten to an older point comes as that point', async (t) => {
    await admin.post(`${base}/timeseries/ANY`, [{ ts: 1000, values: { level: 3 } }, { ts: 5000, values: { level: 4 } }]);
    await client.received();
    await admin.delete(`${base}/timeseries/delete?keys=level&startTs=4000&endTs=6000&rewriteLatestIfDeleted=true`);
    const pushed = await client.received();
    t.same(pushed.map((m) => [m.subscriptionId, m.data]), [[1, { level: [[1000, '3']] }], [3, { level: [[1000, '3']] }]]);
  });

  t.test('attributes: a scope\'s subscription and an any-scope one get the deleted key; another scope\'s does not', async (t) => {
    await admin.post(`${base}/attributes/SERVER_SCOPE`, { floor: 2 });
    await admin.post(`${base}/attributes/SHARED_SCOPE`, { floor: 3 });
    subscribeAttributes(
      { cmdId: 11, scope: 'SERVER_SCOPE' },
      { cmdId: 12, keys: 'floor' },
      { cmdId: 13, scope: 'SHARED_SCOPE' },
      { cmdId: 14, keys: 'active', scope: 'SERVER_SCOPE' },
    );
    t.same((await client.received()).map((m) => m.subscriptionId), [11, 12, 13, 14]);
    t.equal((await admin.delete(`${base}/SERVER_SCOPE?keys=floor`)).status, 200);
    const pushed = await client.received();
    t.same(pushed.map((m) => [m.subscriptionId, m.data, m.latestValues]), [
      [11, { floor: [[0, '']] }, { floor: 0 }],
      [12, { floor: [[0, '']] }, { floor: 0 }],
    ]);
  });
});
