import { CsrfField } from '../form-parts.tsx';
import { DefaultSubmit } from '../parts/default-submit.tsx';
import { FormFields } from '../parts/form-field.tsx';
import { useView } from '../view-context.tsx';
import type { FormView } from '../../server/domain/entity-view.ts';

/** The JWT settings of the security page: its own form; saving asks first, in a dialog at its own address. */
export function JwtSettingsCard({ action, form }: { action: string; form: FormView }) {
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
    </section>
  );
}
