import { useView, type ViewContext } from '../view-context.tsx';

/** The year of the console's clock now (UTC): every page asks, so no cached markup keeps an old year. */
export function currentYear({ now }: ViewContext): number {
  return new Date(now ? now() : Date.now()).getUTCFullYear();
}

/** `currentYear` of the request's view, in a component. */
export function useCurrentYear(): number {
  return currentYear(useView());
}

/** The footer (widgets spec §2): the copyright line with the current year. */
export function PageFooter({ year }: { year: number | string }) {
  const { t } = useView();
  return (
    <footer className="page-footer">
      <p>{t('footer.copyright', { year: String(year), name: t('app.name') })}</p>
    </footer>
  );
}
