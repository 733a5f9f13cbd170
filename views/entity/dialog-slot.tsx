import { Dialog, useDialogLabels } from '../dialogs/dialog.tsx';
import { CopyButton } from '../copy-button.tsx';
import { CsrfField } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';
import { DefaultSubmit } from '../parts/default-submit.tsx';
import { FormFields } from '../parts/form-field.tsx';
import { EntityListPicker, EntityPicker } from '../parts/picker.tsx';
import type { DialogView } from '../../server/domain/entity-view.ts';
import { hasUpload } from '../../server/domain/entity-form.ts';
import { STEP_TO } from '../../server/domain/form-steps.ts';
import { ActionMenuItem, partLink, regionForm } from './action-button.tsx';
import { FileField } from './file-field.tsx';
import { ImportStep } from './import-steps.tsx';

export const DIALOG_REGION = 'entity-dialog';
const FORM_ID = 'entity-dialog-form';

/** What the dialog's form holds, by its kind. */
function DialogBody({ dialog }: { dialog: DialogView }) {
  switch (dialog.kind) {
    case 'confirm':
      return <p>{dialog.text}</p>;
    case 'assign':
      return (
        <>
          <p>{dialog.text}</p>
          <EntityPicker picker={dialog.picker} />
        </>
      );
    case 'entities':
      return (
        <>
          <p>{dialog.text}</p>
          <EntityListPicker picker={dialog.picker} />
        </>
      );
    case 'form':
      return <FormFields form={dialog.form} />;
    case 'import':
      return <ImportStep step={dialog.step} />;
    case 'link':
      return <LinkBody dialog={dialog} />;
    case 'menu':
      return (
        <ul className="dialog-menu">
          {dialog.actions.map((a) => (
            <ActionMenuItem key={a.href} action={a} />
          ))}
        </ul>
      );
    case 'file':
      return (
        <>
          <FileField file={dialog.file} />
          {dialog.form && <FormFields form={dialog.form} />}
        </>
      );
  }
}

/** A link to hand on: the text, the link itself (read-only, selectable) and its copy button. */
function LinkBody({ dialog }: { dialog: Extract<DialogView, { kind: 'link' }> }) {
  const { t } = useView();
  return (
    <>
      <p>{dialog.text}</p>
      <div className="form-field">
        <label htmlFor="dialog-link">{dialog.linkLabel}</label>
        <input id="dialog-link" type="text" readOnly value={dialog.link} />
      </div>
      <CopyButton text={dialog.link} label={dialog.copyLabel} copiedLabel={t('common.copied')} />
      {dialog.notice && <p className="field-hint">{dialog.notice}</p>}
    </>
  );
}

/**
 * A dialog of section 4 over its page (its own address: the page's plus `dialog=`): rendered open, so it shows without
 * JavaScript; the dialogs behaviour makes it modal. Its form posts to that address; Cancel goes back to the page.
 */
function EntityDialog({ dialog }: { dialog: DialogView }) {
  const { t } = useView();
  const labels = useDialogLabels();
  const multipart = dialog.kind === 'file' || (dialog.kind === 'import' && dialog.step.step === 'file') || (dialog.kind === 'form' && hasUpload(dialog.form));
  const back = dialog.kind === 'import' ? dialog.backHref : undefined;
  const actions = (
    <>
      <a className="button" {...partLink(dialog.cancelHref, 'dialog')}>
        {dialog.cancelLabel ?? labels.cancel}
      </a>
      {back && (
        <a className="button" {...partLink(back, 'dialog')}>
          {t('action.back')}
        </a>
      )}
      {dialog.kind === 'form' && dialog.backStep && (
        <button type="submit" form={FORM_ID} name={STEP_TO} value={dialog.backStep} className="button" formNoValidate>
          {t('action.back')}
        </button>
      )}
      {dialog.submitLabel && (
        <button type="submit" form={FORM_ID} className="button primary">
          {dialog.submitLabel}
        </button>
      )}
    </>
  );
  return (
    <Dialog id={`dialog-${dialog.name}`} title={dialog.title} open alert={dialog.kind === 'confirm'} actions={actions}>
      <form id={FORM_ID} {...regionForm(dialog.action)} encType={multipart ? 'multipart/form-data' : undefined}>
        <DefaultSubmit />
        <CsrfField />
        {Object.entries(dialog.hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {dialog.formError && (
          <p className="form-error" role="alert">
            {dialog.formError}
          </p>
        )}
        <DialogBody dialog={dialog} />
      </form>
    </Dialog>
  );
}

/** Where a page's dialog opens; htmx swaps it with a dialog's address, or empties it (Cancel). */
export function DialogSlot({ dialog }: { dialog?: DialogView }) {
  return <div id={DIALOG_REGION}>{dialog && <EntityDialog dialog={dialog} />}</div>;
}
