import { Dialog } from '../dialogs/dialog.tsx';
import { CsrfField } from '../form-parts.tsx';
import { DefaultSubmit } from '../parts/default-submit.tsx';
import { FormFields } from '../parts/form-field.tsx';
import { useView } from '../view-context.tsx';
import type { FormView } from '../../server/domain/entity-view.ts';

/** A settings page's dialog, rendered open over the page at its own address; its form posts to that address. */
export function SettingsDialogView({ name, title, action, cancelHref, submitLabel, text, form }: { name: string; title: string; action: string; cancelHref: string; submitLabel: string; text?: string; form: FormView }) {
  const { t, url } = useView();
  const formId = `dialog-${name}-form`;
  return (
    <Dialog
      id={`dialog-${name}`}
      title={title}
      open
      actions={
        <>
          <a className="button" href={url(cancelHref)}>
            {t('dialog.cancel')}
          </a>
          <button type="submit" className="button primary" form={formId}>
            {submitLabel}
          </button>
        </>
      }
    >
      {text && <p>{text}</p>}
      <form id={formId} method="post" action={url(action)} noValidate>
        <DefaultSubmit />
        <CsrfField />
        <FormFields form={form} />
      </form>
    </Dialog>
  );
}
