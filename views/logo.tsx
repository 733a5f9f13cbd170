import { useView } from './view-context.tsx';

/**
 * The product's mark and name in HTML and CSS. An SVG image would cost a slow browser an image document of its own
 * before the page counts as loaded (measured on the sign-in page at 6x CPU throttling). With `href` (the provider's
 * website) it is a link that opens in a new tab (widgets spec §2).
 */
export function Logo({ href }: { href?: string } = {}) {
  const { t } = useView();
  const content = (
    <>
      <span className="logo-mark" aria-hidden="true" />
      <span className="logo-name">{t('app.name')}</span>
    </>
  );
  if (!href) return <span className="logo">{content}</span>;
  return (
    <a className="logo" href={href} target="_blank" rel="noopener noreferrer" aria-label={`${t('app.name')} ${t('files.new-tab')}`}>
      {content}
    </a>
  );
}
