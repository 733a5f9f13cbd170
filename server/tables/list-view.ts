import type { FastifyRequest } from 'fastify';
import { detailsHrefs, dialogHrefs, listPage, pageHref, type ListAddress, type PageAddress } from '../domain/entity-address.ts';
import { urlBuilder } from '../base-path.ts';
import { isReadOnlyScope } from '../domain/entity-scope.ts';
import type { ActionView, FilterView, ListView, RowView } from '../domain/entity-view.ts';
import { pageLink } from '../domain/table-state.ts';
import { searchField } from './form-view.ts';
import { pickerView } from './pickers.ts';
import { subtypes } from './subtypes.ts';
import { ROW_ACTIONS_DIALOG } from './dialogs/row-actions-dialog.ts';
import type { ActionSight, EntityTable, ListScope, PlatformEntity, RowAction, TableAction } from './entity-table.ts';

/** The button of an action that opens its dialog at `href`. */
function dialogActionView(action: TableAction, label: string, href: string, enabled: boolean): ActionView {
  return { label, icon: action.icon, href, dialog: action.dialog, enabled, target: 'dialog' };
}

/** A table action's button: it opens its dialog over `page` (for `ids`). */
export function actionView(request: FastifyRequest, page: PageAddress, action: TableAction, ids: string[] = [], enabled = true): ActionView {
  const { t, url } = request.view();
  return dialogActionView(action, t(action.label), pageHref(url, page, { dialog: action.dialog, ids }), enabled);
}

/**
 * A row action's button for one entity: its link (link actions; a details action opens the row's details beside the
 * list at `detailsPath`) or its dialog over `page`.
 */
export function rowActionView<E extends PlatformEntity>(request: FastifyRequest, page: PageAddress, action: RowAction<E>, entity: E, sight: ActionSight, detailsPath?: string): ActionView {
  return rowActionOver(request, page, action, sight, labelsOf(request))(entity, detailsPath);
}

/** A translation per key, looked up once for all the rows of a page. */
function labelsOf(request: FastifyRequest): (key: string) => string {
  const { t } = request.view();
  const labels = new Map<string, string>();
  return (key) => {
    let label = labels.get(key);
    if (label === undefined) labels.set(key, (label = t(key)));
    return label;
  };
}

/** `rowActionView` for each entity of a page: its label (unless it depends on the entity) and dialog address up to the id worked out once. */
function rowActionOver<E extends PlatformEntity>(request: FastifyRequest, page: PageAddress, action: RowAction<E>, sight: ActionSight, translated: (key: string) => string) {
  const { url } = request.view();
  const label = action.labelOf ? undefined : translated(action.label);
  const dialogHref = dialogHrefs(url, page, action.dialog);
  return (entity: E, detailsPath?: string): ActionView => {
    const enabled = action.enabled(entity, sight);
    const text = label ?? translated(action.labelOf?.(entity) ?? action.label);
    const path = action.opensDetails ? detailsPath : action.href?.(entity, sight);
    if (path === undefined) return dialogActionView(action, text, dialogHref(entity.id.id), enabled);
    return { label: text, icon: action.icon, href: url(path), enabled, target: action.opensDetails ? 'panel' : 'none' };
  };
}

/** The row actions the table offers to this viewer at this place. */
export function offeredActions<E extends PlatformEntity>(actions: readonly RowAction<E>[], sight: ActionSight): RowAction<E>[] {
  return actions.filter((action) => action.offered?.(sight) ?? true);
}

/** Who looks at the table's rows, for the row actions' conditions. */
export function actionSight(request: FastifyRequest, place: ListScope): ActionSight {
  return { userId: request.session.user?.id ?? '', place };
}

/** A row's actions over `page` (a list page); `detailsPath` is that list with the row's details open. */
export function rowActionsOf<E extends PlatformEntity>(request: FastifyRequest, page: PageAddress, actions: readonly RowAction<E>[], entity: E, sight: ActionSight, detailsPath: string): ActionView[] {
  return rowActionsOver(request, page, actions, sight)(entity, detailsPath);
}

/**
 * `rowActionsOf` for the rows of one page: what is the same for every row (the actions offered, their translated
 * labels, each dialog's address up to the row's id) worked out once, each row's conditions, labels and ids per row.
 */
export function rowActionsOver<E extends PlatformEntity>(request: FastifyRequest, page: PageAddress, actions: readonly RowAction<E>[], sight: ActionSight): (entity: E, detailsPath: string) => ActionView[] {
  const translated = labelsOf(request);
  const views = offeredActions(actions, sight)
    .filter((action) => !action.detailsOnly)
    .map((action) => rowActionOver(request, page, action, sight, translated));
  return (entity, detailsPath) => views.map((view) => view(entity, detailsPath));
}

async function filterViews<E extends PlatformEntity>(request: FastifyRequest, table: EntityTable<E>, address: ListAddress, query: Record<string, unknown>): Promise<FilterView[]> {
  const { t } = request.view();
  return Promise.all(
    table.filters.map((filter) => {
      const search = query[searchField(filter.name)];
      const value = address.filters[filter.name];
      if ('subtypes' in filter) {
        return subtypes(request, filter.subtypes).then((options): FilterView => ({
          kind: 'subtype',
          name: filter.name,
          label: t(filter.label),
          options,
          selected: value ?? '',
          emptyLabel: t(filter.emptyLabel),
        }));
      }
      return pickerView(request, {
        kind: filter.picker,
        name: filter.name,
        label: t(filter.label),
        selected: value ? [value] : [],
        search: typeof search === 'string' ? search : '',
        required: false,
        emptyLabel: t(filter.emptyLabel),
        listFilter: true,
      });
    }),
  );
}

/** Console paths without BASE_PATH (the details path a row action links to). */
const CONSOLE_PATH = urlBuilder('');

/** What a list page shows, as the platform answered it: the page of entities and the filters' choices. */
export interface ListData<E extends PlatformEntity> {
  page: Awaited<ReturnType<EntityTable<E>['list']>>;
  filters: FilterView[];
}

/** The list page's platform data for `address`: one platform call for the page, one per filter's choices. */
export async function listData<E extends PlatformEntity>(
  request: FastifyRequest,
  table: EntityTable<E>,
  place: ListScope,
  address: ListAddress,
  query: Record<string, unknown>,
): Promise<ListData<E>> {
  const [page, filters] = await Promise.all([table.list(request, place, pageLink(address.state), address.filters), filterViews(request, table, address, query)]);
  return { page, filters };
}

/**
 * The list page's table, toolbar and actions for `address` from its data, built where it is rendered. Not returned
 * through a promise on purpose: the promises a request awaits across the platform's answer are old by then (they
 * lived through several young collections), and V8 keeps whatever an old object points to through every young
 * collection until the next full one, dead or not: a view model resolved through them was copied and promoted with
 * each page.
 */
export function listViewOf<E extends PlatformEntity>(request: FastifyRequest, table: EntityTable<E>, place: ListScope, address: ListAddress, { page, filters }: ListData<E>): ListView {
  const { t, url } = request.view();
  const selectable = table.groupActions.length > 0;
  const sight = actionSight(request, place);
  const here = listPage(address);
  const detailsHref = detailsHrefs(url, address);
  const detailsPath = detailsHrefs(CONSOLE_PATH, address);
  const rowActions = rowActionsOver(request, here, table.rowActions, sight);
  const menuHref = dialogHrefs(url, here, ROW_ACTIONS_DIALOG);
  const rows: RowView[] = page.data.map((entity) => {
    const actions = rowActions(entity, detailsPath(entity.id.id));
    return {
      id: entity.id.id,
      name: table.kind.name(entity),
      entity,
      detailsHref: detailsHref(entity.id.id),
      link: table.rowLink && url(table.rowLink(place, entity)),
      actions,
      actionsMenuHref: actions.some((a) => a.enabled) ? menuHref(entity.id.id) : undefined,
      selectable: selectable && (table.selectable?.(entity) ?? true),
      selected: false,
    };
  });
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
