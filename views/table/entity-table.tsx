import type { ReactNode } from 'react';
import { Icon, iconContent } from '../icon.tsx';
import { TOOLBAR_SEARCH_ID } from '../shell/toolbar-search.tsx';
import { useView, type ViewContext } from '../view-context.tsx';
import { latin1Text, markupTemplates } from '../markup-cache.tsx';
import { useScript } from '../page-scripts.tsx';
import { PAGE_SIZE_OPTIONS, sortedBy, tableHref, type TableState } from '../../server/domain/table-state.ts';
import type { ColumnSpec } from '../../server/domain/table-columns.ts';
import type { PageData } from '../../server/platform/types/page-data.ts';

/** A column and how its cells are drawn. */
export interface Column<T> extends ColumnSpec {
  render(row: T): ReactNode;
}

interface TableProps<T> {
  /** id of the element htmx swaps; the fragment response renders only <TableRegion>. */
  regionId: string;
  path: string;
  columns: Column<T>[];
  state: TableState;
  page: PageData<T>;
  rowKey(row: T): string;
  emptyText: string;
}

/** Column widths are classes: the CSP allows no inline style. */
function widthClass(width: string): string {
  return `w-${width.replace('%', 'p').replace('px', '')}`;
}

/**
 * Attributes that make a plain link swap only the table region when htmx is present; inside a region that says
 * `boostedLinks` once (`boosted`), the link's address alone.
 */
export function swapLink(href: string, regionId: string, boosted?: boolean) {
  if (boosted) return { href };
  return { href, 'hx-get': href, 'hx-target': `#${regionId}`, 'hx-swap': 'outerHTML', 'hx-push-url': 'true', 'hx-indicator': '#progress' };
}

/**
 * What `swapLink` says, once for all the links of an element (htmx 4 inherits only what is marked `:inherited`): the
 * element boosts its links, so htmx fetches each one's own `href` into the target, swapped and pushed as `swapLink`'s.
 * A list page has tens of links that carried it all, each with its address twice.
 */
export function boostedLinks(target: string) {
  return { 'hx-boost:inherited': 'true', 'hx-target:inherited': target, 'hx-swap:inherited': 'outerHTML', 'hx-push-url:inherited': 'true', 'hx-indicator:inherited': '#progress' };
}

/** The links of a table's sorting and paging: its address for another state, and the region they swap. */
export interface StateLinks {
  href(state: TableState): string;
  regionId: string;
  /** The region says `boostedLinks(#regionId)`: its links carry their address only. */
  boosted?: boolean;
}

/** A column's header: a link that sorts by it (ascending, or flipped when it already sorts) where the column sorts. */
export function ColumnHeader({ column, state, links }: { column: ColumnSpec; state: TableState; links: StateLinks }) {
  const { t } = useView();
  const sorted = state.property === column.key;
  const ariaSort = sorted ? (state.direction === 'ASC' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" className={widthClass(column.width)} aria-sort={ariaSort}>
      {column.sortable ? (
        <a className={sorted ? 'sort sorted' : 'sort'} {...swapLink(links.href(sortedBy(state, column.key)), links.regionId, links.boosted)}>
          {t(column.title)}
          {sorted && <Icon name={state.direction === 'ASC' ? 'arrow_upward' : 'arrow_downward'} />}
        </a>
      ) : (
        t(column.title)
      )}
    </th>
  );
}

export interface PaginatorProps {
  state: TableState;
  total: number;
  hasNext: boolean;
  totalPages: number;
  links: StateLinks;
}

/** Page size, the range shown, and the first, previous, next and last page links. */
function PaginatorContent({ state, total, hasNext, totalPages, links, range }: PaginatorProps & { range: string }) {
  const { t, format } = useView();
  const lastPage = Math.max(0, totalPages - 1);
  const pageLink = (label: string, icon: string, target: number, disabled: boolean) => (
    <PageLink label={label} icon={icon} href={links.href({ ...state, page: target })} disabled={disabled} links={links} />
  );
  return (
    <>
      <label>
        {t('table.items-per-page')}
        <select name="pageSize" defaultValue={String(state.pageSize)}>
          {[...new Set([...PAGE_SIZE_OPTIONS, state.pageSize])].sort((a, b) => a - b).map((n) => (
            <option key={n} value={n}>
              {format.number(n)}
            </option>
          ))}
        </select>
      </label>
      <span className="range" dangerouslySetInnerHTML={{ __html: range }} />
      {pageLink(t('table.first-page'), 'first_page', 0, state.page === 0)}
      {pageLink(t('table.previous-page'), 'chevron_left', state.page - 1, state.page === 0)}
      {pageLink(t('table.next-page'), 'chevron_right', state.page + 1, !hasNext)}
      {pageLink(t('table.last-page'), 'last_page', lastPage, state.page >= lastPage)}
    </>
  );
}

// Every table page has its paginator: rendered by React once per language, page size and which links are disabled,
// the range and the links' addresses put in.
const templates = markupTemplates();

/** The paginator's content as markup. */
export function paginatorMarkup(view: ViewContext, props: PaginatorProps): string {
  const { state, total, hasNext, totalPages, links } = props;
  const { t, format } = view;
  const lastPage = Math.max(0, totalPages - 1);
  const first = total === 0 ? 0 : state.page * state.pageSize + 1;
  const last = Math.min(total, (state.page + 1) * state.pageSize);
  const range = latin1Text(t('table.range-label', { first: format.number(first), last: format.number(last), total: format.number(total) }));
  const targets = [0, state.page - 1, state.page + 1, lastPage];
  const element = (rangeSlot: string, ...hrefs: string[]) => {
    const slotLinks: StateLinks = { href: (s) => hrefs[targets.indexOf(s.page)], regionId: links.regionId, boosted: links.boosted };
    return <PaginatorContent {...props} links={slotLinks} range={rangeSlot} />;
  };
  const key = `${state.pageSize}|${state.page === 0}|${hasNext}|${state.page >= lastPage}|${links.regionId}|${links.boosted === true}`;
  return templates(view, [key], element, range, ...targets.map((page) => links.href({ ...state, page })));
}

/** The paginator's element around its content's markup. */
export function PaginatorFrame({ html }: { html: string }) {
  return <div className="paginator" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Page size, the range shown, and the first, previous, next and last page links. */
export function Paginator(props: PaginatorProps) {
  return <PaginatorFrame html={paginatorMarkup(useView(), props)} />;
}

/** The part of a table page that paging, sorting and searching replace. */
export function TableRegion<T>({ regionId, path, columns, state, page, rowKey, emptyText }: TableProps<T>) {
  const { url } = useView();
  const links: StateLinks = { href: (s) => tableHref(url, path, s), regionId };
  return (
    <div id={regionId} className="table-region" aria-live="polite">
      <input type="hidden" name="property" value={state.property} />
      <input type="hidden" name="direction" value={state.direction} />
      <div className="table-scroll">
        <table className="entity-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <ColumnHeader key={c.key} column={c} state={state} links={links} />
              ))}
            </tr>
          </thead>
          <tbody>
            {page.data.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="empty">
                  {emptyText}
                </td>
              </tr>
            ) : (
              page.data.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <td key={c.key}>{c.render(row)}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Paginator state={state} total={page.totalElements} hasNext={page.hasNext} totalPages={page.totalPages} links={links} />
    </div>
  );
}

function PageLink({ label, icon, href, disabled, links }: { label: string; icon: string; href: string; disabled: boolean; links: StateLinks }) {
  const content = iconContent(useView(), icon, label);
  if (disabled) return <span className="icon-button disabled" aria-disabled="true" title={label} dangerouslySetInnerHTML={content} />;
  return <a className="icon-button" title={label} {...swapLink(href, links.regionId, links.boosted)} dangerouslySetInnerHTML={content} />;
}

/** id of the GET form of a table page; the toolbar's search field joins it (ToolbarSearch.form). */
export function tableFormId(regionId: string): string {
  return `${regionId}-form`;
}

/**
 * Title bar and the table region inside one GET form that carries search, page size and sort,
 * so the page works with plain links and form submits when JavaScript is off. The search field
 * itself sits in the shell's toolbar and belongs to this form through its `form` attribute.
 */
export function EntityTable<T>(props: TableProps<T> & { title: string; /** Help page name (`/help/<name>`). */ help?: string }) {
  const { t, url } = useView();
  useScript('htmx');
  const action = url(props.path);
  return (
    <section className="entity-table-page" aria-labelledby={`${props.regionId}-title`}>
      <form
        id={tableFormId(props.regionId)}
        method="get"
        action={action}
        hx-get={action}
        hx-trigger={`input delay:150ms, input from:#${TOOLBAR_SEARCH_ID} delay:150ms, submit`}
        hx-target={`#${props.regionId}`}
        hx-swap="outerHTML"
        hx-push-url="true"
        hx-indicator="#progress"
      >
        <div className="table-toolbar">
          <h2 id={`${props.regionId}-title`}>{props.title}</h2>
          {props.help && (
            <a className="icon-button help-link" href={url(`/help/${props.help}`)} title={t('help.help')}>
              <Icon name="help_outline" label={t('help.help')} />
            </a>
          )}
          <button type="submit" className="button">
            {t('action.search')}
          </button>
        </div>
        <TableRegion {...props} />
      </form>
    </section>
  );
}
