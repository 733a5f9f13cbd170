import t from 'tap';
import { NULL_UUID, createdTimeOf, timeUuid } from '../../emulator/lib/ids.ts';

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
