import type { ShownNode } from '../../../server/domain/nav-tree/nav-tree-nodes.ts';
import { navItemId, navTreePageQuery, withOpen, withSelected, type NavTreeAddress, type NavTreeState } from '../../../server/domain/nav-tree/nav-tree-state.ts';
import { Icon } from '../../icon.tsx';
import { useView } from '../../view-context.tsx';

interface ItemsProps {
  nodes: ShownNode[];
  state: NavTreeState;
  address: NavTreeAddress;
}

/** A name with the search text marked where it occurs first (case-insensitive). */
function MarkedName({ name, search }: { name: string; search: string }) {
  const at = search ? name.toLocaleLowerCase().indexOf(search.toLocaleLowerCase()) : -1;
  if (at < 0) return <>{name}</>;
  return <>{name.slice(0, at)}<mark>{name.slice(at, at + search.length)}</mark>{name.slice(at + search.length)}</>;
}

/**
 * A list of tree items. Each is a link that selects it (a GET of the page with the node selected); a node that
 * may have children has a toggle link opening or closing it (the open set in the address), and when open its
 * children in a `role="group"` list. The nav-tree island makes the items themselves focusable and keyboard-driven.
 */
export function NavTreeItems({ nodes, state, address }: ItemsProps) {
  const { t, url } = useView();
  const href = (next: NavTreeState, nodeId: string) => `${url(address.page, navTreePageQuery(address, next))}#${navItemId(address.id, nodeId)}`;
  return (
    <>
      {nodes.map((shown, index) => {
        const { node, level } = shown;
        const id = navItemId(address.id, node.id);
        const open = shown.children !== undefined;
        const selected = state.selected === node.id;
        const toggle = t(open ? 'nav-tree.close-node' : 'nav-tree.open-node', { name: node.name });
        const classes = ['nav-tree-row', node.disabled ? 'nav-tree-disabled' : '', shown.match ? 'nav-tree-match' : ''].filter(Boolean).join(' ');
        // The group is the item's sibling, owned by it: the item's name stays its own name, not its children's too.
        return (
          <li key={node.id} role="none" className="nav-tree-node">
            <div id={id} role="treeitem" className={classes} aria-level={level} aria-setsize={nodes.length} aria-posinset={index + 1}
              aria-expanded={node.hasChildren ? open : undefined} aria-selected={selected} aria-owns={open ? `${id}-group` : undefined}
              aria-labelledby={node.disabled ? `${id}-name ${id}-badge` : `${id}-name`}
              data-node={node.id} data-children={node.hasChildren ? url(address.children, { ...navTreePageQuery(address, state), node: node.id, level: level + 1 }) : undefined}>
              {node.hasChildren
                ? <a className="nav-tree-toggle" href={href(withOpen(state, node.id, !open), node.id)} aria-label={toggle} title={toggle}><Icon name="chevron_right" /></a>
                : <span className="nav-tree-leaf" />}
              <a className="nav-tree-name" id={`${id}-name`} href={href(withSelected(state, node.id), node.id)}>
                <MarkedName name={node.name} search={state.search} />
              </a>
              {node.disabled && <span className="nav-tree-badge" id={`${id}-badge`}>{t('nav-tree.disabled')}</span>}
            </div>
            {open && <NavTreeGroup id={`${id}-group`} nodes={shown.children!} state={state} address={address} />}
          </li>
        );
      })}
    </>
  );
}

/** An open node's children: the fragment the island fetches when it opens a node is this same list. */
export function NavTreeGroup({ id, nodes, state, address }: ItemsProps & { id: string }) {
  const { t } = useView();
  if (!nodes.length) return <ul id={id} role="group" className="nav-tree-group"><li role="none" className="nav-tree-none">{t('nav-tree.no-children')}</li></ul>;
  return <ul id={id} role="group" className="nav-tree-group"><NavTreeItems nodes={nodes} state={state} address={address} /></ul>;
}
