// The list table's templates against React's own rendering of the same parts, byte for byte: the
// reference components below are the markup as React wrote it before the templates (rows, cells, header, paging).
import t from 'tap';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { urlBuilder } from '../../server/base-path.ts';
import { viewContext } from '../helpers/widget-render.tsx';
import { ViewContextProvider, useView, type ViewContext } from '../../views/view-context.tsx';
import { latin1Text } from '../../views/markup-cache.tsx';
import { checkboxContent } from '../../views/checkbox-cell.tsx';
import { iconContent } from '../../views/icon.tsx';
import { CopyButton } from '../../views/copy-button.tsx';
import { DateTime } from '../../views/date-time.tsx';
import { humanFileSize } from '../../views/file-size.ts';
import { rowLink, ROW_LINKS } from '../../views/entity/action-button.tsx';
import { rowActionsContent } from '../../views/entity/row-actions.tsx';
import { EntityTableRegion, rowMarkup, TABLE_REGION } from '../../views/entity/table-region.tsx';
import { boostedLinks, ColumnHeader, swapLink, type StateLinks } from '../../views/table/entity-table.tsx';
import { readPath } from '../../server/domain/json-path.ts';
import { listPage, pageHref, withState } from '../../server/domain/entity-address.ts';
import { PAGE_SIZE_OPTIONS, type TableState } from '../../server/domain/table-state.ts';
import type { ColumnSpec } from '../../server/domain/table-columns.ts';
import type { ListView, RowView } from '../../server/domain/entity-view.ts';
import { ENTITIES, listOf, rowOf } from '../helpers/list-samples.ts';

function viewOf(lang: string, basePath = ''): ViewContext {
  return { ...viewContext(lang), url: urlBuilder(basePath), path: '/devices', user: null, asset: (name) => `${basePath}/static/build/${name}` };
}

const react = (view: ViewContext, element: ReactElement) => renderToStaticMarkup(<ViewContextProvider value={view}>{element}</ViewContextProvider>);

// ---- the reference: rows and cells as React elements ----

function ReferenceCell({ column, row }: { column: ColumnSpec; row: RowView }) {
  const view = useView();
  const { t, format } = view;
  let value = readPath(row.entity, column.value ?? column.key);
  if ((value === undefined || value === null) && column.fallback) value = readPath(row.entity, column.fallback);
  if (column.cell === 'check') return <td dangerouslySetInnerHTML={checkboxContent(view, value === true)} />;
  if (column.cell === 'details') {
    const name = typeof value === 'string' ? value : '';
    return <td>{row.link ? <a {...rowLink(row.link, 'none')}>{name}</a> : <a {...rowLink(row.detailsHref, 'panel')}>{name}</a>}</td>;
  }
  let content: ReactNode;
  if (column.cell === 'date') content = typeof value === 'number' ? <DateTime ms={value} /> : null;
  else if (column.cell === 'copy') {
    content = typeof value === 'string' && value !== '' ? (
      <span className="copy-cell">
        <span title={value}>{value.length > 20 ? `${value.slice(0, 20)}…` : value}</span>
        <CopyButton text={value} label={t(column.copyLabel ?? 'common.copied')} copiedLabel={t('common.copied')} className="icon-only" />
      </span>
    ) : null;
  } else if (column.cell === 'bytes') content = typeof value === 'number' ? humanFileSize(format, value) : null;
  else if (column.labels && typeof value === 'string' && Object.hasOwn(column.labels, value)) content = t(column.labels[value]);
  else content = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return <td>{content}</td>;
}

function ReferenceRow({ list, row }: { list: ListView; row: RowView }) {
  const view = useView();
  const current = list.address.details === row.id;
  return (
    <tr className={current ? 'current' : undefined} aria-current={current ? 'true' : undefined}>
      {list.groupActions.length > 0 &&
        (row.selectable ? (
          <td className="select-cell">
            <input type="checkbox" name="ids" value={row.id} defaultChecked={row.selected} aria-label={view.t('entity.select-row', { name: row.name })} />
          </td>
        ) : (
          <td className="select-cell" />
        ))}
      {list.columns.map((c) => (
        <ReferenceCell key={c.key} column={c} row={row} />
      ))}
      {row.actions.length > 0 && <td className="actions-cell" dangerouslySetInnerHTML={rowActionsContent(view, row.actions, row.actionsMenuHref, list.rowActionsLabel)} />}
    </tr>
  );
}

function ReferencePageLink({ label, icon, href, disabled }: { label: string; icon: string; href: string; disabled: boolean }) {
  const content = iconContent(useView(), icon, label);
  if (disabled) return <span className="icon-button disabled" aria-disabled="true" title={label} dangerouslySetInnerHTML={content} />;
  return <a className="icon-button" title={label} {...swapLink(href, TABLE_REGION, true)} dangerouslySetInnerHTML={content} />;
}

function ReferencePaginator({ state, total, hasNext, totalPages, links }: { state: TableState; total: number; hasNext: boolean; totalPages: number; links: StateLinks }) {
  const { t, format } = useView();
  const lastPage = Math.max(0, totalPages - 1);
  const first = total === 0 ? 0 : state.page * state.pageSize + 1;
  const last = Math.min(total, (state.page + 1) * state.pageSize);
  const pageLink = (label: string, icon: string, target: number, disabled: boolean) => <ReferencePageLink label={label} icon={icon} href={links.href({ ...state, page: target })} disabled={disabled} />;
  return (
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
      <span className="range" dangerouslySetInnerHTML={latin1Text(t('table.range-label', { first: format.number(first), last: format.number(last), total: format.number(total) }))} />
      {pageLink(t('table.first-page'), 'first_page', 0, state.page === 0)}
      {pageLink(t('table.previous-page'), 'chevron_left', state.page - 1, state.page === 0)}
      {pageLink(t('table.next-page'), 'chevron_right', state.page + 1, !hasNext)}
      {pageLink(t('table.last-page'), 'last_page', lastPage, state.page >= lastPage)}
    </div>
  );
}

function ReferenceRegion({ list }: { list: ListView }) {
  const view = useView();
  const { state } = list.address;
  const links: StateLinks = { href: (s) => pageHref(view.url, listPage(withState(list.address, s))), regionId: TABLE_REGION, boosted: true };
  const selectable = list.groupActions.length > 0;
  const withActions = list.rows.some((r) => r.actions.length > 0);
  const [before, after = ''] = list.selectedText.split('#');
  return (
    <div id={TABLE_REGION} className="table-region" aria-live="polite" {...boostedLinks(`#${TABLE_REGION}`)}>
      <input type="hidden" name="property" value={state.property} />
      <input type="hidden" name="direction" value={state.direction} />
      {list.address.details && <input type="hidden" name="details" value={list.address.details} />}
      <div className="table-scroll">
        <table className="entity-table">
          <thead>
            <tr>
              {selectable && (
                <th scope="col" className="select-cell">
                  <input type="checkbox" className="select-all js-only" aria-label={view.t('entity.select-all')} />
                </th>
              )}
              {list.columns.map((c) => (
                <ColumnHeader key={c.key} column={c} state={state} links={links} />
              ))}
              {withActions && (
                <th scope="col" className="actions-cell">
                  <span className="visually-hidden">{list.rowActionsLabel}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody {...ROW_LINKS}>
            {list.rows.length === 0 ? (
              <tr>
                <td colSpan={list.columns.length + (selectable ? 1 : 0) + (withActions ? 1 : 0)} className="empty">
                  {list.emptyText}
                </td>
              </tr>
            ) : (
              list.rows.map((row) => <ReferenceRow key={row.id} list={list} row={row} />)
            )}
          </tbody>
        </table>
      </div>
      {selectable && (
        <div className="group-actions" role="group" aria-label={view.t('entity.group-actions')}>
          <span className="selected-text">
            {before}
            <span className="selected-count" />
            {after}
          </span>
          {list.groupActions.map((a) => (
            <button key={a.dialog} type="submit" className="icon-button" name="dialog" value={a.dialog} title={a.label} aria-label={a.label} dangerouslySetInnerHTML={iconContent(view, a.icon)} />
          ))}
        </div>
      )}
      <ReferencePaginator state={state} total={list.page.totalElements} hasNext={list.page.hasNext} totalPages={list.page.totalPages} links={links} />
    </div>
  );
}

t.test('rows: the markup React renders for every kind of cell, state of row and value', async (t) => {
  for (const [lang, base] of [['en_US', ''], ['de_DE', '/console'], ['fa_IR', '']]) {
    const view = viewOf(lang, base);
    const rows = ENTITIES.map((e, i) => rowOf(e, i));
    rows.push(rowOf(ENTITIES[0], 3, { link: '/dashboards/1?x="y"' }));
    const list = listOf(rows);
    for (const row of rows) t.equal(rowMarkup(view, list, row), react(view, <ReferenceRow list={list} row={row} />), `${lang} ${row.id}`);
    const noGroup = listOf(rows, {}, { groupActions: [] });
    t.equal(rowMarkup(view, noGroup, rows[0]), react(view, <ReferenceRow list={noGroup} row={rows[0]} />), `${lang}: no selection column`);
    const bare = rowOf(ENTITIES[1], 4, { actions: [] });
    t.equal(rowMarkup(view, list, bare), react(view, <ReferenceRow list={list} row={bare} />), `${lang}: no actions`);
  }
});

t.test('the table region: header with its sort links, rows, group actions and paging in every state', async (t) => {
  const view = viewOf('en_US', '/console');
  const rows = ENTITIES.map((e, i) => rowOf(e, i));
  const states: [Partial<TableState>, Partial<ListView>][] = [
    [{}, {}],
    [{ page: 2, pageSize: 20, property: 'name', direction: 'ASC', textSearch: 'a&b' }, {}],
    [{ page: 4, pageSize: 7, property: 'strategy' }, { page: { data: rows, totalElements: 42, totalPages: 5, hasNext: false } }],
    [{}, { page: { data: [], totalElements: 0, totalPages: 0, hasNext: false }, rows: [] }],
    [{ page: 1 }, { groupActions: [], page: { data: rows, totalElements: 13, totalPages: 2, hasNext: false } }],
  ];
  for (const [state, more] of states) {
    const list = listOf(more.rows ?? rows, state, more);
    t.equal(react(view, <EntityTableRegion list={list} />), react(view, <ReferenceRegion list={list} />), JSON.stringify(state));
  }
  const de = viewOf('de_DE');
  const list = listOf(rows, { page: 1 });
  t.equal(react(de, <EntityTableRegion list={list} />), react(de, <ReferenceRegion list={list} />), 'German: numbers and labels of its own');
});
