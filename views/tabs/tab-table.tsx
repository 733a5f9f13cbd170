import type { ReactNode } from 'react';
import { ColumnHeader, Paginator, type StateLinks } from '../table/entity-table.tsx';
import { PAGE_REGION } from '../entity/list-page.tsx';
import type { ColumnSpec } from '../../server/domain/table-columns.ts';
import type { TableState } from '../../server/domain/table-state.ts';

export interface TabColumn<T> extends ColumnSpec {
  render(row: T): ReactNode;
}

export interface TabTableProps<T> {
  columns: TabColumn<T>[];
  rows: T[];
  rowKey(row: T): string;
  state: TableState;
  total: number;
  hasNext: boolean;
  totalPages: number;
  stateHref(state: TableState): string;
  emptyText: string;
  /** The actions column: its title and each row's buttons. */
  actions?: { title: string; render(row: T): ReactNode };
}

/** A details tab's paged, sorted table (alarms, events, audit logs): its links swap the page region. */
export function TabTable<T>({ columns, rows, rowKey, state, total, hasNext, totalPages, stateHref, emptyText, actions }: TabTableProps<T>) {
  const links: StateLinks = { href: stateHref, regionId: PAGE_REGION };
  const span = columns.length + (actions ? 1 : 0);
  return (
    <>
      <div className="table-scroll">
        <table className="entity-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <ColumnHeader key={c.key} column={c} state={state} links={links} />
              ))}
              {actions && <th scope="col">{actions.title}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={span} className="empty">
                  {emptyText}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.key}>{c.render(row)}</td>
                ))}
                {actions && <td className="row-actions">{actions.render(row)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Paginator state={state} total={total} hasNext={hasNext} totalPages={totalPages} links={links} />
    </>
  );
}
