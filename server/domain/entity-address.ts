import { formEncode, queryString, urlBuilder, type Query, type UrlFor } from '../base-path.ts';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, type TableState } from './table-state.ts';

/**
 * The address of an entity page: one URL serves the page and its fragments, and what is open over it travels in its
 * query. A list keeps upstream's table query names (page, pageSize, property, direction, textSearch), its header
 * filters under the platform's query names, and `details=<id>` for the panel beside it; a details page is
 * `/<list>/<id>`. Over either: `edit=true` (the details form editable) and `dialog=<name>` with `ids=<id>,<id>` and
 * a dialog's `step`.
 */
export interface PageAddress {
  path: string;
  query: Query;
}

/** What is open over a page. */
export interface Overlay {
  edit?: boolean;
  dialog?: string;
  ids?: readonly string[];
  step?: string;
}

/** A list page's address: its table state, header filters and the details panel. */
export interface ListAddress {
  path: string;
  state: TableState;
  /** Header filters by the platform's query name (`assetProfileId`); empty values are omitted. */
  filters: Record<string, string>;
  /** The entity whose details panel is open. */
  details?: string;
  /** The table's own default sort (widgets bundles: title ascending), when it is not creation time descending. */
  defaultSort?: { property: string; direction: TableState['direction'] };
}

/** The list's query with defaults omitted, as upstream writes it. */
export function listPage(list: ListAddress): PageAddress {
  const s = list.state;
  const sort = list.defaultSort ?? DEFAULT_SORT;
  const defaultSort = s.property === sort.property && s.direction === sort.direction;
  return {
    path: list.path,
    query: {
      page: s.page > 0 ? s.page : undefined,
      pageSize: s.pageSize !== DEFAULT_PAGE_SIZE ? s.pageSize : undefined,
      property: defaultSort ? undefined : s.property,
      direction: defaultSort ? undefined : s.direction,
      textSearch: s.textSearch || undefined,
      ...list.filters,
      details: list.details,
    },
  };
}

export function detailsPage(path: string): PageAddress {
  return { path, query: {} };
}

/** The page's URL with what `overlay` opens over it (BASE_PATH added). */
export function pageHref(url: UrlFor, page: PageAddress, overlay?: Overlay): string {
  // A page's own address (the sort and page links of a list, each over a page object of its own): not kept for the page.
  if (overlay === undefined) return hasOverlayName(page.query) ? url(page.path, { ...page.query, ...NO_OVERLAY }) : url(page.path, page.query);
  const overlayQuery = {
    edit: overlay.edit ? 'true' : undefined,
    dialog: overlay.dialog,
    ids: overlay.ids?.length ? overlay.ids.join(',') : undefined,
    step: overlay.step,
  };
  const base = pageBase(url, page);
  if (base === undefined) return url(page.path, { ...page.query, ...overlayQuery });
  // The overlay's query after the page's, as the spread above writes it when the page's query has none of its names.
  const extra = queryString(overlayQuery);
  return extra ? `${base}${base.includes('?') ? '&' : '?'}${extra}` : base;
}

/**
 * Each entity's address of a dialog over the page, `pageHref(url, page, { dialog, ids: [id] })` for a non-empty `id`:
 * the page's address and the dialog's name written once (a list's rows each link to the same dialogs).
 */
export function dialogHrefs(url: UrlFor, page: PageAddress, dialog: string): (id: string) => string {
  const base = pageBase(url, page);
  if (base === undefined || dialog === '') return (id) => pageHref(url, page, { dialog, ids: [id] });
  const prefix = `${base}${base.includes('?') ? '&' : '?'}dialog=${formEncode(dialog)}&ids=`;
  return (id) => (id === '' ? pageHref(url, page, { dialog, ids: [id] }) : prefix + formEncode(id));
}

const OVERLAY_NAMES = ['edit', 'dialog', 'ids', 'step'];
const NO_OVERLAY: Query = { edit: undefined, dialog: undefined, ids: undefined, step: undefined };
const pageBases = new WeakMap<PageAddress, { url: UrlFor; base: string | undefined }>();

function hasOverlayName(query: Query): boolean {
  for (let i = 0; i < OVERLAY_NAMES.length; i++) if (Object.hasOwn(query, OVERLAY_NAMES[i])) return true;
  return false;
}

/** The page's own URL, kept for the page object: a list writes each row's action addresses over the same page. */
function pageBase(url: UrlFor, page: PageAddress): string | undefined {
  const known = pageBases.get(page);
  if (known?.url === url) return known.base;
  const base = hasOverlayName(page.query) ? undefined : url(page.path, page.query);
  pageBases.set(page, { url, base });
  return base;
}

const consolePath = urlBuilder('');

/** The same page as a console path (without BASE_PATH), for redirects. */
export function pagePath(page: PageAddress, overlay: Overlay = {}): string {
  return pageHref(consolePath, page, overlay);
}

/**
 * Each row's address of the list with its details open, `pageHref(url, listPage(withDetails(list, id)))` for a
 * non-empty `id`: the list's own address written once per page, `details` (the last member of its query) added per row.
 */
export function detailsHrefs(url: UrlFor, list: ListAddress): (id: string) => string {
  const page = listPage(withDetails(list, undefined));
  const base = url(page.path, page.query);
  const prefix = `${base}${base.includes('?') ? '&' : '?'}details=`;
  return (id) => prefix + formEncode(id);
}

/** The list with another table state (paging, sorting, search), filters and panel kept. */
export function withState(list: ListAddress, state: TableState): ListAddress {
  return { ...list, state };
}

/** The list with the details panel of `id` open, or closed (undefined). */
export function withDetails(list: ListAddress, id: string | undefined): ListAddress {
  return { ...list, details: id };
}
