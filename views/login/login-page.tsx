import { Document } from '../document.tsx';
import { useView } from '../view-context.tsx';

export interface LoginPageProps {
  username?: string;
  /** Already-translated or platform message shown above the form. */
  error?: string;
  /** Marks the username field invalid (client-side format rule). */
  usernameError?: string;
  notice?: string;
}

export function LoginPage({ username = '', error, usernameError, notice }: LoginPageProps) {
  const { t, url, csrfToken } = useView();
  return (
    <Document title={t('login.login')}>
      <main id="main" className="login-page">
        <form className="login-card" method="post" action={url('/login')} noValidate>
          <img className="login-logo" src={url('/static/logo.svg')} alt={t('app.name')} width="180" height="40" />
          <h1>{t('login.login')}</h1>
          {notice && (
            <p className="notice" role="status">
              {notice}
            </p>
          )}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <input type="hidden" name="_csrf" value={csrfToken} />
          <label className="form-field">
            <span>{t('login.username')}</span>
            <input
              type="text"
              inputMode="email"
              name="username"
              autoComplete="username"
              defaultValue={username}
              required
              autoFocus={!username}
              aria-invalid={usernameError ? true : undefined}
              aria-describedby={usernameError ? 'username-error' : undefined}
            />
            {usernameError && (
              <span id="username-error" className="field-error">
                {usernameError}
              </span>
            )}
          </label>
          <label className="form-field">
            <span>{t('common.password')}</span>
            <input type="password" name="password" autoComplete="current-password" required autoFocus={!!username} />
          </label>
          <a className="forgot-password" href={url('/login/resetPasswordRequest')}>
            {t('login.forgot-password')}
          </a>
          <button type="submit" className="button primary">
            {t('login.login')}
          </button>
        </form>
      </main>
    </Document>
  );
}
