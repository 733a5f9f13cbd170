import { Dialog } from '../dialogs/dialog.tsx';
import { CsrfField } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';
import { DefaultSubmit } from '../parts/default-submit.tsx';
import { regionForm } from '../entity/action-button.tsx';
import { DialogButtons } from './tab-toolbar.tsx';

/** A confirmation that deletes keys (attributes, time series): the keys posted as hidden fields. */
export interface KeysDeleteView {
  kind: 'delete';
  title: string;
  text: string;
  action: string;
  cancelHref: string;
  keys: string[];
  formError?: string;
}

const FORM_ID = 'keys-delete-form';

export function KeysDeleteDialog({ dialog }: { dialog: KeysDeleteView }) {
  const { t } = useView();
  const actions = <DialogButtons cancelHref={dialog.cancelHref} formId={FORM_ID} submitLabel={t('action.delete')} />;
  return (
    <Dialog id="dialog-delete-keys" title={dialog.title} open alert actions={actions}>
      <form id={FORM_ID} {...regionForm(dialog.action)}>
        <DefaultSubmit />
        <CsrfField />
        {dialog.keys.map((key) => (
          <input key={key} type="hidden" name="keys" value={key} />
        ))}
        {dialog.formError && (
          <p className="form-error" role="alert">
            {dialog.formError}
          </p>
        )}
        <p>{dialog.text}</p>
      </form>
    </Dialog>
  );
}
