import t from 'tap';
import { DEMO, call, deviceByName, session, withEmulator } from '../helpers/emulator.ts';
import type { Session } from '../helpers/emulator.ts';

const T = '/api/plugins/telemetry';

async function alarmsOf(admin: Session, deviceId: string): Promise<any[]> {
  return (await admin.get(`/api/alarm/DEVICE/${deviceId}?pageSize=50&page=0&sortProperty=createdTime&sortOrder=ASC`)).body.data;
}

t.test('thermostat profile rules (contract 10.2)', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const post = (values: Record<string, unknown>) => admin.post(`${T}/DEVICE/${t1.id.id}/timeseries/ANY`, values);

  t.test('High Temperature: raised above the device threshold, updated, cleared at or below it', async (t) => {
    await post({ temperature: 20 });
    t.same(await alarmsOf(admin, t1.id.id), [], '20 is not above the threshold 20');
    await post({ temperature: 25 });
    let alarms = await alarmsOf(admin, t1.id.id);
    t.equal(alarms.length, 1);
    t.same([alarms[0].type, alarms[0].severity, alarms[0].status], ['High Temperature', 'MAJOR', 'ACTIVE_UNACK']);
    t.same(alarms[0].details, { data: 'Current temperature = 25' });
    t.same(alarms[0].customerId, t1.customerId);
    await post({ temperature: 26.5 });
    alarms = await alarmsOf(admin, t1.id.id);
    t.equal(alarms.length, 1, 'the active alarm is updated, not duplicated');
    t.same(alarms[0].details, { data: 'Current temperature = 26.5' });
    t.ok(alarms[0].endTs >= alarms[0].startTs);
    await post({ temperature: 20 });
    alarms = await alarmsOf(admin, t1.id.id);
    t.same([alarms[0].status, alarms[0].clearTs > 0], ['CLEARED_UNACK', true]);
    await post({ temperature: 30 });
    t.equal((await alarmsOf(admin, t1.id.id)).length, 2, 'a new alarm after the clear');
    await post({ temperature: 10 });
  });

  t.test('Low Humidity: MINOR below the threshold, cleared at or above', async (t) => {
    await post({ humidity: 49 });
    const raised = (await alarmsOf(admin, t1.id.id)).find((a) => a.type === 'Low Humidity');
    t.same([raised.severity, raised.status, raised.details.data], ['MINOR', 'ACTIVE_UNACK', 'Current humidity = 49']);
    await post({ humidity: 50 });
    const cleared = (await alarmsOf(admin, t1.id.id)).find((a) => a.type === 'Low Humidity');
    t.equal(cleared.status, 'CLEARED_UNACK');
  });

  t.test('flags and thresholds come from the server attributes', async (t) => {
    const count = async () => (await alarmsOf(admin, t1.id.id)).filter((a) => a.status.startsWith('ACTIVE')).length;
    await admin.post(`${T}/DEVICE/${t1.id.id}/attributes/SERVER_SCOPE`, { temperatureAlarmFlag: false });
    await post({ temperature: 40 });
    t.equal(await count(), 0, 'flag off: no alarm');
    await admin.post(`${T}/DEVICE/${t1.id.id}/attributes/SERVER_SCOPE`, { temperatureAlarmFlag: true, temperatureAlarmThreshold: 45 });
    t.equal(await count(), 0, '40 is below the raised threshold');
    await admin.delete(`${T}/DEVICE/${t1.id.id}/SERVER_SCOPE?keys=temperatureAlarmThreshold`);
    await post({ temperature: 24 });
    t.equal(await count(), 0, 'the default threshold 25 applies without the attribute');
    await post({ temperature: 26 });
    t.equal(await count(), 1);
  });

  t.test('devices of profiles without rules raise nothing', async (t) => {
    const a1 = await deviceByName(admin, 'Test Device A1');
    await admin.post(`${T}/DEVICE/${a1.id.id}/timeseries/ANY`, { temperature: 99, humidity: 1 });
    t.same(await alarmsOf(admin, a1.id.id), []);
  });
});

t.test('device transport upload: activity and rules', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const t2 = await deviceByName(admin, 'Thermostat T2');
  const before = Date.now();
  const res = await call(url, '/api/v1/T2_TEST_TOKEN/telemetry', { method: 'POST', body: { temperature: 31, humidity: 20 } });
  t.same([res.status, res.text], [200, '']);
  const types = (await alarmsOf(admin, t2.id.id)).map((a) => a.type).sort();
  t.same(types, ['High Temperature', 'Low Humidity']);
  const attrs = (await admin.get(`${T}/DEVICE/${t2.id.id}/values/attributes/SERVER_SCOPE?keys=active,lastActivityTime`)).body;
  const byKey = Object.fromEntries(attrs.map((a: any) => [a.key, a.value]));
  t.equal(byKey.active, true);
  t.ok(byKey.lastActivityTime >= before);
  t.equal((await call(url, '/api/v1/NO_SUCH_TOKEN/telemetry', { method: 'POST', body: { a: 1 } })).status, 401);
  t.equal((await call(url, '/api/v1/T2_TEST_TOKEN/telemetry', { method: 'POST', body: 'nope' })).status, 400);
  t.equal((await call(url, '/api/v1/T2_TEST_TOKEN/attributes', { method: 'POST', body: { firmware: '1.2' } })).status, 200);
  const client = (await call(url, '/api/v1/T2_TEST_TOKEN/attributes?clientKeys=firmware')).body;
  t.same(client, { client: { firmware: '1.2' }, shared: {} });
  const scoped = (await admin.get(`${T}/DEVICE/${t2.id.id}/values/attributes/CLIENT_SCOPE`)).body;
  t.same(scoped.map((a: any) => [a.key, a.value]), [['firmware', '1.2']]);
});
