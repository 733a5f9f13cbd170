import type { ReactNode } from 'react';
import { Icon } from '../icon.tsx';
import { TOOLBAR_SEARCH_ID } from '../shell/toolbar-search.tsx';
import { useView } from '../view-context.tsx';
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

/** Attributes that make a plain link swap only the table region when htmx is present. */
function swapLink(href: string, regionId: string) {
  return { href, 'hx-get': href, 'hx-target': `#${regionId}`, 'hx-swap': 'outerHTML', 'hx-push-url': 'true', 'hx-indicator': '#progress' };
}

/** The part of a table page that paging, sorting and searching replace. */
export function TableRegion<T>({ regionId, path, columns, state, page, rowKey, emptyText }: TableProps<T>) {
  const { t, url, format } = useView();
  const lastPage = Math.max(0, page.totalPages - 1);
  const first = page.totalElements === 0 ? 0 : state.page * state.pageSize + 1;
  const last = Math.min(page.totalElements, (state.page + 1) * state.pageSize);
  return (
    <div id={regionId} className="table-region" aria-live="polite">
      <input type="hidden" name="property" value={state.property} />
      <input type="hidden" name="direction" value={state.direction} />
      <div className="table-scroll">
        <table className="entity-table">
          <thead>
            <tr>
              {columns.map((c) => {
                const sorted = state.property === c.key;
                const ariaSort = sorted ? (state.direction === 'ASC' ? 'ascending' : 'descending') : undefined;
                return (
                  <th key={c.key} scope="col" className={widthClass(c.width)} aria-sort={ariaSort}>
                    {c.sortable ? (
                      <a className={sorted ? 'sort sorted' : 'sort'} {...swapLink(tableHref(url, path, sortedBy(state, c.key)), regionId)}>
                        {t(c.title)}
                        {sorted && <Icon name={state.direction === 'ASC' ? 'arrow_upward' : 'arrow_downward'} />}
                      </a>
                    ) : (
                      t(c.title)
                    )}
                  </th>
                );
              })}
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
      <div className="paginator">
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
        <span className="range">{t('table.range-label', { first: format.number(first), last: format.number(last), total: format.number(page.totalElements) })}</span>
        <PageLink label={t('table.first-page')} icon="first_page" target={0} disabled={state.page === 0} {...{ state, path, regionId }} />
        <PageLink label={t('table.previous-page')} icon="chevron_left" target={state.page - 1} disabled={state.page === 0} {...{ state, path, regionId }} />
        <PageLink label={t('table.next-page')} icon="chevron_right" target={state.page + 1} disabled={!page.hasNext} {...{ state, path, regionId }} />
        <PageLink label={t('table.last-page')} icon="last_page" target={lastPage} disabled={state.page >= lastPage} {...{ state, path, regionId }} />
      </div>
    </div>
  );
}

function PageLink(props: { label: string; icon: string; target: number; disabled: boolean; state: TableState; path: string; regionId: string }) {
  const { url } = useView();
  if (props.disabled)
    return (
      <span className="icon-button disabled" aria-disabled="true" title={props.label}>
        <Icon name={props.icon} label={props.label} />
      </span>
    );
  return (
    <a className="icon-button" title={props.label} {...swapLink(tableHref(url, props.path, { ...props.state, page: props.target }), props.regionId)}>
      <Icon name={props.icon} label={props.label} />
    </a>
  );
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
