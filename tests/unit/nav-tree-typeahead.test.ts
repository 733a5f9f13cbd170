// The navigation tree island's typeahead (islands/nav-tree/typeahead.ts), as the WAI-ARIA tree pattern has it: the
// characters typed in a row form one prefix, started afresh after 500 ms without typing.
import t from 'tap';
import { TYPEAHEAD_RESET_MS, typeaheadTarget, typeOn, typing, type Typed } from '../../islands/nav-tree/typeahead.ts';

const NAMES = ['Customer A', 'Test Device A1', 'Test Device A2', 'Thermostat', 'Customer B', 'Customer C'];

/** The characters typed one after another, `gap` ms apart, from the item at `at`: the index each key moves to. */
function walk(text: string, at: number, gap: number): number[] {
  let typed: Typed | undefined;
  let current = at;
  return [...text].map((char, i) => {
    typed = typeOn(typed, char, 1000 + i * gap);
    const target = typeaheadTarget(NAMES, current, typed.text);
    if (target >= 0) current = target;
    return current;
  });
}

t.test('characters typed in a row form one prefix, case-insensitive', async (t) => {
  t.same(walk('th', 0, 10), [1, 3], "'t' moves to the first T name, 'th' on to Thermostat");
  t.same(walk('test device a2', 0, 10).at(-1), 2, 'a whole name with its spaces');
  t.same(walk('customer c', 0, 10).at(-1), 5, 'the longer prefix passes names that no longer fit');
  t.same(walk('cu', 4, 10), [5, 5], 'a longer prefix stays on the current name while it fits');
});

t.test('after 500 ms without typing, a new prefix starts', async (t) => {
  t.same(walk('th', 0, TYPEAHEAD_RESET_MS + 1), [1, 1], "'h' alone starts no name: the focus stays");
  t.same(walk('th', 0, TYPEAHEAD_RESET_MS), [1, 3], 'at 500 ms still the same prefix');
  t.same(typeOn({ text: 'cust', at: 0 }, 'T', TYPEAHEAD_RESET_MS + 1), { text: 't', at: TYPEAHEAD_RESET_MS + 1 });
  t.ok(typing({ text: 'test', at: 0 }, TYPEAHEAD_RESET_MS), 'a space typed now is part of the name');
  t.notOk(typing({ text: 'test', at: 0 }, TYPEAHEAD_RESET_MS + 1), 'later it selects again');
  t.notOk(typing(undefined, 0), 'and before anything was typed');
});

t.test('the same character again cycles through the names starting with it, wrapping', async (t) => {
  t.same(walk('ccc', 0, 10), [4, 5, 0]);
  t.same(walk('t', 3, 10), [1], 'from the last T name on to the first');
  t.equal(typeaheadTarget(NAMES, 0, 'x'), -1, 'no name fits: none');
});
