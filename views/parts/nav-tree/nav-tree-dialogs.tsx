import type { SelectedNode } from '../../../server/domain/nav-tree/nav-tree-nodes.ts';
import { navItemId, navTreePageQuery, type NavTreeAddress, type NavTreeState } from '../../../server/domain/nav-tree/nav-tree-state.ts';
import { MAX_NAME_LENGTH } from '../../../server/domain/nav-tree/nav-tree-names.ts';
import { queryString } from '../../../server/base-path.ts';
import { ConfirmDialog } from '../../dialogs/confirm-dialog.tsx';
import { Dialog, useDialogLabels } from '../../dialogs/dialog.tsx';
import { CsrfField, FieldError, invalidWhen } from '../../form-parts.tsx';
import { useView } from '../../view-context.tsx';

/** A dialog of the tree, at its own address (`?dialog=nav-tree-create&node=…`): what it shows and the input kept. */
export type NavTreeDialogView =
  | { kind: 'create' | 'rename'; target?: SelectedNode; value: string; error?: string }
  | { kind: 'delete'; target: SelectedNode };

interface DialogProps {
  address: NavTreeAddress;
  state: NavTreeState;
  dialog: NavTreeDialogView;
}

/** A console path with the tree's query (no BASE_PATH: the confirm dialog adds it). */
function withTreeQuery(path: string, address: NavTreeAddress, state: NavTreeState): string {
  const query = queryString(navTreePageQuery(address, state));
  return query ? `${path}?${query}` : path;
}

/** The create and rename dialogs (a name, required, at most 255 characters) and the delete confirmation. */
export function NavTreeDialog({ address, state, dialog }: DialogProps) {
  const { t, url } = useView();
  const labels = useDialogLabels();
  const target = dialog.target;
  const action = (operation: string) => url(withTreeQuery(`${address.actions}/${operation}`, address, state));
  // Cancel leads to the tree as it was, the focus back on the node (or the tree).
  const cancel = `${withTreeQuery(address.page, address, state)}#${target ? navItemId(address.id, target.node.id) : address.id}`;
  const dialogId = `${address.id}-dialog`;
  if (dialog.kind === 'delete') {
    return (
      <ConfirmDialog id={dialogId} open title={t('nav-tree.delete-title', { name: dialog.target.node.name })} confirmLabel={t('action.delete')}
        cancelHref={cancel} confirm={{ post: withTreeQuery(`${address.actions}/delete`, address, state), fields: { node: dialog.target.node.id, parent: dialog.target.parentId ?? '' } }}>
        <p>{t('nav-tree.delete-text')}</p>
      </ConfirmDialog>
    );
  }
  const formId = `${dialogId}-form`;
  const inputId = `${dialogId}-name`;
  const errorId = `${inputId}-error`;
  const title = dialog.kind === 'create'
    ? (target ? t('nav-tree.create-child-title', { name: target.node.name }) : t('nav-tree.create-root'))
    : t('nav-tree.rename-title', { name: target?.node.name ?? '' });
  return (
    <Dialog id={dialogId} open title={title} actions={(
      <>
        <a className="button" href={url(cancel)}>{labels.cancel}</a>
        <button type="submit" form={formId} className="button primary">{t(dialog.kind === 'create' ? 'action.create' : 'action.save')}</button>
      </>
    )}>
      <form id={formId} method="post" action={action(dialog.kind)} noValidate className="nav-tree-form">
        <CsrfField />
        {target && <input type="hidden" name="node" value={target.node.id} />}
        <div className="form-field">
          <label htmlFor={inputId}>{t('nav-tree.name')}</label>
          <input id={inputId} name="name" defaultValue={dialog.value} required maxLength={MAX_NAME_LENGTH} autoFocus {...invalidWhen(dialog.error, errorId)} />
          <FieldError id={errorId} message={dialog.error} />
        </div>
      </form>
    </Dialog>
  );
}
