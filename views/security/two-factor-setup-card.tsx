import { CsrfField, FieldError, invalidWhen, SubmitRow } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';
import { PostButton } from './post-button.tsx';
import { PROVIDER_NAME_KEYS, totpSecret, type TwoFactorSetup } from '../../server/domain/two-factor.ts';
import { QrCodeImage } from './qr-code-image.tsx';

export interface SetupCardProps {
  setup: TwoFactorSetup;
  error?: string;
  /** The phone number or e-mail as typed, kept after an error. */
  contact?: string;
}

function CodeForm({ error }: { error?: string }) {
  const { t, url } = useView();
  return (
    <form method="post" action={url('/security/2fa/verify')} noValidate className="account-form">
      <CsrfField />
      <label className="form-field">
        <span>{t('account.2fa.verification-code')}</span>
        <input
          type="text"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoFocus
          {...invalidWhen(error, 'code-error')}
        />
        <FieldError id="code-error" message={error} />
      </label>
      <SubmitRow label={t('account.2fa.verify')} />
    </form>
  );
}

function ContactForm({ setup, error, contact }: SetupCardProps) {
  const { t, url } = useView();
  const isSms = setup.providerType === 'SMS';
  const value = contact ?? (isSms ? setup.config.phoneNumber : setup.config.email) ?? '';
  return (
    <form method="post" action={url('/security/2fa/submit')} noValidate className="account-form">
      <CsrfField />
      <label className="form-field">
        <span>{t(isSms ? 'account.2fa.phone' : 'account.2fa.email')}</span>
        <input
          type={isSms ? 'tel' : 'email'}
          name="contact"
          autoComplete={isSms ? 'tel' : 'email'}
          required
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={isSms ? 'contact-hint' : undefined}
        />
        {isSms && (
          <span id="contact-hint" className="field-hint">
            {t('account.2fa.phone-hint')}
          </span>
        )}
        {error && <span className="field-error">{error}</span>}
      </label>
      <SubmitRow label={t(setup.codeSent ? 'account.2fa.resend-code' : 'account.2fa.send-code')} />
    </form>
  );
}

/** The steps of enabling one provider: scan or send, then type the code that proves it works. */
export function TwoFactorSetupCard({ setup, error, contact }: SetupCardProps) {
  const { t } = useView();
  const name = t(PROVIDER_NAME_KEYS[setup.providerType]);
  const sentTo = setup.providerType === 'SMS' ? setup.config.phoneNumber : setup.config.email;
  return (
    <section className="account-card" aria-labelledby="setup-title" id="setup">
      <h2 id="setup-title">{t('account.2fa.setup-title', { name })}</h2>
      {setup.providerType === 'TOTP' ? (
        <>
          <p>{t('account.2fa.scan-qr')}</p>
          <QrCodeImage text={setup.config.authUrl ?? ''} label={t('account.2fa.qr-label')} />
          <p className="account-note">
            {t('account.2fa.secret-key')} <code className="secret-key">{totpSecret(setup.config.authUrl)}</code>
          </p>
          <CodeForm error={error} />
        </>
      ) : setup.codeSent ? (
        <>
          <p role="status">{t('account.2fa.code-sent', { contact: sentTo ?? '' })}</p>
          <CodeForm error={error} />
          <ContactForm setup={setup} contact={contact} />
        </>
      ) : (
        <ContactForm setup={setup} error={error} contact={contact} />
      )}
      <div className="account-actions">
        <PostButton action="/security/2fa/cancel">{t('account.2fa.cancel')}</PostButton>
      </div>
    </section>
  );
}
