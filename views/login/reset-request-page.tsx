import { AuthCard } from './auth-card.tsx';
import { CsrfField } from '../form-parts.tsx';
import { TextField } from './password-field.tsx';
import { useView } from '../view-context.tsx';

export interface ResetRequestPageProps {
  email?: string;
  emailError?: string;
}

/** login/resetPasswordRequest: one e-mail field; cancel returns to sign-in. */
export function ResetRequestPage({ email, emailError }: ResetRequestPageProps) {
  const { t, url } = useView();
  return (
    <AuthCard title={t('login.request-password-reset')}>
      <p className="login-hint">{t('login.reset-request-hint')}</p>
      <form method="post" action={url('/login/resetPasswordRequest')} noValidate data-submit-once="">
        <CsrfField />
        <TextField name="email" label={t('login.email')} value={email} inputMode="email" autoComplete="email" autoFocus error={emailError} maxLength={255} />
        <div className="form-actions">
          <a className="button" href={url('/login')}>
            {t('login.cancel')}
          </a>
          <button type="submit" className="button primary">
            {t('login.request-password-reset')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
