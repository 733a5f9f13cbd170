import type { TablePage } from '../../../../server/domain/dashboard/dashboard-view.ts';
import { pageParam } from '../../../../server/dashboards/table-params.ts';
import { Icon } from '../../../icon.tsx';
import { useView } from '../../../view-context.tsx';
import { useDashboard } from '../../dashboard-context.tsx';

/** This page's address with one query member changed (the other tables' pages and the state stay). */
export function useHereWith(): (name: string, value: string | null) => string {
  const { url } = useView();
  const { here } = useDashboard();
  const [path, search = ''] = here.split('?', 2);
  return (name, value) => {
    const query = Object.fromEntries(new URLSearchParams(search));
    if (value === null) delete query[name];
    else query[name] = value;
    return url(path, query);
  };
}

/** Previous and next page links of a table widget, paging by `page.<widgetId>` in the address. */
export function TablePager({ widgetId, page }: { widgetId: string; page: TablePage | null }) {
  const { t } = useView();
  const hereWith = useHereWith();
  if (!page || page.totalPages <= 1) return null;
  const link = (n: number) => hereWith(pageParam(widgetId), n === 0 ? null : String(n));
  const first = page.page * page.pageSize + 1;
  const last = Math.min(page.totalElements, (page.page + 1) * page.pageSize);
  return (
    <nav className="paginator" aria-label={t('widget.pages')}>
      <span>{t('widget.page-range', { first, last, total: page.totalElements })}</span>
      {page.page > 0 ? (
        <a className="icon-button" href={link(page.page - 1)} aria-label={t('widget.previous-page')} title={t('widget.previous-page')}>
          <Icon name="chevron_left" />
        </a>
      ) : null}
      {page.page < page.totalPages - 1 ? (
        <a className="icon-button" href={link(page.page + 1)} aria-label={t('widget.next-page')} title={t('widget.next-page')}>
          <Icon name="chevron_right" />
        </a>
      ) : null}
    </nav>
  );
}
