import type { FastifyRequest } from 'fastify';
import type { EditorConnectionRow, EditorNodeRow, EditorPageProps } from '../../../views/rule-chains/editor-page.tsx';
import type { LibraryGroup } from '../../../views/rule-chains/node-library.tsx';
import { nodeDefinitionOf } from '../../domain/node-config-form.ts';
import type { NodeGroup } from '../../domain/rule-chain-picture.ts';
import { RULE_NODE_COMPONENT_TYPES } from '../../platform/types/rule-chain.ts';
import { pictureOf } from './picture-of.ts';
import { dialogHref } from './editor-dialogs.ts';
import type { EditorState } from './editor-state.ts';

/** The library's components of each type whose name or description holds the search, by name. */
function library(state: EditorState, search: string): LibraryGroup[] {
  const needle = search.trim().toLowerCase();
  return RULE_NODE_COMPONENT_TYPES.map((type) => ({
    type: type as NodeGroup,
    components: state.components
      .filter((c) => c.type === type)
      .map((c) => ({ clazz: c.clazz, name: c.name, description: nodeDefinitionOf(c).description, href: dialogHref(state, 'add-node', { component: c.clazz }) }))
      .filter((c) => needle === '' || c.name.toLowerCase().includes(needle) || c.description.toLowerCase().includes(needle))
      .sort((a, b) => a.name.localeCompare(b.name)),
  })).filter((g) => g.components.length > 0);
}

interface PageExtra {
  search: string;
  formError?: string;
  selected?: number;
  dialog?: EditorPageProps['dialog'];
  links: { eventsHref: (state: EditorState, nodeId: string) => string };
}

/** The editor page's props from its state: the picture, the node and connection lists with their dialogs' addresses. */
export async function editorPageProps(request: FastifyRequest, state: EditorState, extra: PageExtra): Promise<Omit<EditorPageProps, 'title' | 'crumbs'>> {
  const { t } = request.view();
  const picture = await pictureOf(request, state.chain.type, state.metadata);
  const nodes: EditorNodeRow[] = picture.nodes.map((n) => {
    const node = state.metadata.nodes[n.index];
    return {
      index: n.index,
      name: n.name,
      kind: n.target ? t('rulechain.sends-to', { name: n.target }) : n.component,
      first: state.metadata.firstNodeIndex === n.index,
      links: {
        edit: dialogHref(state, 'node', { node: n.index }),
        move: dialogHref(state, 'move', { node: n.index }),
        connect: dialogHref(state, 'connect', { node: n.index }),
        delete: dialogHref(state, 'delete-node', { node: n.index }),
        first: dialogHref(state, 'first', { node: n.index }),
        events: node.id ? extra.links.eventsHref(state, node.id.id) : undefined,
      },
    };
  });
  const grouped = new Map<string, EditorConnectionRow>();
  for (const c of state.metadata.connections ?? []) {
    const from = state.metadata.nodes[c.fromIndex];
    const to = state.metadata.nodes[c.toIndex];
    if (!from || !to) continue;
    const key = `${c.fromIndex}>${c.toIndex}`;
    const ends = { node: c.fromIndex, to: c.toIndex };
    const row = grouped.get(key) ?? { from: from.name, to: to.name, labels: [], editHref: dialogHref(state, 'connect', ends), deleteHref: dialogHref(state, 'delete-link', ends) };
    row.labels.push(c.type);
    grouped.set(key, row);
  }
  return {
    name: state.chain.name,
    picture,
    path: state.path,
    nodeHref: (index) => dialogHref(state, 'node', { node: index }),
    nodes,
    connections: [...grouped.values()],
    library: library(state, extra.search),
    search: extra.search,
    dirty: state.dirty,
    canUndo: state.canUndo,
    eventsHref: `${state.path}/events`,
    discardHref: dialogHref(state, 'discard'),
    formError: extra.formError,
    selected: extra.selected,
    dialog: extra.dialog,
    island: {
      action: request.view().url(state.path),
      nodes: state.metadata.nodes.map((node, index) => ({ index, x: node.additionalInfo?.layoutX ?? 0, y: node.additionalInfo?.layoutY ?? 0 })),
      connecting: t('rulenode.connect-pick-target'),
      cancelled: t('rulenode.connect-cancelled'),
    },
  };
}
