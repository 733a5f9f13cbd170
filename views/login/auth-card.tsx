import type { ReactNode } from 'react';
import { Document } from '../document.tsx';
import { Logo } from '../logo.tsx';
import { PageFooter, useCurrentYear } from '../parts/page-footer.tsx';

export interface AuthMessages {
  /** A confirmation or an explanation (role status). */
  notice?: string;
  /** Errors about the whole form; a platform message may hold several lines (password policy). */
  error?: string;
  /** Removes the error after this many ms when scripts run (the spec's 429 message). */
  errorClearAfterMs?: number;
}

/** The centred card every sign-in page is built on: logo, title, messages, then the form; the footer under it. */
export function AuthCard({ title, notice, error, errorClearAfterMs, children }: AuthMessages & { title: string; children: ReactNode }) {
  const year = useCurrentYear();
  return (
    <Document title={title} style="sign-in" script="sign-in">
      <div className="login-frame">
        <main id="main" className="login-page">
          <div className="login-card">
            <div className="login-logo">
              <Logo />
            </div>
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
        <PageFooter year={year} />
      </div>
    </Document>
  );
}
