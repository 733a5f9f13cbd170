import { AuthCard } from './auth-card.tsx';
import { CsrfField } from '../form-parts.tsx';
import { PasswordField, TextField } from './password-field.tsx';
import { AlertDialog } from '../dialogs/alert-dialog.tsx';
import { useView } from '../view-context.tsx';
import type { ExternalSignIn } from '../../server/domain/external-sign-in.ts';

export interface LoginPageProps {
  username?: string;
  /** Marks the username field invalid (client-side format rule). */
  usernameError?: string;
  externalSignIns?: ExternalSignIn[];
  /** The loginError query parameter: shown in an alert dialog. */
  loginError?: string;
}

export function LoginPage({ username = '', usernameError, externalSignIns = [], loginError }: LoginPageProps) {
  const { t, url } = useView();
  return (
    <AuthCard title={t('login.login')}>
      {externalSignIns.length > 0 && (
        <>
          <ul className="external-sign-ins">
            {externalSignIns.map((client) => (
              <li key={client.href}>
                <a className="button" href={client.href}>
                  {t('login.login-with', { name: client.name })}
                </a>
              </li>
            ))}
          </ul>
          <p className="or-divider">
            <span>{t('login.or')}</span>
          </p>
        </>
      )}
      <form method="post" action={url('/login')} noValidate data-submit-once="">
        <CsrfField />
        <TextField
          name="username"
          label={t('login.username')}
          value={username}
          inputMode="email"
          autoComplete="username"
          autoFocus={!username && !loginError}
          error={usernameError}
          maxLength={255}
        />
        <PasswordField name="password" label={t('common.password')} autoComplete="current-password" autoFocus={!!username && !loginError} />
        <a className="forgot-password" href={url('/login/resetPasswordRequest')}>
          {t('login.forgot-password')}
        </a>
        <button type="submit" className="button primary">
          {t('login.login')}
        </button>
      </form>
      {loginError && (
        <AlertDialog id="login-error" title={t('login.login-error')} open>
          <p>{loginError}</p>
        </AlertDialog>
      )}
    </AuthCard>
  );
}
