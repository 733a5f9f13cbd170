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

const above = (key: string, threshold: number) => ({
  key: { type: 'TIME_SERIES', key }, valueType: 'NUMERIC', value: null,
  predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: threshold, userValue: null, dynamicValue: null } },
});
const atMost = (key: string, threshold: number) => ({
  ...above(key, threshold),
  predicate: { type: 'NUMERIC', operation: 'LESS_OR_EQUAL', value: { defaultValue: threshold, userValue: null, dynamicValue: null } },
});
const ruleOf = (filter: unknown, spec: unknown) => ({ condition: { condition: [filter], spec }, schedule: null, alarmDetails: null, dashboardId: null });
const amount = (defaultValue: number) => ({ defaultValue, userValue: null, dynamicValue: null });

/** A device of a new profile with the given alarm rules. */
async function deviceWithRules(admin: Session, name: string, alarms: unknown[]) {
  const profile = await admin.post('/api/deviceProfile', {
    name: `${name} profile`, type: 'DEFAULT', transportType: 'DEFAULT',
    profileData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' }, alarms },
  });
  const device = await admin.post('/api/device', { name, deviceProfileId: profile.body.id });
  const post = (ts: number, values: Record<string, unknown>) => admin.post(`${T}/DEVICE/${device.body.id.id}/timeseries/ANY`, { ts, values });
  return { device: device.body, post };
}

t.test('condition specs: DURATION and REPEATING', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const active = async (id: string, type: string) => (await alarmsOf(admin, id)).filter((a) => a.type === type && a.status.startsWith('ACTIVE'));

  t.test('DURATION: raised once the condition has held for the time, reset by a non-matching value', async (t) => {
    const { device, post } = await deviceWithRules(admin, 'Boiler', [{
      id: 'hot', alarmType: 'Hot for a while', propagate: false, propagateRelationTypes: null,
      createRules: { CRITICAL: ruleOf(above('temperature', 50), { type: 'DURATION', unit: 'MINUTES', predicate: amount(2) }) },
      clearRule: ruleOf(atMost('temperature', 50), { type: 'SIMPLE' }),
    }]);
    const base = 1_700_000_000_000;
    await post(base, { temperature: 60 });
    await post(base + 60_000, { temperature: 61 });
    t.same(await active(device.id.id, 'Hot for a while'), [], 'one minute is not enough');
    await post(base + 90_000, { temperature: 40 });
    await post(base + 100_000, { temperature: 60 });
    await post(base + 200_000, { temperature: 60 });
    t.same(await active(device.id.id, 'Hot for a while'), [], 'the cool reading started the time over');
    await post(base + 220_000, { temperature: 70 });
    const [alarm] = await active(device.id.id, 'Hot for a while');
    t.same([alarm?.severity, alarm?.startTs], ['CRITICAL', base + 220_000], 'two minutes of heat raise it');
    await post(base + 230_000, { temperature: 10 });
    t.same(await active(device.id.id, 'Hot for a while'), [], 'the SIMPLE clear rule clears it');
    await post(base + 240_000, { temperature: 70 });
    t.same(await active(device.id.id, 'Hot for a while'), [], 'after a clear the time starts over');
  });

  t.test('REPEATING: raised on the n-th consecutive match; clear rules take specs too', async (t) => {
    const { device, post } = await deviceWithRules(admin, 'Pump', [{
      id: 'vibration', alarmType: 'Vibration', propagate: false, propagateRelationTypes: null,
      createRules: {
        CRITICAL: ruleOf(above('vibration', 9), { type: 'REPEATING', predicate: amount(2) }),
        WARNING: ruleOf(above('vibration', 5), { type: 'REPEATING', predicate: amount(3) }),
      },
      clearRule: ruleOf(atMost('vibration', 5), { type: 'REPEATING', predicate: amount(2) }),
    }]);
    await post(1000, { vibration: 6 });
    await post(2000, { vibration: 7 });
    t.same(await active(device.id.id, 'Vibration'), [], 'two of three');
    await post(3000, { vibration: 8 });
    t.same((await active(device.id.id, 'Vibration')).map((a) => a.severity), ['WARNING']);
    await post(4000, { vibration: 10 });
    t.same((await active(device.id.id, 'Vibration')).map((a) => a.severity), ['WARNING'], 'one critical reading is not enough');
    await post(5000, { vibration: 10 });
    t.same((await active(device.id.id, 'Vibration')).map((a) => a.severity), ['CRITICAL'], 'the second one escalates it');
    await post(6000, { vibration: 1 });
    t.equal((await active(device.id.id, 'Vibration')).length, 1, 'one quiet reading does not clear');
    await post(7000, { vibration: 1 });
    t.same(await active(device.id.id, 'Vibration'), [], 'two do');
  });
});

t.test('alarm propagation to related entities', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const { device, post } = await deviceWithRules(admin, 'Freezer', [
    {
      id: 'warm', alarmType: 'Warm', propagate: true, propagateRelationTypes: ['Contains'],
      createRules: { MAJOR: ruleOf(above('temperature', -10), { type: 'SIMPLE' }) }, clearRule: null,
    },
    {
      id: 'door', alarmType: 'Door open', propagate: false, propagateRelationTypes: null,
      createRules: { MINOR: ruleOf(above('door', 0), { type: 'SIMPLE' }) }, clearRule: null,
    },
  ]);
  const building = (await admin.post('/api/asset', { name: 'Cold store', type: 'building' })).body;
  const room = (await admin.post('/api/asset', { name: 'Room 1', type: 'room' })).body;
  const site = (await admin.post('/api/asset', { name: 'Site', type: 'site' })).body;
  const relate = (from: any, to: any, type: string) => admin.post('/api/relation', { from: from.id, to: to.id, type, typeGroup: 'COMMON' });
  await relate(building, room, 'Contains');
  await relate(room, device, 'Contains');
  await relate(site, device, 'Manages');
  await post(Date.now(), { temperature: 0, door: 1 });
  const typesOf = async (entity: any) =>
    (await admin.get(`/api/alarm/ASSET/${entity.id.id}?pageSize=10&page=0`)).body.data.map((a: any) => a.type).sort();
  t.same(await typesOf(room), ['Warm'], 'the parent sees the propagated alarm only');
  t.same(await typesOf(building), ['Warm'], 'so does every ancestor over the allowed relation type');
  t.same(await typesOf(site), [], 'other relation types do not propagate');
  const [warm] = (await admin.get(`/api/alarm/ASSET/${room.id.id}?pageSize=10&page=0`)).body.data;
  t.same([warm.originator, warm.propagate, warm.propagateRelationTypes], [device.id, true, ['Contains']]);
  const severity = await admin.get(`/api/alarm/highestSeverity/ASSET/${building.id.id}`);
  t.equal(severity.body, 'MAJOR');
  await admin.delete(`/api/alarm/${warm.id.id}`);
  t.same(await typesOf(room), [], 'a deleted alarm is gone from the parents too');
});
