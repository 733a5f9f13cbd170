// Reads the part of a navigation tree that is shown: the roots, and the children of each open node (lazily: a
// closed node's children are never asked for); or, with a search, the nodes whose names hold the text and their
// ancestors.
import type { NavNode, NavNodeSource, ShownNode } from './nav-tree-nodes.ts';
import type { NavTreeState } from './nav-tree-state.ts';

/** How deep and how many nodes a search reads, so a large source cannot hold the page. */
export const SEARCH_LIMITS = { depth: 6, nodes: 2000 };

/** The shown tree for `state`: roots, open nodes' children (recursively); the search's matches when searching. */
export async function loadShownTree(source: NavNodeSource, state: NavTreeState): Promise<ShownNode[]> {
  if (state.search) return searchTree(source, state.search);
  const open = new Set(state.open);
  const read = async (parent: string | null, level: number): Promise<ShownNode[]> => {
    const nodes = await source.children(parent);
    return Promise.all(nodes.map(async (node) => ({
      node, level,
      children: node.hasChildren && open.has(node.id) ? await read(node.id, level + 1) : undefined,
    })));
  };
  return read(null, 1);
}

/** The children of one node, as its lazily opened group shows them. */
export async function loadChildren(source: NavNodeSource, parentId: string, level: number): Promise<ShownNode[]> {
  return (await source.children(parentId)).map((node) => ({ node, level }));
}

/** Non-fuzzy, case-insensitive: the name holds the text as it was typed (trimmed). */
export function nameMatches(name: string, search: string): boolean {
  const text = search.trim().toLocaleLowerCase();
  return text !== '' && name.toLocaleLowerCase().includes(text);
}

/**
 * Only the nodes whose names hold `search` and their ancestors, every shown ancestor open. The whole source is read
 * (within SEARCH_LIMITS), as a match may lie under nodes that were never opened.
 */
export async function searchTree(source: NavNodeSource, search: string): Promise<ShownNode[]> {
  let budget = SEARCH_LIMITS.nodes;
  const walk = async (parent: string | null, level: number): Promise<ShownNode[]> => {
    if (level > SEARCH_LIMITS.depth || budget <= 0) return [];
    const nodes = (await source.children(parent)).slice(0, budget);
    budget -= nodes.length;
    const shown: ShownNode[] = [];
    for (const node of nodes) {
      const below = node.hasChildren ? await walk(node.id, level + 1) : [];
      const match = nameMatches(node.name, search);
      if (match || below.length) shown.push({ node, level, match, children: below.length ? below : undefined });
    }
    return shown;
  };
  return walk(null, 1);
}


/** A shown node by id, anywhere in the tree. */
export function findShown(nodes: ShownNode[], id: string): ShownNode | undefined {
  for (const shown of nodes) {
    if (shown.node.id === id) return shown;
    const below = shown.children && findShown(shown.children, id);
    if (below) return below;
  }
  return undefined;
}
