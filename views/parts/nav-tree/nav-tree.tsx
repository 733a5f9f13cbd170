import type { SelectedNode, ShownNode } from '../../../server/domain/nav-tree/nav-tree-nodes.ts';
import { navTreeParams, type NavTreeAddress, type NavTreeState } from '../../../server/domain/nav-tree/nav-tree-state.ts';
import { useView } from '../../view-context.tsx';
import { PlainIsland } from '../island.tsx';
import { NavTreeDialog, type NavTreeDialogView } from './nav-tree-dialogs.tsx';
import { NavTreeItems } from './nav-tree-items.tsx';
import { NavTreeSearch, NavTreeToolbar, type NavTreeOperationsMode } from './nav-tree-toolbar.tsx';

export interface NavTreeProps {
  address: NavTreeAddress;
  /** The tree's accessible name. */
  label: string;
  state: NavTreeState;
  /** What `loadShownTree` read for `state`. */
  nodes: ShownNode[];
  /** The selected node as read, with its parent (the toolbar and the dialogs act on it). */
  selected?: SelectedNode;
  operations: NavTreeOperationsMode;
  /** Whether the tree offers its search form. */
  searchable?: boolean;
  dialog?: NavTreeDialogView;
}

/**
 * The navigation tree (widgets spec §2): a `role="tree"` list whose nodes are links, opened and selected through the
 * page's address (`?open=a,b&selected=x`), their children read lazily from the page's node source; a search form
 * showing only the matches and their ancestors; the operations on the selected node as dialogs and forms at their
 * own addresses. The nav-tree island adds the WAI-ARIA tree keyboard pattern and opens nodes in place with the
 * children route's fragment. Below 768 px it takes the whole width.
 */
export function NavTree({ address, label, state, nodes, selected, operations, searchable = true, dialog }: NavTreeProps) {
  const { t } = useView();
  const empty = state.search ? t('nav-tree.no-matches', { search: state.search }) : t('nav-tree.no-nodes');
  return (
    <PlainIsland name="nav-tree" props={{ open: navTreeParams(address.prefix).open }}>
      <div className="nav-tree" id={address.id}>
        {searchable && <NavTreeSearch address={address} state={state} />}
        <NavTreeToolbar address={address} state={state} selected={selected} operations={operations} />
        {nodes.length
          ? <ul role="tree" aria-label={label} className="nav-tree-root"><NavTreeItems nodes={nodes} state={state} address={address} /></ul>
          : <p className="nav-tree-empty" role="status">{empty}</p>}
        {dialog && operations === 'enabled' && <NavTreeDialog address={address} state={state} dialog={dialog} />}
      </div>
    </PlainIsland>
  );
}
