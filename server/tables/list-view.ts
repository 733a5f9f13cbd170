import type { FastifyRequest } from 'fastify';
import { listPage, pageHref, withDetails, type ListAddress, type PageAddress } from '../domain/entity-address.ts';
import { isReadOnlyScope } from '../domain/entity-scope.ts';
import type { ActionView, FilterView, ListView, RowView } from '../domain/entity-view.ts';
import { pageLink } from '../domain/table-state.ts';
import { searchField } from './form-view.ts';
import { pickerView } from './pickers.ts';
import type { EntityTable, ListScope, PlatformEntity, RowAction, TableAction } from './entity-table.ts';

/** A table action's button: it opens its dialog over `page` (for `ids`). */
export function actionView(request: FastifyRequest, page: PageAddress, action: TableAction, ids: string[] = [], enabled = true): ActionView {
  const { t, url } = request.view();
  return { label: t(action.label), icon: action.icon, href: pageHref(url, page, { dialog: action.dialog, ids }), dialog: action.dialog, enabled, target: 'dialog' };
}

/** A row action's button: its dialog, or the plain link it is (a download). */
export function rowActionView<E extends PlatformEntity>(request: FastifyRequest, page: PageAddress, place: ListScope, action: RowAction<E>, entity: E): ActionView {
  const view = actionView(request, page, action, [entity.id.id], action.enabled(entity));
  return action.link ? { ...view, href: request.view().url(action.link(place.listPath, entity.id.id)), dialog: undefined, target: 'none' } : view;
}

function rowActions<E extends PlatformEntity>(request: FastifyRequest, address: ListAddress, place: ListScope, actions: readonly RowAction<E>[], entity: E): ActionView[] {
  const page = listPage(address);
  return actions.map((action) => rowActionView(request, page, place, action, entity));
}

async function filterViews<E extends PlatformEntity>(request: FastifyRequest, table: EntityTable<E>, address: ListAddress, query: Record<string, unknown>): Promise<FilterView[]> {
  const { t } = request.view();
  return Promise.all(
    table.filters.map((filter) => {
      const search = query[searchField(filter.name)];
      const value = address.filters[filter.name];
      return pickerView(request, {
        kind: filter.picker,
        name: filter.name,
        label: t(filter.label),
        selected: value ? [value] : [],
        search: typeof search === 'string' ? search : '',
        required: false,
        emptyLabel: t(filter.emptyLabel),
      });
    }),
  );
}

/** The list page's table, toolbar and actions for `address`: one platform call for the page, one per filter's choices. */
export async function listView<E extends PlatformEntity>(
  request: FastifyRequest,
  table: EntityTable<E>,
  place: ListScope,
  address: ListAddress,
  query: Record<string, unknown>,
): Promise<ListView> {
  const { t, url } = request.view();
  const [page, filters] = await Promise.all([
    table.list(request, place, pageLink(address.state), address.filters),
    filterViews(request, table, address, query),
  ]);
  const selectable = table.groupActions.length > 0;
  const rows: RowView[] = page.data.map((entity) => ({
    id: entity.id.id,
    name: table.kind.name(entity),
    entity,
    detailsHref: pageHref(url, listPage(withDetails(address, entity.id.id))),
    actions: rowActions(request, address, place, table.rowActions, entity),
    selectable,
    selected: false,
  }));
  const here = listPage(address);
  return {
    title: table.title(place, t),
    address,
    help: table.kind.help,
    searchLabel: t(table.kind.keys.search),
    emptyText: t(table.kind.keys.noEntities),
    selectedText: t(table.kind.keys.selected, { count: '#' }),
    columns: table.columns,
    page,
    rows,
    filters,
    addActions: isReadOnlyScope(table.scope) ? [] : table.addActions.map((a) => actionView(request, here, a)),
    addLabel: t(table.kind.keys.add),
    groupActions: table.groupActions.map((a) => actionView(request, here, a)),
    rowActionsLabel: t('entity.row-actions'),
    refreshHref: pageHref(url, here),
  };
}
