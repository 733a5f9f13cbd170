// The navigation tree's gallery states: empty, filled (the session's sample over the tenant's customers, with every
// operation), searched, disabled (operations shown disabled) and read-only (no operations).
import type { FastifyRequest } from 'fastify';
import type { NavTreeProps } from '../../views/parts/nav-tree/nav-tree.tsx';
import type { NavTreeDialogView } from '../../views/parts/nav-tree/nav-tree-dialogs.tsx';
import { findShown, loadShownTree } from '../domain/nav-tree/nav-tree-load.ts';
import type { NavNodeSource, SelectedNode, ShownNode } from '../domain/nav-tree/nav-tree-nodes.ts';
import { readNavTreeState, type NavTreeAddress, type NavTreeState } from '../domain/nav-tree/nav-tree-state.ts';
import { customerSource, sampleSource } from './nav-tree-source.ts';

/** The gallery's trees by state: their parameters' prefix and what their operations do. */
export const NAV_TREES = {
  empty: { prefix: 'empty.', operations: 'hidden' },
  filled: { prefix: '', operations: 'enabled' },
  searched: { prefix: 'searched.', operations: 'hidden' },
  disabled: { prefix: 'disabled.', operations: 'disabled' },
  'read-only': { prefix: 'readonly.', operations: 'hidden' },
} as const;
export type NavTreeGalleryState = keyof typeof NAV_TREES;
/** The searched state's text until one is typed: the demo tenant's customer A devices. */
export const SAMPLE_SEARCH = 'device a';

export function isNavTreeGalleryState(value: unknown): value is NavTreeGalleryState {
  return typeof value === 'string' && Object.hasOwn(NAV_TREES, value);
}

export function navTreeAddress(state: NavTreeGalleryState): NavTreeAddress {
  return { id: `gallery-nav-tree-${state}`, page: '/gallery', prefix: NAV_TREES[state].prefix, children: `/gallery/nav-tree/children/${state}`, actions: '/gallery/nav-tree' };
}

/** The tree's node source: nothing for the empty state, the session's sample otherwise. */
export function navTreeSource(request: FastifyRequest, state: NavTreeGalleryState): NavNodeSource {
  if (state === 'empty') return { children: async () => [] };
  return sampleSource(request, customerSource(request));
}

/** The parent of the node `id` in the shown tree (null: a root). */
function parentIn(nodes: ShownNode[], id: string, parent: string | null = null): string | null | undefined {
  for (const shown of nodes) {
    if (shown.node.id === id) return parent;
    const below = shown.children && parentIn(shown.children, id, shown.node.id);
    if (below !== undefined) return below;
  }
  return undefined;
}

/** A gallery tree's state from the page's query (the searched one starts with SAMPLE_SEARCH). */
export function navTreeStateOf(query: Record<string, unknown>, state: NavTreeGalleryState): NavTreeState {
  const read = readNavTreeState(query, NAV_TREES[state].prefix);
  return state === 'searched' && query[`${NAV_TREES.searched.prefix}search`] === undefined ? { ...read, search: SAMPLE_SEARCH } : read;
}

/** What a dialog of the filled tree needs, asked by the address (`dialog=nav-tree-…&node=…`) or a refused post. */
export type DialogAsk = { kind: 'create' | 'rename' | 'delete'; node?: string; value?: string; error?: string };

/** One gallery tree, read for the page's query: its nodes, its selected node, its open dialog. */
export async function galleryNavTree(request: FastifyRequest, query: Record<string, unknown>, state: NavTreeGalleryState, ask?: DialogAsk, keep: Record<string, string> = {}): Promise<Omit<NavTreeProps, 'label'>> {
  const treeState = navTreeStateOf(query, state);
  const nodes = await loadShownTree(navTreeSource(request, state), treeState);
  const selectedNode = treeState.selected ? findShown(nodes, treeState.selected)?.node : undefined;
  const selected = selectedNode ? { node: selectedNode, parentId: parentIn(nodes, selectedNode.id) ?? null } : undefined;
  const address = Object.keys(keep).length ? { ...navTreeAddress(state), keep } : navTreeAddress(state);
  return { address, state: treeState, nodes, selected, operations: NAV_TREES[state].operations, dialog: ask && dialogView(ask, selected) };
}

/** The dialog asked for, on the node it names when that is the selected one (the operations act on the selection). */
function dialogView(ask: DialogAsk, selected: SelectedNode | undefined): NavTreeDialogView | undefined {
  const target = ask.node === selected?.node.id ? selected : undefined;
  if (ask.node !== undefined && !target) return undefined;
  if (ask.kind === 'delete') return target && { kind: 'delete', target };
  if (ask.kind === 'rename' && !target) return undefined;
  return { kind: ask.kind, target, value: ask.value ?? (ask.kind === 'rename' ? target!.node.name : ''), error: ask.error };
}

/** Every gallery tree for the page's query; the filled one with the dialog asked for; `keep`: what the trees' links keep of the page's query. */
export async function galleryNavTrees(request: FastifyRequest, query: Record<string, unknown>, ask?: DialogAsk, keep: Record<string, string> = {}) {
  const entries = await Promise.all((Object.keys(NAV_TREES) as NavTreeGalleryState[]).map(async (state) => [state, await galleryNavTree(request, query, state, state === 'filled' ? ask : undefined, keep)] as const));
  return Object.fromEntries(entries) as Record<NavTreeGalleryState, Omit<NavTreeProps, 'label'>>;
}

/** The dialog the page's address asks for (`dialog=nav-tree-create|rename|delete&node=…`). */
export function navTreeDialogAsked(query: Record<string, unknown>): DialogAsk | undefined {
  const kind = typeof query.dialog === 'string' ? query.dialog.replace(/^nav-tree-/, '') : '';
  if (kind !== 'create' && kind !== 'rename' && kind !== 'delete') return undefined;
  return { kind, node: typeof query.node === 'string' ? query.node : undefined };
}
