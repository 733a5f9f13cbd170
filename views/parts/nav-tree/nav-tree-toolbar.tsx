import type { SelectedNode } from '../../../server/domain/nav-tree/nav-tree-nodes.ts';
import { navItemId, navTreePageQuery, navTreeParams, MAX_SEARCH, type NavTreeAddress, type NavTreeState } from '../../../server/domain/nav-tree/nav-tree-state.ts';
import { Icon } from '../../icon.tsx';
import { useView } from '../../view-context.tsx';

/** Whether the operations are offered, shown disabled, or left out (a read-only tree). */
export type NavTreeOperationsMode = 'enabled' | 'disabled' | 'hidden';

interface ToolbarProps {
  address: NavTreeAddress;
  state: NavTreeState;
  selected?: SelectedNode;
  operations: NavTreeOperationsMode;
}

/** The search form: a GET of the page with the text (the open nodes and selection start again from the matches). */
export function NavTreeSearch({ address, state }: { address: NavTreeAddress; state: NavTreeState }) {
  const { t, url } = useView();
  const name = navTreeParams(address.prefix).search;
  const inputId = `${address.id}-search`;
  return (
    <form className="nav-tree-search" method="get" action={`${url(address.page)}#${address.id}`} role="search" aria-label={t('nav-tree.search-nodes')}>
      {Object.entries(address.keep ?? {}).map(([key, value]) => <input key={key} type="hidden" name={key} value={value} />)}
      <label htmlFor={inputId}>{t('nav-tree.search-nodes')}</label>
      <input id={inputId} type="search" name={name} defaultValue={state.search} maxLength={MAX_SEARCH} />
      <button type="submit" className="button">{t('action.search')}</button>
      {state.search && <a className="button" href={url(address.page, navTreePageQuery(address, { open: [], search: '' }))}>{t('nav-tree.clear-search')}</a>}
    </form>
  );
}

/** An icon link or, disabled, an icon button that does nothing; its accessible name is its tooltip. */
function OperationLink({ href, label, icon, disabled, operation }: { href?: string; label: string; icon: string; disabled?: boolean; operation: string }) {
  if (disabled || !href) return <button type="button" className="icon-button" disabled aria-label={label} title={label}><Icon name={icon} /></button>;
  return <a className="icon-button" href={href} aria-label={label} title={label} data-nav-operation={operation}><Icon name={icon} /></a>;
}

/**
 * The operations on the selected node (none selected: create a root, refresh the roots): create a child, rename and
 * delete (dialogs at their own addresses), enable or disable (a plain form), refresh (its children read again).
 */
export function NavTreeToolbar({ address, state, selected, operations }: ToolbarProps) {
  const { t, url, csrfToken } = useView();
  if (operations === 'hidden') return null;
  const off = operations === 'disabled';
  const node = selected?.node;
  // The dialog's address scrolls to the tree, so that its island runs and takes the focus back when it closes.
  const dialog = (name: string) => `${url(address.page, navTreePageQuery(address, state, { dialog: `nav-tree-${name}`, node: node?.id }))}#${address.id}`;
  const here = `${url(address.page, navTreePageQuery(address, state))}${node ? `#${navItemId(address.id, node.id)}` : ''}`;
  const toggleLabel = t(node?.disabled ? 'nav-tree.enable' : 'nav-tree.disable');
  return (
    <div className="nav-tree-toolbar" role="toolbar" aria-label={t('nav-tree.operations')}>
      <OperationLink operation="create" href={dialog('create')} label={t(node ? 'nav-tree.create-child' : 'nav-tree.create-root')} icon="add" disabled={off} />
      <OperationLink operation="rename" href={node && dialog('rename')} label={t('nav-tree.rename')} icon="edit" disabled={off} />
      <OperationLink operation="delete" href={node && dialog('delete')} label={t('nav-tree.delete')} icon="delete" disabled={off} />
      {node && !off ? (
        <form method="post" action={url(`${address.actions}/disable`, navTreePageQuery(address, state))}>
          <input type="hidden" name="_csrf" value={csrfToken} />
          <input type="hidden" name="node" value={node.id} />
          <input type="hidden" name="disabled" value={node.disabled ? 'false' : 'true'} />
          <button type="submit" className="icon-button" aria-label={toggleLabel} title={toggleLabel} data-nav-operation="disable">
            <Icon name={node.disabled ? 'done' : 'block'} />
          </button>
        </form>
      ) : <OperationLink operation="disable" label={toggleLabel} icon="block" disabled />}
      <OperationLink operation="refresh" href={here} label={t('action.refresh')} icon="refresh" disabled={off} />
    </div>
  );
}

