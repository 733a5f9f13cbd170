import { DateTime } from '../date-time.tsx';
import { CopyButton } from '../copy-button.tsx';
import { useView } from '../view-context.tsx';

export interface JwtTokenCardProps {
  /** The session's current access token, for use with the platform's REST API. */
  token: string;
  /** When the token expires (ms); the copy feedback warns once this has passed. */
  validUntil: number;
}

/**
 * The user's JWT token and until when it is valid. With scripts a button copies it (warning when
 * the page has outlived the token); without them the token can be shown and selected.
 */
export function JwtTokenCard({ token, validUntil }: JwtTokenCardProps) {
  const { t } = useView();
  return (
    <section className="account-card" aria-labelledby="jwt-title" id="jwt-token">
      <h2 id="jwt-title">{t('account.jwt.title')}</h2>
      <p className="account-note">
        {t('account.jwt.valid-till')} <DateTime ms={validUntil} />
      </p>
      <div className="account-actions">
        <CopyButton
          text={token}
          label={t('account.jwt.copy')}
          copiedLabel={t('account.jwt.copied')}
          className="jwt-copy"
          staleAfter={validUntil}
          staleLabel={t('account.jwt.expired')}
        />
      </div>
      <details className="jwt-show">
        <summary>{t('account.jwt.show')}</summary>
        <textarea readOnly className="jwt-text" rows={6} aria-label={t('account.jwt.title')} defaultValue={token} />
      </details>
    </section>
  );
}
