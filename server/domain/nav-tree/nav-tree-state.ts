// The navigation tree's state in a page address (views/parts/nav-tree): which nodes are open, the one selected,
// the search text. Each tree reads its own parameters under a prefix, so that one page can hold several trees.

/** A node id as it appears in an address: no commas (the open set is a comma-separated list), no spaces. */
const NODE_ID = /^[A-Za-z0-9_.:-]{1,100}$/;
/** The most open nodes an address keeps; more are dropped (the tree stays usable, deep branches close). */
export const MAX_OPEN = 64;
/** The longest search text taken. */
export const MAX_SEARCH = 255;

export interface NavTreeState {
  /** The open nodes, in the order they were opened, without repeats. */
  open: string[];
  /** The single selected node. */
  selected?: string;
  /** The search text, trimmed; empty: no search. */
  search: string;
}

/** The names of a tree's parameters in the address: `open`, `selected`, `search`, each under the tree's prefix. */
export function navTreeParams(prefix = '') {
  return { open: `${prefix}open`, selected: `${prefix}selected`, search: `${prefix}search` };
}

export function isNodeId(value: unknown): value is string {
  return typeof value === 'string' && NODE_ID.test(value);
}

/** The open set of `?open=a,b`: valid ids only, each once, at most MAX_OPEN (the last opened kept). */
export function parseOpenSet(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const ids = [...new Set(value.split(',').map((id) => id.trim()).filter(isNodeId))];
  return ids.slice(-MAX_OPEN);
}

/** A tree's state read from a page's query (anything missing or malformed is left out). */
export function readNavTreeState(query: Record<string, unknown>, prefix = ''): NavTreeState {
  const names = navTreeParams(prefix);
  const selected = query[names.selected];
  const search = typeof query[names.search] === 'string' ? (query[names.search] as string).trim().slice(0, MAX_SEARCH) : '';
  return { open: parseOpenSet(query[names.open]), selected: isNodeId(selected) ? selected : undefined, search };
}

/** The query that holds `state` (empty members left out). */
export function navTreeQuery(state: NavTreeState, prefix = ''): Record<string, string | undefined> {
  const names = navTreeParams(prefix);
  return {
    [names.open]: state.open.length ? state.open.join(',') : undefined,
    [names.selected]: state.selected,
    [names.search]: state.search || undefined,
  };
}

/** The state with `id` opened (or closed, with the nodes opened under it staying in the set). */
export function withOpen(state: NavTreeState, id: string, open: boolean): NavTreeState {
  const others = state.open.filter((other) => other !== id);
  return { ...state, open: open ? [...others, id].slice(-MAX_OPEN) : others };
}

/** The state with `id` the only selected node (single selection: selecting one unselects the other). */
export function withSelected(state: NavTreeState, id: string | undefined): NavTreeState {
  return { ...state, selected: id };
}

/** Where a tree lives: its page and the routes that answer it; every path without BASE_PATH. */
export interface NavTreeAddress {
  /** The tree's element id; each node's item is `<id>-<node id>`. */
  id: string;
  /** The page the tree is on, and what else of its query the tree's links keep. */
  page: string;
  keep?: Record<string, string>;
  /** The prefix of the tree's parameters (`navTreeParams`). */
  prefix: string;
  /** The route answering a node's children as a fragment (`?node=&level=` and the tree's state), for lazy opening. */
  children: string;
  /** Where the operations' forms post: `<actions>/create`, `/rename`, `/delete`, `/disable`. */
  actions: string;
}

/** The id of a node's tree item. */
export function navItemId(treeId: string, nodeId: string): string {
  return `${treeId}-${nodeId}`;
}

/** The page's query for the tree in `state` (with what the page keeps besides). */
export function navTreePageQuery(address: NavTreeAddress, state: NavTreeState, extra: Record<string, string | undefined> = {}) {
  return { ...address.keep, ...navTreeQuery(state, address.prefix), ...extra };
}
