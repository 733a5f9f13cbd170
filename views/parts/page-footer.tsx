import { useView } from '../view-context.tsx';

/** The footer (widgets spec §2): the copyright line with the current year. */
export function PageFooter({ year }: { year: number }) {
  const { t } = useView();
  return (
    <footer className="page-footer">
      <p>{t('footer.copyright', { year: String(year), name: t('app.name') })}</p>
    </footer>
  );
}
