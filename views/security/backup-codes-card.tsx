import { useView } from '../view-context.tsx';
import { PostButton } from './post-button.tsx';

/** Backup codes right after they were made: the only time they are shown; also as a text file. */
export function BackupCodesCard({ codes }: { codes: string[] }) {
  const { t, url } = useView();
  return (
    <section className="account-card" aria-labelledby="backup-title" id="backup-codes">
      <h2 id="backup-title">{t('account.2fa.backup-codes-title')}</h2>
      <p>{t('account.2fa.backup-codes-text')}</p>
      <ul className="backup-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="account-actions">
        <a className="button" href={url('/security/2fa/backup-codes.txt')} download="backup-codes.txt">
          {t('account.2fa.download')}
        </a>
        <PostButton action="/security/2fa/backup-codes/done" primary>
          {t('account.2fa.done')}
        </PostButton>
      </div>
    </section>
  );
}
