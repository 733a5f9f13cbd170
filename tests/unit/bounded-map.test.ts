import t from 'tap';
import { setWithinBound } from '../../server/limits/bounded-map.ts';

t.test('a full map gives up the entry set longest ago', async (t) => {
  const map = new Map<string, number>();
  for (const [i, key] of ['a', 'b', 'c'].entries()) setWithinBound(map, key, i, 3);
  t.same([...map.keys()], ['a', 'b', 'c']);
  setWithinBound(map, 'd', 3, 3);
  t.same([...map.entries()], [['b', 1], ['c', 2], ['d', 3]], 'a went first, the bound held');
});
