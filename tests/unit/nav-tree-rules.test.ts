// The navigation tree's rules (server/domain/nav-tree): the open set and selection read from an address, single
// selection, lazy reading (a closed node's children never asked for), the search (non-fuzzy, case-insensitive,
// keeping the matches' ancestors) and the name rule of the create and rename dialogs.
import t from 'tap';
import { loadChildren, loadShownTree, nameMatches, searchTree } from '../../server/domain/nav-tree/nav-tree-load.ts';
import { checkNodeName, MAX_NAME_LENGTH } from '../../server/domain/nav-tree/nav-tree-names.ts';
import type { NavNode, NavNodeSource, ShownNode } from '../../server/domain/nav-tree/nav-tree-nodes.ts';
import { MAX_OPEN, navTreeQuery, parseOpenSet, readNavTreeState, withOpen, withSelected } from '../../server/domain/nav-tree/nav-tree-state.ts';

/** A source over a fixed tree that records which parents were asked for. */
function source(tree: Record<string, string[]>): NavNodeSource & { asked: (string | null)[] } {
  const asked: (string | null)[] = [];
  const node = (id: string): NavNode => ({ id, name: id.replace(/_/g, ' '), hasChildren: id in tree });
  return { asked, children: async (parent) => { asked.push(parent); return (tree[parent ?? 'root'] ?? []).map(node); } };
}
const TREE = {
  root: ['Plant_North', 'Plant_South'],
  Plant_North: ['Line_1', 'Line_2'],
  Line_1: ['Pump_A', 'Boiler'],
  Line_2: ['Pump_B'],
  Plant_South: ['Warehouse'],
};
const shape = (nodes: ShownNode[]): unknown => nodes.map((s) => (s.children ? { [s.node.id]: shape(s.children) } : s.node.id));

t.test('the open set: valid ids only, each once, a bounded number', async (t) => {
  t.same(parseOpenSet('a,b,a, c ,'), ['a', 'b', 'c']);
  t.same(parseOpenSet('customer.1f0e-4a,device:x_1'), ['customer.1f0e-4a', 'device:x_1'], 'dots, colons, dashes and underscores');
  t.same(parseOpenSet('ok,bad id,<script>,'), ['ok'], 'malformed ids dropped');
  t.same(parseOpenSet(undefined), []);
  t.same(parseOpenSet(['a']), [], 'a repeated parameter is not an open set');
  const many = Array.from({ length: MAX_OPEN + 5 }, (_, i) => `n${i}`);
  t.same(parseOpenSet(many.join(',')), many.slice(5), 'the last opened kept');
});

t.test('a tree\'s state under its prefix, and back into a query', async (t) => {
  const query = { open: 'a,b', selected: 'b', search: '  pump ', 'other.open': 'x', 'other.selected': 'bad id' };
  t.same(readNavTreeState(query), { open: ['a', 'b'], selected: 'b', search: 'pump' });
  t.same(readNavTreeState(query, 'other.'), { open: ['x'], selected: undefined, search: '' });
  t.same(navTreeQuery({ open: ['a', 'b'], selected: 'b', search: '' }, 'other.'), { 'other.open': 'a,b', 'other.selected': 'b', 'other.search': undefined });
});

t.test('single selection; opening and closing', async (t) => {
  const state = { open: ['a'], selected: 'x', search: '' };
  t.same(withSelected(state, 'y'), { open: ['a'], selected: 'y', search: '' }, 'selecting one replaces the other');
  t.same(withOpen(state, 'b', true).open, ['a', 'b']);
  t.same(withOpen(withOpen(state, 'b', true), 'a', true).open, ['b', 'a'], 'opened again: once, last');
  t.same(withOpen(state, 'a', false).open, []);
});

t.test('lazy: only the roots and the open nodes\' children are read', async (t) => {
  const s = source(TREE);
  const nodes = await loadShownTree(s, { open: ['Plant_North', 'Line_2', 'Pump_B'], search: '' });
  t.same(shape(nodes), [{ Plant_North: ['Line_1', { Line_2: ['Pump_B'] }] }, 'Plant_South']);
  t.same(s.asked.sort(), [null, 'Line_2', 'Plant_North'].sort(), 'closed nodes and leaves never asked for');
  t.same(nodes[0].children![1].children![0].level, 3, 'levels counted from 1');
  const below = source(TREE);
  t.same((await loadChildren(below, 'Line_1', 4)).map((c) => [c.node.id, c.level]), [['Pump_A', 4], ['Boiler', 4]], 'one node\'s children');
  t.same(below.asked, ['Line_1']);
});

t.test('search: the matches and their ancestors only, case-insensitive, never fuzzy', async (t) => {
  const found = await searchTree(source(TREE), 'PUMP');
  t.same(shape(found), [{ Plant_North: [{ Line_1: ['Pump_A'] }, { Line_2: ['Pump_B'] }] }], 'Plant South and the boiler left out, the ancestors kept');
  t.same(found[0].match, false, 'an ancestor is not a match');
  t.same(found[0].children![0].children![0].match, true);
  t.same(await searchTree(source(TREE), 'pmp'), [], 'no fuzzy matching');
  t.same(shape(await searchTree(source(TREE), 'plant south')), ['Plant_South'], 'a match whose children do not match is shown closed');
  t.same(shape(await loadShownTree(source(TREE), { open: [], search: 'line 2' })), [{ Plant_North: ['Line_2'] }], 'the state\'s search wins over its open set');
  t.equal(nameMatches('Boiler', '  oil '), true, 'the text trimmed');
  t.equal(nameMatches('Boiler', '   '), false, 'nothing to search: no match');
});

t.test('a node\'s name: required, at most 255 characters, trimmed', async (t) => {
  t.same(checkNodeName(''), { ok: false, key: 'nav-tree.name-required' });
  t.same(checkNodeName('   '), { ok: false, key: 'nav-tree.name-required' });
  t.same(checkNodeName(undefined), { ok: false, key: 'nav-tree.name-required' });
  t.same(checkNodeName('x'.repeat(MAX_NAME_LENGTH + 1)), { ok: false, key: 'nav-tree.name-max-length' });
  t.same(checkNodeName('x'.repeat(MAX_NAME_LENGTH)), { ok: true, name: 'x'.repeat(MAX_NAME_LENGTH) });
  t.same(checkNodeName(' 🌡'.repeat(127)), { ok: true, name: ' 🌡'.repeat(127).trim() }, 'characters counted, not UTF-16 units');
  t.same(checkNodeName('  Pump A '), { ok: true, name: 'Pump A' });
});
