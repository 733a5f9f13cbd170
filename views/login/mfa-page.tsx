import type { TFunction } from 'i18next';
import { AuthCard } from './auth-card.tsx';
import { CsrfField } from '../form-parts.tsx';
import { TextField } from './password-field.tsx';
import { useView } from '../view-context.tsx';
import type { TwoFactorProviderInfo, TwoFactorProviderType } from '../../server/platform/types/two-factor.ts';

export interface MfaPageProps {
  provider: TwoFactorProviderInfo;
  code?: string;
  codeError?: string;
  error?: string;
  errorClearAfterMs?: number;
  /** Seconds until a new code may be asked for (SMS and EMAIL only). */
  resendInSeconds?: number;
  canTryAnother: boolean;
}

export function providerName(t: TFunction, type: TwoFactorProviderType): string {
  const names: Record<TwoFactorProviderType, string> = {
    TOTP: t('login.mfa.provider-totp'),
    SMS: t('login.mfa.provider-sms'),
    EMAIL: t('login.mfa.provider-email'),
    BACKUP_CODE: t('login.mfa.provider-backup-code'),
  };
  return names[type];
}

function prompt(t: TFunction, provider: TwoFactorProviderInfo): string {
  const contact = provider.contact ?? '';
  switch (provider.type) {
    case 'TOTP':
      return t('login.mfa.totp-prompt');
    case 'SMS':
      return t('login.mfa.sms-prompt', { contact });
    case 'EMAIL':
      return t('login.mfa.email-prompt', { contact });
    case 'BACKUP_CODE':
      return t('login.mfa.backup-code-prompt');
  }
}

/** login/mfa: the code of the current provider, resend with its countdown, other ways, back. */
export function MfaPage({ provider, code, codeError, error, errorClearAfterMs, resendInSeconds, canTryAnother }: MfaPageProps) {
  const { t, url } = useView();
  const backup = provider.type === 'BACKUP_CODE';
  const canResend = resendInSeconds !== undefined;
  return (
    <AuthCard title={t('login.two-factor-authentication')} error={error} errorClearAfterMs={errorClearAfterMs}>
      <p className="login-hint">{prompt(t, provider)}</p>
      <form method="post" action={url('/login/mfa')} noValidate data-submit-once="" data-enable-when-valid="">
        <CsrfField />
        <input type="hidden" name="providerType" value={provider.type} />
        <TextField
          name="verificationCode"
          label={t('login.mfa.verification-code')}
          value={code}
          inputMode={backup ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoFocus
          maxLength={backup ? 8 : 6}
          pattern={backup ? '[0-9a-f]{8}' : '[0-9]{6}'}
          error={codeError}
        />
        <button type="submit" className="button primary">
          {t('login.mfa.continue')}
        </button>
      </form>
      {canResend && (
        <form method="post" action={url('/login/mfa/resend')} className="mfa-resend">
          <CsrfField />
          {resendInSeconds > 0 && (
            <p className="login-hint" data-countdown={resendInSeconds} data-countdown-hides="mfa-resend-button">
              {t('login.mfa.resend-in', { seconds: resendInSeconds })}
            </p>
          )}
          <button type="submit" className="button" id="mfa-resend-button">
            {t('login.mfa.resend')}
          </button>
        </form>
      )}
      <div className="form-actions">
        <form method="post" action={url('/login/mfa/back')}>
          <CsrfField />
          <button type="submit" className="button">
            {t('action.back')}
          </button>
        </form>
        {canTryAnother && (
          <a className="button" href={url('/login/mfa/providers')}>
            {t('login.mfa.try-another-way')}
          </a>
        )}
      </div>
    </AuthCard>
  );
}

/** 'Try another way': every configured provider, the default first. */
export function MfaProvidersPage({ providers, current }: { providers: TwoFactorProviderInfo[]; current: TwoFactorProviderType }) {
  const { t, url } = useView();
  return (
    <AuthCard title={t('login.two-factor-authentication')}>
      <p className="login-hint">{t('login.mfa.choose-provider')}</p>
      <ul className="mfa-providers">
        {providers.map((p) => (
          <li key={p.type}>
            <form method="post" action={url('/login/mfa/provider')}>
              <CsrfField />
              <button type="submit" name="providerType" value={p.type} className="button" aria-current={p.type === current ? 'true' : undefined}>
                <span>{providerName(t, p.type)}</span>
                {p.contact && <span className="mfa-contact">{p.contact}</span>}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <a className="button" href={url('/login/mfa')}>
          {t('action.back')}
        </a>
      </div>
    </AuthCard>
  );
}
