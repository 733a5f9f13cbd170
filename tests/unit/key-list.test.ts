import t from 'tap';
import { keyList, newKeys, splitKeys } from '../../server/domain/key-list.ts';

// The key list's rules (spec: entity key list; separators Enter, comma, semicolon): trimmed, ignored when empty,
// each key once. The server reads posted lists with keyList, the chip list's browser behaviour adds chips with newKeys.

t.test('typed text splits at commas and semicolons, trimmed, empty parts dropped', async (t) => {
  t.same(splitKeys(' temperature , humidity;;  pressure ;'), ['temperature', 'humidity', 'pressure']);
  t.same(splitKeys('   '), []);
  t.same(splitKeys(''), []);
  t.same(splitKeys('with space inside'), ['with space inside'], 'a key may hold spaces');
});

t.test('kept and typed keys form one list, each key once, in the order first seen', async (t) => {
  t.same(keyList(['a', ' b '], 'c, a; d , b'), ['a', 'b', 'c', 'd']);
  t.same(keyList(['', '  '], ''), [], 'empty kept keys dropped');
  t.same(keyList([], 'x,x;x'), ['x']);
});

t.test('new keys: only those not held, each once', async (t) => {
  t.same(newKeys(['a', 'b'], 'b, c, c; a, d'), ['c', 'd']);
  t.same(newKeys([], '  '), []);
  t.same(newKeys(['temperature'], ' temperature '), [], 'a held key typed again with spaces adds nothing');
});
