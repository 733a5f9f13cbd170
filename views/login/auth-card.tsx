import type { ReactNode } from 'react';
import { Document } from '../document.tsx';
import { useView } from '../view-context.tsx';

export interface AuthMessages {
  /** A confirmation or an explanation (role status). */
  notice?: string;
  /** Errors about the whole form; a platform message may hold several lines (password policy). */
  error?: string;
  /** Removes the error after this many ms when scripts run (the spec's 429 message). */
  errorClearAfterMs?: number;
}

/** The centred card every sign-in page is built on: logo, title, messages, then the form. */
export function AuthCard({ title, notice, error, errorClearAfterMs, children }: AuthMessages & { title: string; children: ReactNode }) {
  const { t, url } = useView();
  return (
    <Document title={title}>
      <main id="main" className="login-page">
        <div className="login-card">
          <img className="login-logo" src={url('/static/logo.svg')} alt={t('app.name')} width="180" height="40" />
          <h1>{title}</h1>
          {notice && (
            <p className="notice" role="status">
              {notice}
            </p>
          )}
          {error && (
            <div className="form-error" role="alert" data-clear-after={errorClearAfterMs}>
              {error.split('\n').map((line, i) => (
                <p key={i}>{line}</p>
              ))}
            </div>
          )}
          {children}
        </div>
      </main>
    </Document>
  );
}
