import t from 'tap';
import { addConnections, addNode, deleteConnections, deleteNode, freePlace, labelsBetween, moveNode, setFirstNode, updateNode } from '../../server/domain/rule-chain-graph.ts';
import { changed, undone, UNDO_DEPTH } from '../../server/domain/rule-chain-draft.ts';
import type { RuleChainMetaData } from '../../server/platform/types/rule-chain.ts';

const EMPTY: RuleChainMetaData = { firstNodeIndex: null, nodes: [], connections: null, ruleChainConnections: null };
const node = (name: string, x = 0) => ({ type: 'T', name, debugMode: false, description: '', configuration: { n: name }, x, y: 10 });

/** A chain a → b → c, a → c, with a first. */
function abc(): RuleChainMetaData {
  let m = addNode(addNode(addNode(EMPTY, node('a')), node('b', 200)), node('c', 400));
  m = addConnections(m, 0, 1, ['Success']);
  m = addConnections(m, 1, 2, ['True', 'False']);
  return addConnections(m, 0, 2, ['Failure']);
}

t.test('the first node added becomes the chain\'s first; later ones do not', async (t) => {
  const m = abc();
  t.equal(m.firstNodeIndex, 0);
  t.same(m.nodes.map((n) => n.name), ['a', 'b', 'c']);
  t.same(m.nodes[1].additionalInfo, { description: '', layoutX: 200, layoutY: 10 });
});

t.test('a connection type already between two nodes is kept once', async (t) => {
  const m = addConnections(abc(), 1, 2, ['True', 'Other', 'Other']);
  t.same(labelsBetween(m, 1, 2), ['True', 'False', 'Other']);
});

t.test('deleting a node drops its connections and shifts the indexes after it', async (t) => {
  const m = deleteNode(abc(), 1);
  t.same(m.nodes.map((n) => n.name), ['a', 'c']);
  t.same(m.connections, [{ fromIndex: 0, toIndex: 1, type: 'Failure' }]);
  t.equal(m.firstNodeIndex, 0);
  t.equal(deleteNode(abc(), 0).firstNodeIndex, null, 'without its first node the input leads nowhere');
  t.equal(deleteNode(setFirstNode(abc(), 2), 0).firstNodeIndex, 1, 'the first node keeps being first after a shift');
});

t.test('deleting connections removes every type between the two nodes only', async (t) => {
  const m = deleteConnections(abc(), 1, 2);
  t.same(m.connections, [{ fromIndex: 0, toIndex: 1, type: 'Success' }, { fromIndex: 0, toIndex: 2, type: 'Failure' }]);
});

t.test('move and update keep what they do not change; coordinates are bounded whole numbers', async (t) => {
  const moved = moveNode(abc(), 2, 12.6, -5);
  t.same(moved.nodes[2].additionalInfo, { description: '', layoutX: 13, layoutY: 0 });
  t.same(moveNode(abc(), 0, 1e9, 5).nodes[0].additionalInfo?.layoutX, 100_000);
  const updated = updateNode(moved, 2, { name: 'C', debugMode: true, description: 'd', configuration: { x: 1 } });
  t.same(updated.nodes[2], { type: 'T', name: 'C', debugMode: true, configuration: { x: 1 }, additionalInfo: { description: 'd', layoutX: 13, layoutY: 0 } });
  t.same(updated.nodes[0], abc().nodes[0], 'the others are untouched');
});

t.test('a free place is right of the nodes', async (t) => {
  t.same(freePlace(EMPTY), { x: 300, y: 150 });
  t.same(freePlace(abc()), { x: 600, y: 10 });
});

t.test('undo goes back change by change; at the saved state the draft ends', async (t) => {
  const saved = EMPTY;
  const one = changed('id', undefined, saved, addNode(saved, node('a')));
  const two = changed('id', one, one.metadata, moveNode(one.metadata, 0, 50, 50));
  const back = undone(two)!;
  t.same(back.metadata, one.metadata);
  t.equal(undone(back), undefined, 'back at the saved chain nothing is left to save');
});

t.test('the undo list is bounded; past it, undoing everything still leaves a draft', async (t) => {
  let draft = changed('id', undefined, EMPTY, addNode(EMPTY, node('n0')));
  for (let i = 1; i <= UNDO_DEPTH + 2; i++) draft = changed('id', draft, draft.metadata, moveNode(draft.metadata, 0, i, i));
  t.equal(draft.undo.length, UNDO_DEPTH);
  t.equal(draft.trimmed, true);
  for (let i = 0; i < UNDO_DEPTH; i++) draft = undone(draft)!;
  t.ok(draft, 'the oldest kept state is not the saved one');
  t.equal(draft.undo.length, 0);
  t.equal(undone(draft), draft, 'nothing more to undo');
});
