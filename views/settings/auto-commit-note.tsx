import { useView } from '../view-context.tsx';

/** Auto-commit needs a repository: this card says so and leads to its settings. */
export function AutoCommitNoRepository() {
  const { t, url } = useView();
  return (
    <section className="account-card" aria-labelledby="auto-commit-repository">
      <h2 id="auto-commit-repository">{t('admin.repository-settings')}</h2>
      <p className="account-note">{t('admin.auto-commit.no-repository')}</p>
      <a className="button primary" href={url('/settings/repository')}>
        {t('admin.auto-commit.set-repository')}
      </a>
    </section>
  );
}
