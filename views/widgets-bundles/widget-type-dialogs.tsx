import { Dialog } from '../dialogs/dialog.tsx';
import { CsrfField } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';
import { FileInput } from '../parts/file-input.tsx';

/** The import dialog of the widget library (at `?dialog=import`): one JSON file, posted as multipart. */
export function ImportWidgetTypeDialog({ action, cancelHref, error, formError }: { action: string; cancelHref: string; error?: string; formError?: string }) {
  const { t, url } = useView();
  return (
    <Dialog
      id="dialog-import"
      title={t('widget.import')}
      open
      actions={
        <>
          <a className="button" href={url(cancelHref)}>
            {t('dialog.cancel')}
          </a>
          <button type="submit" className="button primary" form="dialog-import-form">
            {t('action.import')}
          </button>
        </>
      }
    >
      <form id="dialog-import-form" method="post" action={url(action)} encType="multipart/form-data" noValidate>
        <CsrfField />
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <FileInput id="widget-type-file" name="file" label={t('widget.widget-file')} accept=".json,application/json" required error={error} />
      </form>
    </Dialog>
  );
}

/** The confirmation before a widget type is deleted (at `?dialog=delete&widgetTypeId=`). */
export function DeleteWidgetTypeDialog({ name, action, cancelHref, formError }: { name: string; action: string; cancelHref: string; formError?: string }) {
  const { t, url } = useView();
  return (
    <Dialog
      id="dialog-delete"
      title={t('widget.remove-widget-type-title', { widgetName: name })}
      open
      actions={
        <>
          <a className="button" href={url(cancelHref)}>
            {t('dialog.cancel')}
          </a>
          <form method="post" action={url(action)}>
            <CsrfField />
            <button type="submit" className="button primary">
              {t('action.delete')}
            </button>
          </form>
        </>
      }
    >
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <p>{t('widget.remove-widget-type-text')}</p>
    </Dialog>
  );
}
