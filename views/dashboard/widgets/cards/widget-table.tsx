import type { ReactNode } from 'react';
import type { TablePage } from '../../../../server/domain/dashboard/dashboard-view.ts';
import { TablePager } from './table-pager.tsx';

/** The frame of a table widget: the table scrolling sideways within its tile, and its page links under it. */
export function WidgetTable({ widgetId, page, title, children }: { widgetId: string; page: TablePage | null; title?: ReactNode; children: ReactNode }) {
  return (
    <div className="widget-table">
      {title}
      <div className="table-scroll">
        <table className="entity-table">{children}</table>
      </div>
      <TablePager widgetId={widgetId} page={page} />
    </div>
  );
}
