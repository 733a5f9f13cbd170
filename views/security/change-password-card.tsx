import { CsrfField, SubmitRow } from '../form-parts.tsx';
import { PasswordField } from '../login/password-field.tsx';
import { useView } from '../view-context.tsx';

export interface PasswordFormState {
  /** Messages for the whole form: the platform's policy errors, one per line. */
  errors?: string[];
  fieldErrors?: Partial<Record<'currentPassword' | 'newPassword' | 'newPassword2', string>>;
}

/** Current password, the new one twice, each with its show/hide toggle; passwords are never sent back into the page. */
export function ChangePasswordCard({ errors, fieldErrors = {} }: PasswordFormState) {
  const { t, url } = useView();
  return (
    <section className="account-card" aria-labelledby="password-title" id="password">
      <h2 id="password-title">{t('account.password.title')}</h2>
      {errors && errors.length > 0 && (
        <ul className="form-error" role="alert">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <form method="post" action={url('/security/password')} noValidate className="account-form">
        <CsrfField />
        <PasswordField name="currentPassword" label={t('account.password.current')} autoComplete="current-password" error={fieldErrors.currentPassword} />
        <PasswordField name="newPassword" label={t('account.password.new')} autoComplete="new-password" error={fieldErrors.newPassword} />
        <PasswordField name="newPassword2" label={t('account.password.new-again')} autoComplete="new-password" error={fieldErrors.newPassword2} />
        <SubmitRow label={t('account.password.change')} resetLabel={t('account.password.discard')} />
      </form>
    </section>
  );
}
