import t from 'tap';
import { NULL_UUID, createdTimeOf, timeUuid } from '../../emulator/lib/ids.ts';
import { DEMO, idsInNewMillisecond, session, withEmulator } from '../helpers/emulator.ts';

t.test('time-based ids', async (t) => {
  t.equal(createdTimeOf(NULL_UUID), 0, 'the null UUID is the Unix epoch');
  const ms = Date.UTC(2023, 2, 1, 9, 15, 27, 481);
  const id = timeUuid(ms);
  t.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-1[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  t.equal(createdTimeOf(id), ms);
  const burst = Array.from({ length: 1000 }, () => timeUuid());
  t.equal(new Set(burst).size, 1000, 'ids made in the same millisecond differ');
  const times = burst.map(createdTimeOf);
  t.same(times, [...times].sort((a, b) => a - b), 'and never go backwards');
});

t.test('ids made right after startup carry the time they were made', async (t) => {
  // Two emulators in one process: seeding either one must not push later ids past the wall clock.
  await withEmulator(t);
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const first = (await admin.post('/api/device', { name: 'Made first' })).body;
  await idsInNewMillisecond();
  const second = (await admin.post('/api/device', { name: 'Made second' })).body;
  const now = Date.now();
  t.ok(first.createdTime <= now && second.createdTime <= now, 'createdTime is not in the future');
  t.ok(second.createdTime > first.createdTime, 'entities made apart get different createdTime values');
  const demo = (await admin.get('/api/tenant/devices?pageSize=20&page=0')).body.data.map((d: { createdTime: number }) => d.createdTime);
  t.equal(new Set(demo).size, demo.length, 'the second seeding still gives distinct createdTime values');
});
