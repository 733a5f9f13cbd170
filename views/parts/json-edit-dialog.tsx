import { jsonEditText } from '../../server/domain/code/json-edit.ts';
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
  /** What the dialog was opened with: Save is enabled only once the text differs from it and is valid. */
  original: string | object | null | undefined;
  /** The server refused a post because nothing changed (`jsonEditVerdict`): says so, the dialog stays open. */
  unchanged?: boolean;
  /** Default 'Edit JSON'. */
  title?: string;
  error?: string;
}

/**
 * The JSON edit dialog (widgets spec §2): a required JSON object editor, Cancel (back to the page, nothing saved) and
 * Save. Rendered open at its own address; Escape or Cancel closes it, and the opener gets the focus back (the page
 * it returns to puts it on the opener's fragment). Save is enabled only when the text changed and is valid: the
 * shell script keeps it so as the user types (islands/behaviours/json-edit-save.ts); without JavaScript the route
 * applies the same rule (`jsonEditVerdict`) and answers a refused post with the dialog open again.
 */
export function JsonEditDialog({ id, action, cancelHref, name, value, original, unchanged, title, error }: JsonEditDialogProps) {
  const { t } = useView();
  const labels = useDialogLabels();
  const formId = `${id}-form`;
  return (
    <Dialog id={id} title={title ?? t('details.edit-json')} open actions={(
      <>
        <a className="button" href={cancelHref}>{labels.cancel}</a>
        <button type="submit" form={formId} className="button primary" data-json-edit-save="">{t('action.save')}</button>
      </>
    )}>
      <form id={formId} method="post" action={action} className="json-edit-form" data-json-edit-original={jsonEditText(original)}>
        <CsrfField />
        {unchanged && <p className="form-note" role="status">{t('json-edit.unchanged')}</p>}
        <JsonObjectEditor id={`${id}-json`} name={name} label={t('details.edit-json')} value={value} error={error} required />
      </form>
    </Dialog>
  );
}
