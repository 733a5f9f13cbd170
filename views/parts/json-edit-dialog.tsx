import { Dialog, useDialogLabels } from '../dialogs/dialog.tsx';
import { CsrfField } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';
import { JsonObjectEditor } from './json-object-editor.tsx';

export interface JsonEditDialogProps {
  id: string;
  /** Where Save posts the form (`name` holds the JSON text); the route checks it with `checkJsonObjectText(text, true)`. */
  action: string;
  /** Where Cancel leads: the page without the dialog. */
  cancelHref: string;
  name: string;
  value: string | object | null | undefined;
  /** Default 'Edit JSON'. */
  title?: string;
  error?: string;
}

/**
 * The JSON edit dialog (widgets spec §2): a required JSON object editor, Cancel (back to the page, nothing saved) and
 * Save. Rendered open at its own address; Escape or Cancel closes it, and the opener gets the focus back (the page
 * it returns to puts it on the opener's fragment).
 */
export function JsonEditDialog({ id, action, cancelHref, name, value, title, error }: JsonEditDialogProps) {
  const { t } = useView();
  const labels = useDialogLabels();
  const formId = `${id}-form`;
  return (
    <Dialog id={id} title={title ?? t('details.edit-json')} open actions={(
      <>
        <a className="button" href={cancelHref}>{labels.cancel}</a>
        <button type="submit" form={formId} className="button primary">{t('action.save')}</button>
      </>
    )}>
      <form id={formId} method="post" action={action} className="json-edit-form">
        <CsrfField />
        <JsonObjectEditor id={`${id}-json`} name={name} label={t('details.edit-json')} value={value} error={error} required />
      </form>
    </Dialog>
  );
}
