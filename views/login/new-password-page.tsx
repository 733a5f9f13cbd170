import { AuthCard } from './auth-card.tsx';
import { CsrfField } from '../form-parts.tsx';
import { PasswordField } from './password-field.tsx';
import { useView } from '../view-context.tsx';
import { newPasswordForm, type NewPasswordMode } from '../../server/domain/password-forms.ts';

export interface NewPasswordPageProps {
  mode: NewPasswordMode;
  /** The reset or activation token from the link; missing means the link is broken. */
  token: string;
  passwordError?: string;
  repeatError?: string;
}

/** The form that sets a password from an e-mailed link or an expired-password sign-in. */
export function NewPasswordPage({ mode, token, passwordError, repeatError }: NewPasswordPageProps) {
  const { t, url } = useView();
  const form = newPasswordForm(mode);
  const title = mode === 'create' ? t('login.create-password') : t('login.reset-password');
  if (!token) {
    return (
      <AuthCard title={title} error={mode === 'create' ? t('login.activate-token-missing') : t('login.reset-token-missing')}>
        <div className="form-actions">
          <a className="button" href={url('/login')}>
            {t('login.back-to-login')}
          </a>
          {mode !== 'create' && (
            <a className="button primary" href={url('/login/resetPasswordRequest')}>
              {t('login.request-password-reset')}
            </a>
          )}
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} notice={mode === 'expired' ? t('login.password-expired-note') : undefined}>
      <form method="post" action={url(form.path)} noValidate data-submit-once="">
        <CsrfField />
        <input type="hidden" name={form.tokenField} value={token} />
        <PasswordField
          name={form.first}
          label={mode === 'create' ? t('common.password') : t('login.new-password')}
          autoComplete="new-password"
          autoFocus
          error={passwordError}
        />
        <PasswordField
          name={form.second}
          label={mode === 'create' ? t('login.password-again') : t('login.new-password-again')}
          autoComplete="new-password"
          error={repeatError}
        />
        <div className="form-actions">
          <a className="button" href={url('/login')}>
            {t('login.cancel')}
          </a>
          <button type="submit" className="button primary">
            {mode === 'create' ? t('login.create-password') : t('login.reset-password')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
