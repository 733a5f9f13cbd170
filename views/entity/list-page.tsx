import type { ReactNode } from 'react';
import { Shell, shellMarkup } from '../shell/shell.tsx';
import { TOOLBAR_SEARCH_ID } from '../shell/toolbar-search.tsx';
import { useScript } from '../page-scripts.tsx';
import { useView, type ViewContext } from '../view-context.tsx';
import { markupCache, markupTemplates, renderIn } from '../markup-cache.tsx';
import { writesMarkup } from '../markup-writer.ts';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import type { DetailsView, DialogView, ListView } from '../../server/domain/entity-view.ts';
import { DetailsPanel } from './details-panel.tsx';
import { DialogSlot } from './dialog-slot.tsx';
import { EntityTableRegion, TABLE_REGION, tableRegionMarkup } from './table-region.tsx';
import { TableToolbar, tableToolbarMarkup } from './table-toolbar.tsx';

export const TABLE_FORM = 'entity-table-form';
export const PAGE_REGION = 'entity-page';
const TITLE_ID = 'entity-table-title';

interface ListParts {
  list: ListView;
  panel?: DetailsView;
  dialog?: DialogView;
}

interface RegionShapeProps {
  withPanel: boolean;
  /** The list's address, where its form goes. */
  action: string;
  /** The form's content: the toolbar and the table region. */
  form: ReactNode;
  /** The details panel and the dialog slot. */
  beside: ReactNode;
}

function RegionShape({ withPanel, action, form, beside }: RegionShapeProps) {
  return (
    <div id={PAGE_REGION} className={withPanel ? 'entity-page with-panel' : 'entity-page'}>
      <section className="entity-table-page" aria-labelledby={TITLE_ID}>
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
          {form}
        </form>
      </section>
      {beside}
    </div>
  );
}

/**
 * The list page's region: the table inside its GET form (search, filters, page size, sort and selection travel in it,
 * so it works with plain submits when JavaScript is off; htmx swaps the table on its changes), the details panel beside
 * it, and the dialog slot. A dialog's form swaps the whole region when it is done.
 */
export function EntityListRegion({ list, panel, dialog }: ListParts) {
  const { url } = useView();
  useScript('htmx');
  const form = (
    <>
      <TableToolbar list={list} titleId={TITLE_ID} />
      <EntityTableRegion list={list} />
    </>
  );
  const beside = (
    <>
      <DetailsPanel details={panel} />
      <DialogSlot dialog={dialog} />
    </>
  );
  return <RegionShape withPanel={panel !== undefined} action={url(list.address.path)} form={form} beside={beside} />;
}

// The list's region around its toolbar and table: rendered by React once per language, the list's address put in.
const templates = markupTemplates();
// The closed panel and the empty dialog slot of a list without them.
const closed = markupCache();

/** `EntityListRegion` without React (an open panel or dialog is still rendered by React). */
export function listRegionMarkup(view: ViewContext, { list, panel, dialog }: ListParts): string {
  view.scripts.add('htmx');
  const form = tableToolbarMarkup(view, list, TITLE_ID) + tableRegionMarkup(view, list);
  const panelMarkup = panel ? renderIn(view, <DetailsPanel details={panel} />) : closed(view, 'panel', () => <DetailsPanel />);
  const dialogMarkup = dialog ? renderIn(view, <DialogSlot dialog={dialog} />) : closed(view, 'dialog', () => <DialogSlot />);
  const element = (action: string, formSlot: string, beside: string) => <RegionShape withPanel={panel !== undefined} action={action} form={formSlot} beside={beside} />;
  return templates(view, [panel ? 'with panel' : 'list'], element, view.url(list.address.path), { __html: form }, { __html: panelMarkup + dialogMarkup });
}

export function EntityListPage({ title, crumbs, ...parts }: ListParts & { title: string; crumbs: Crumb[] }) {
  const { list } = parts;
  return (
    <Shell title={title} crumbs={crumbs} search={listSearch(list)}>
      <EntityListRegion {...parts} />
    </Shell>
  );
}

const listSearch = (list: ListView) => ({ form: TABLE_FORM, label: list.searchLabel, value: list.address.state.textSearch });

writesMarkup(EntityListRegion, listRegionMarkup);
writesMarkup(EntityListPage, (view, { title, crumbs, ...parts }) => shellMarkup(view, { title, crumbs, search: listSearch(parts.list) }, listRegionMarkup(view, parts)));
