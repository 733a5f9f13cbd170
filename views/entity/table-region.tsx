import { iconContent } from '../icon.tsx';
import { useView, type ViewContext } from '../view-context.tsx';
import { markupTemplates } from '../markup-cache.tsx';
import { ColumnHeader, Paginator, type StateLinks } from '../table/entity-table.tsx';
import { listPage, pageHref, withState } from '../../server/domain/entity-address.ts';
import type { ListView, RowView } from '../../server/domain/entity-view.ts';
import { Cell } from './cell.tsx';
import { rowActionsContent } from './row-actions.tsx';
import { ROW_LINKS } from './action-button.tsx';

export const TABLE_REGION = 'entity-table';

/**
 * The selected count (upstream's "N assets selected"): the text around `#`, the number drawn by a CSS counter of the
 * checked rows, so it is right with and without JavaScript.
 */
function SelectedText({ text }: { text: string }) {
  const [before, after = ''] = text.split('#');
  return (
    <span className="selected-text">
      {before}
      <span className="selected-count" />
      {after}
    </span>
  );
}

/**
 * The group actions (console-map §0): submit buttons of the list's form, which send the checked rows' ids with the
 * dialog's name; shown (by CSS) once a row is checked.
 */
function GroupActions({ list }: { list: ListView }) {
  const view = useView();
  const { t } = view;
  return (
    <div className="group-actions" role="group" aria-label={t('entity.group-actions')}>
      <SelectedText text={list.selectedText} />
      {list.groupActions.map((a) => (
        <button key={a.dialog} type="submit" className="icon-button" name="dialog" value={a.dialog} title={a.label} aria-label={a.label} dangerouslySetInnerHTML={iconContent(view, a.icon)} />
      ))}
    </div>
  );
}

const templates = markupTemplates();

/** A row's selection check box, rendered once per language and state, the row's id and name put in. */
function selectBox(view: ViewContext, row: RowView): string {
  const element = (id: string, label: string) => <input type="checkbox" name="ids" value={id} defaultChecked={row.selected} aria-label={label} />;
  return templates(view, [row.selected ? 'selected' : 'not selected'], element, row.id, view.t('entity.select-row', { name: row.name }));
}

function Row({ list, row }: { list: ListView; row: RowView }) {
  const view = useView();
  const current = list.address.details === row.id;
  return (
    <tr className={current ? 'current' : undefined} aria-current={current ? 'true' : undefined}>
      {/* A row that cannot be chosen (a default profile) keeps its cell, empty, so that the columns stay aligned. */}
      {list.groupActions.length > 0 && (row.selectable ? <td className="select-cell" dangerouslySetInnerHTML={{ __html: selectBox(view, row) }} /> : <td className="select-cell" />)}
      {list.columns.map((c) => (
        <Cell key={c.key} column={c} row={row} />
      ))}
      {row.actions.length > 0 && (
        <td className="actions-cell" dangerouslySetInnerHTML={rowActionsContent(view, row.actions, row.actionsMenuHref, list.rowActionsLabel)} />
      )}
    </tr>
  );
}

/** The part of a list page that paging, sorting, searching and filtering replace. */
export function EntityTableRegion({ list }: { list: ListView }) {
  const { t, url } = useView();
  const { state } = list.address;
  const links: StateLinks = { href: (s) => pageHref(url, listPage(withState(list.address, s))), regionId: TABLE_REGION };
  const selectable = list.groupActions.length > 0;
  const withActions = list.rows.some((r) => r.actions.length > 0);
  const span = list.columns.length + (selectable ? 1 : 0) + (withActions ? 1 : 0);
  return (
    <div id={TABLE_REGION} className="table-region" aria-live="polite">
      <input type="hidden" name="property" value={state.property} />
      <input type="hidden" name="direction" value={state.direction} />
      {list.address.details && <input type="hidden" name="details" value={list.address.details} />}
      <div className="table-scroll">
        <table className="entity-table">
          <thead>
            <tr>
              {selectable && (
                <th scope="col" className="select-cell">
                  <input type="checkbox" className="select-all js-only" aria-label={t('entity.select-all')} />
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
                <td colSpan={span} className="empty">
                  {list.emptyText}
                </td>
              </tr>
            ) : (
              list.rows.map((row) => <Row key={row.id} list={list} row={row} />)
            )}
          </tbody>
        </table>
      </div>
      {selectable && <GroupActions list={list} />}
      <Paginator state={state} total={list.page.totalElements} hasNext={list.page.hasNext} totalPages={list.page.totalPages} links={links} />
    </div>
  );
}
