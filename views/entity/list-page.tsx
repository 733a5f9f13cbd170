import { Shell } from '../shell/shell.tsx';
import { TOOLBAR_SEARCH_ID } from '../shell/toolbar-search.tsx';
import { useScript } from '../page-scripts.tsx';
import { useView } from '../view-context.tsx';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import type { DetailsView, DialogView, ListView } from '../../server/domain/entity-view.ts';
import { DetailsPanel } from './details-panel.tsx';
import { DialogSlot } from './dialog-slot.tsx';
import { EntityTableRegion, TABLE_REGION } from './table-region.tsx';
import { TableToolbar } from './table-toolbar.tsx';

export const TABLE_FORM = 'entity-table-form';
export const PAGE_REGION = 'entity-page';

interface ListParts {
  list: ListView;
  panel?: DetailsView;
  dialog?: DialogView;
}

/**
 * The list page's region: the table inside its GET form (search, filters, page size, sort and selection travel in it,
 * so it works with plain submits when JavaScript is off; htmx swaps the table on its changes), the details panel beside
 * it, and the dialog slot. A dialog's form swaps the whole region when it is done.
 */
export function EntityListRegion({ list, panel, dialog }: ListParts) {
  const { url } = useView();
  useScript('htmx');
  const action = url(list.address.path);
  const titleId = 'entity-table-title';
  return (
    <div id={PAGE_REGION} className={panel ? 'entity-page with-panel' : 'entity-page'}>
      <section className="entity-table-page" aria-labelledby={titleId}>
        <form
          id={TABLE_FORM}
          method="get"
          action={action}
          hx-get={action}
          hx-trigger={`change target:select, input from:#${TOOLBAR_SEARCH_ID} delay:150ms, submit`}
          hx-target={`#${TABLE_REGION}`}
          hx-swap="outerHTML"
          hx-push-url="true"
          hx-indicator="#progress"
        >
          <TableToolbar list={list} titleId={titleId} />
          <EntityTableRegion list={list} />
        </form>
      </section>
      <DetailsPanel details={panel} />
      <DialogSlot dialog={dialog} />
    </div>
  );
}

export function EntityListPage({ title, crumbs, ...parts }: ListParts & { title: string; crumbs: Crumb[] }) {
  const { list } = parts;
  return (
    <Shell title={title} crumbs={crumbs} search={{ form: TABLE_FORM, label: list.searchLabel, value: list.address.state.textSearch }}>
      <EntityListRegion {...parts} />
    </Shell>
  );
}
