import { CopyButton } from '../copy-button.tsx';
import { useView } from '../view-context.tsx';

/** One saved domain's redirect URI (the address to give the provider), one per scheme a mixed domain serves. */
export interface RedirectUri {
  domain: string;
  uri: string;
}

/** The card under the OAuth2 form: each saved domain's redirect URI template, with a button that copies it. */
export function OAuth2RedirectCard({ uris }: { uris: RedirectUri[] }) {
  const { t } = useView();
  return (
    <section className="account-card" aria-labelledby="oauth2-redirect-uris">
      <h2 id="oauth2-redirect-uris">{t('admin.oauth2.redirect-uri-template')}</h2>
      {uris.length === 0 ? (
        <p className="account-note">{t('admin.oauth2.no-redirect-uris')}</p>
      ) : (
        <ul className="oauth2-redirect-uris">
          {uris.map(({ domain, uri }) => (
            <li key={uri}>
              <span className="oauth2-domain">{domain}</span>
              <code>{uri}</code>
              <CopyButton text={uri} label={t('admin.oauth2.copy-redirect-uri')} copiedLabel={t('common.copied')} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
