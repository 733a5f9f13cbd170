import { iconContent } from '../icon.tsx';
import { useView, type ViewContext } from '../view-context.tsx';
import { markupTemplates } from '../markup-cache.tsx';
import { writesMarkup } from '../markup-writer.ts';
import { boostedLinks, ColumnHeader, PaginatorFrame, paginatorMarkup, type StateLinks } from '../table/entity-table.tsx';
import { listPage, pageHref, withState } from '../../server/domain/entity-address.ts';
import type { ListView, RowView } from '../../server/domain/entity-view.ts';
import { sortedBy, type TableState } from '../../server/domain/table-state.ts';
import type { ColumnSpec } from '../../server/domain/table-columns.ts';
import { cellMarkup } from './cell.tsx';
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
  return (
    <>
      <SelectedText text={list.selectedText} />
      {list.groupActions.map((a) => (
        <button key={a.dialog} type="submit" className="icon-button" name="dialog" value={a.dialog} title={a.label} aria-label={a.label} dangerouslySetInnerHTML={iconContent(view, a.icon)} />
      ))}
    </>
  );
}

// The table around its values (headers, rows, cells, paging) rendered by React once per language and shape, each
// page's values put in: a list page would otherwise be hundreds of React elements, most of them the same every time.
const templates = markupTemplates();

/**
 * A row's selection check box, rendered once per language and state, the row's id and name put in: the name too, so
 * that the label is not an interpolation per row.
 */
function selectCell(view: ViewContext, row: RowView): string {
  return templates(view, row.selected ? SELECTED : NOT_SELECTED, row.selected ? selectedCell : notSelectedCell, row.id, row.name);
}
const SELECTED = ['selected'], NOT_SELECTED = ['not selected'];
function SelectCell({ id, name, selected }: { id: string; name: string; selected: boolean }) {
  const { t } = useView();
  return (
    <td className="select-cell">
      <input type="checkbox" name="ids" value={id} defaultChecked={selected} aria-label={t('entity.select-row', { name })} />
    </td>
  );
}
const selectCellOf = (selected: boolean) => (id: string, name: string) => <SelectCell id={id} name={name} selected={selected} />;
const selectedCell = selectCellOf(true), notSelectedCell = selectCellOf(false);

// Keys and elements made once, not per row.
const NOT_SELECTABLE = ['not selectable'], ACTIONS = ['actions'], ROW = ['row'], CURRENT_ROW = ['current row'];
const notSelectableCell = () => <td className="select-cell" />;
const actionsCell = (content: string) => <td className="actions-cell">{content}</td>;
const plainRow = (content: string) => <tr>{content}</tr>;
const currentRow = (content: string) => (
  <tr className="current" aria-current="true">
    {content}
  </tr>
);

/** A row of the table: its cells' markup in the row element. */
export function rowMarkup(view: ViewContext, list: ListView, row: RowView): string {
  let cells = '';
  // A row that cannot be chosen (a default profile) keeps its cell, empty, so that the columns stay aligned.
  if (list.groupActions.length > 0) cells += row.selectable ? selectCell(view, row) : templates(view, NOT_SELECTABLE, notSelectableCell);
  const { columns } = list;
  for (let i = 0; i < columns.length; i++) cells += cellMarkup(view, columns[i], row);
  if (row.actions.length > 0) cells += templates(view, ACTIONS, actionsCell, rowActionsContent(view, row.actions, row.actionsMenuHref, list.rowActionsLabel));
  const current = list.address.details === row.id;
  return templates(view, current ? CURRENT_ROW : ROW, current ? currentRow : plainRow, { __html: cells });
}

const columnSets = new WeakMap<readonly ColumnSpec[], string>();
let columnSetCount = 0;
/** A table's columns (the same array for every page of a table) by a short name, for the header's template key. */
function columnsKey(columns: readonly ColumnSpec[]): string {
  let key = columnSets.get(columns);
  if (key === undefined) columnSets.set(columns, (key = `columns ${++columnSetCount}`));
  return key;
}

/** The header row: its sort links' addresses put in (each sortable column's, in order). */
function headMarkup(view: ViewContext, list: ListView, links: StateLinks, selectable: boolean, withActions: boolean): string {
  const { state } = list.address;
  const sortable = list.columns.filter((c) => c.sortable);
  const element = (...hrefs: string[]) => {
    const slotOf = new Map(sortable.map((c, i) => [c.key, hrefs[i]]));
    const slotLinks: StateLinks = { href: (s: TableState) => slotOf.get(s.property)!, regionId: links.regionId, boosted: links.boosted };
    return (
      <tr>
        {selectable && (
          <th scope="col" className="select-cell">
            <input type="checkbox" className="select-all js-only" aria-label={view.t('entity.select-all')} />
          </th>
        )}
        {list.columns.map((c) => (
          <ColumnHeader key={c.key} column={c} state={state} links={slotLinks} />
        ))}
        {withActions && (
          <th scope="col" className="actions-cell">
            <span className="visually-hidden">{list.rowActionsLabel}</span>
          </th>
        )}
      </tr>
    );
  };
  const keys = [columnsKey(list.columns), `${selectable}|${withActions}|${state.property}|${state.direction}`, list.rowActionsLabel];
  return templates(view, keys, element, ...sortable.map((c) => links.href(sortedBy(state, c.key))));
}

function groupActionsMarkup(view: ViewContext, list: ListView): string {
  const key = list.groupActions.map((a) => `${a.dialog}|${a.label}|${a.icon}`).join('|');
  return templates(view, ['group actions', list.selectedText, key], () => <GroupActions list={list} />);
}

interface RegionShapeProps {
  property: string;
  direction: string;
  details?: string;
  /** The header row's markup. */
  head: string;
  /** The rows' markup, or the text of an empty list (spanning `span` columns). */
  rows: string | { empty: string; span: number };
  /** The group actions' markup, for a list whose rows can be chosen. */
  groupActions?: string;
  groupLabel: string;
  paginator: string;
}

/** The table region's elements around its parts' markup. */
function RegionShape({ property, direction, details, head, rows, groupActions, groupLabel, paginator }: RegionShapeProps) {
  return (
    <div id={TABLE_REGION} className="table-region" aria-live="polite" {...boostedLinks(`#${TABLE_REGION}`)}>
      <input type="hidden" name="property" value={property} />
      <input type="hidden" name="direction" value={direction} />
      {details && <input type="hidden" name="details" value={details} />}
      <div className="table-scroll">
        <table className="entity-table">
          <thead dangerouslySetInnerHTML={{ __html: head }} />
          {typeof rows === 'string' ? (
            <tbody {...ROW_LINKS} dangerouslySetInnerHTML={{ __html: rows }} />
          ) : (
            <tbody {...ROW_LINKS}>
              <tr>
                <td colSpan={rows.span} className="empty">
                  {rows.empty}
                </td>
              </tr>
            </tbody>
          )}
        </table>
      </div>
      {groupActions !== undefined && <div className="group-actions" role="group" aria-label={groupLabel} dangerouslySetInnerHTML={{ __html: groupActions }} />}
      <PaginatorFrame html={paginator} />
    </div>
  );
}

/** The region's parts for `list`: its values and the markup of its header, rows, group actions and paginator. */
function regionParts(view: ViewContext, list: ListView): RegionShapeProps {
  const { state } = list.address;
  const links: StateLinks = { href: (s) => pageHref(view.url, listPage(withState(list.address, s))), regionId: TABLE_REGION, boosted: true };
  const selectable = list.groupActions.length > 0;
  const withActions = list.rows.some((r) => r.actions.length > 0);
  let rows = '';
  for (const row of list.rows) rows += rowMarkup(view, list, row);
  const span = list.columns.length + (selectable ? 1 : 0) + (withActions ? 1 : 0);
  return {
    property: state.property,
    direction: state.direction,
    details: list.address.details,
    head: headMarkup(view, list, links, selectable, withActions),
    rows: list.rows.length === 0 ? { empty: list.emptyText, span } : rows,
    groupActions: selectable ? groupActionsMarkup(view, list) : undefined,
    groupLabel: view.t('entity.group-actions'),
    paginator: paginatorMarkup(view, { state, total: list.page.totalElements, hasNext: list.page.hasNext, totalPages: list.page.totalPages, links }),
  };
}

/** The part of a list page that paging, sorting, searching and filtering replace. */
export function EntityTableRegion({ list }: { list: ListView }) {
  return <RegionShape {...regionParts(useView(), list)} />;
}

/** `EntityTableRegion` without React: its shape once per language and kind (details, empty, group actions), its parts put in. */
export function tableRegionMarkup(view: ViewContext, list: ListView): string {
  const parts = regionParts(view, list);
  const { details, rows, groupActions } = parts;
  const element = (property: string, direction: string, head: string, content: string, group: string, paginator: string, detailsSlot: string) => (
    <RegionShape
      {...parts}
      property={property}
      direction={direction}
      details={details && detailsSlot}
      head={head}
      rows={typeof rows === 'string' ? content : { empty: content, span: rows.span }}
      groupActions={groupActions === undefined ? undefined : group}
      paginator={paginator}
    />
  );
  const shape = `${details ? 'details' : ''}|${typeof rows === 'string' ? 'rows' : rows.span}|${groupActions === undefined ? '' : 'group'}`;
  const values = [parts.property, parts.direction, { __html: parts.head }, typeof rows === 'string' ? { __html: rows } : rows.empty, { __html: groupActions ?? '' }, { __html: parts.paginator }];
  return templates(view, [shape], element, ...values, details ?? '');
}

writesMarkup(EntityTableRegion, (view, { list }) => tableRegionMarkup(view, list));
