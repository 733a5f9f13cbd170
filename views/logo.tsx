import { useView } from './view-context.tsx';

/**
 * The product's mark and name in HTML and CSS. An SVG image would cost a slow browser an image document of its own
 * before the page counts as loaded (measured on the sign-in page at 6x CPU throttling).
 */
export function Logo() {
  const { t } = useView();
  return (
    <span className="logo">
      <span className="logo-mark" aria-hidden="true" />
      <span className="logo-name">{t('app.name')}</span>
    </span>
  );
}
