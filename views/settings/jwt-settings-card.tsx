import { ConfirmDialog } from '../dialogs/confirm-dialog.tsx';
import { CsrfField } from '../form-parts.tsx';
import { DefaultSubmit } from '../parts/default-submit.tsx';
import { FormFields } from '../parts/form-field.tsx';
import { useView } from '../view-context.tsx';
import type { FormView } from '../../server/domain/entity-view.ts';

/** The JWT settings of the security page: its own form; saving asks first (`confirmFields`: the values to confirm). */
export function JwtSettingsCard({ action, form, confirmFields }: { action: string; form: FormView; confirmFields?: Record<string, string> }) {
  const { t, url } = useView();
  return (
    <section className="account-card" aria-labelledby="jwt-settings-title">
      <h2 id="jwt-settings-title">{t('admin.jwt.security-settings')}</h2>
      <form method="post" action={url(action)} noValidate className="account-form settings-form">
        <DefaultSubmit />
        <CsrfField />
        <FormFields form={form} />
        <div className="account-actions">
          <button type="submit" className="button primary">
            {t('action.save')}
          </button>
        </div>
      </form>
      {confirmFields && (
        <ConfirmDialog id="dialog-jwt-confirm" title={t('admin.jwt.save-jwt-settings-title')} open cancelHref="/settings/security-settings" confirm={{ post: action, fields: confirmFields }} confirmLabel={t('action.save')}>
          <p>{t('admin.jwt.save-jwt-settings-text')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
