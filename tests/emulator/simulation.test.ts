import t from 'tap';
import { DEMO, call, deviceByName, session, withEmulator } from '../helpers/emulator.ts';
import type { Session } from '../helpers/emulator.ts';
import { TestClock } from '../helpers/test-clock.ts';

const T = '/api/plugins/telemetry';
const START = 1_800_000_000_000;

async function temperatures(admin: Session, deviceId: string): Promise<string[]> {
  const res = await admin.get(`${T}/DEVICE/${deviceId}/values/timeseries?keys=temperature&startTs=0&endTs=${START * 2}&limit=1000&orderBy=ASC`);
  return res.body.temperature.map((p: any) => p.value);
}

t.test('ticks drive thermostats and the DHT11 through thresholds both ways', async (t) => {
  const platform = await withEmulator(t, { telemetryIntervalMs: 0 });
  const admin = await session(platform.url, DEMO.tenant);
  const [t1, t2, dht] = await Promise.all(['Thermostat T1', 'Thermostat T2', 'DHT11 Demo Device'].map((name) => deviceByName(admin, name)));
  for (let i = 0; i < 30; i++) platform.simulation.tick(START + i * 5000);
  t.equal(platform.simulation.ticks, 30);
  for (const device of [t1, t2, dht]) {
    const latest = (await admin.get(`${T}/DEVICE/${device.id.id}/values/timeseries?keys=temperature,humidity`)).body;
    t.equal(latest.temperature[0].ts, START + 29 * 5000, `${device.name} reported at the last tick`);
    t.match(latest.humidity[0].value, /^\d+(\.\d+)?$/);
    const active = (await admin.get(`${T}/DEVICE/${device.id.id}/values/attributes/SERVER_SCOPE?keys=active`)).body[0];
    t.equal(active.value, true, `${device.name} is active`);
  }
  for (const thermostat of [t1, t2]) {
    const alarms = (await admin.get(`/api/alarm/DEVICE/${thermostat.id.id}?pageSize=50&page=0`)).body.data;
    for (const type of ['High Temperature', 'Low Humidity']) {
      const ofType = alarms.filter((a: any) => a.type === type);
      t.ok(ofType.some((a: any) => a.status === 'CLEARED_UNACK'), `${thermostat.name}: a ${type} alarm was raised and cleared`);
    }
  }
  t.same((await admin.get(`/api/alarm/DEVICE/${dht.id.id}?pageSize=5&page=0`)).body.data, [], 'the DHT11 has no alarm rules');

  t.test('the same seed gives the same readings', async (t) => {
    const other = await withEmulator(t, { telemetryIntervalMs: 0 });
    const otherAdmin = await session(other.url, DEMO.tenant);
    const otherT1 = await deviceByName(otherAdmin, 'Thermostat T1');
    for (let i = 0; i < 30; i++) other.simulation.tick(START + i * 5000);
    t.same(await temperatures(otherAdmin, otherT1.id.id), await temperatures(admin, t1.id.id));
  });

  t.test('another seed gives other readings', async (t) => {
    const other = await withEmulator(t, { telemetryIntervalMs: 0, seed: 2 });
    const otherAdmin = await session(other.url, DEMO.tenant);
    const otherT1 = await deviceByName(otherAdmin, 'Thermostat T1');
    for (let i = 0; i < 30; i++) other.simulation.tick(START + i * 5000);
    t.notSame(await temperatures(otherAdmin, otherT1.id.id), await temperatures(admin, t1.id.id));
  });

  t.test('silent devices become inactive after the inactivity timeout', async (t) => {
    const a1 = await deviceByName(admin, 'Test Device A1');
    const uploadedAt = Date.now();
    await call(platform.url, '/api/v1/A1_TEST_TOKEN/telemetry', { method: 'POST', body: { temperature: 1 } });
    const state = async () => Object.fromEntries((await admin.get(`${T}/DEVICE/${a1.id.id}/values/attributes/SERVER_SCOPE`)).body.map((a: any) => [a.key, a.value]));
    t.equal((await state()).active, true);
    platform.simulation.tick(uploadedAt + 60_000);
    t.equal((await state()).active, true, 'still active within 600 s');
    platform.simulation.tick(uploadedAt + 601_000);
    const after = await state();
    t.equal(after.active, false);
    t.equal(after.inactivityAlarmTime, uploadedAt + 601_000);
  });
});

t.test('a positive interval runs the simulation by itself', async (t) => {
  const clock = new TestClock();
  const platform = await withEmulator(t, { clock, telemetryIntervalMs: 20 });
  clock.advance(19);
  t.equal(platform.simulation.ticks, 0, 'not before the interval');
  clock.advance(21);
  t.equal(platform.simulation.ticks, 2, 'ticks happened without being driven, one per interval');
});
