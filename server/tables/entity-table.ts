import type { FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type { EntityScope } from '../domain/entity-scope.ts';
import type { FormDef, PickerKind } from '../domain/entity-form.ts';
import type { PageAddress } from '../domain/entity-address.ts';
import type { DialogView } from '../domain/entity-view.ts';
import type { RouteId } from '../domain/route-table.ts';
import type { ColumnSpec } from '../domain/table-columns.ts';
import type { EntityId } from '../platform/types/ids.ts';
import type { PageData, PageLink } from '../platform/types/page-data.ts';

/**
 * The entity-page framework's configuration (see README.md): what an entity kind is (its details, form, tabs), and
 * per scope what its table lists, offers and allows. Plain data and small functions; server/tables/entity-pages.tsx
 * turns one into the list, details, dialogs and forms of its addresses.
 */

/** Any platform entity: an id, a creation time, and members the console reads by path. */
export interface PlatformEntity {
  id: EntityId;
  createdTime: number;
  [member: string]: unknown;
}

/** Where a table stands: its scope, its addresses, and the customer or edge it belongs to. */
export interface ListScope {
  scope: EntityScope;
  /** The list's path: `/assets`, `/customers/<id>/assets`, `/edgeInstances/<id>/assets`. */
  listPath: string;
  /** The route table's rows of the list and of its details pages. */
  listRoute: RouteId;
  detailsRoute: RouteId;
  /** The list route's `:name` values (customerId, edgeId), for breadcrumbs. */
  params: Record<string, string>;
  /** The customer whose entities a customer or customer-user table shows. */
  customerId?: string;
  edgeId?: string;
  /** The customer or edge the title names. */
  owner?: { name: string; isPublic: boolean };
}

/** A tab of the details (console-map §3): the first is the details form itself, the others have their own address. */
export interface DetailsTab {
  /** Path segment under the details page (`attributes`); empty for the details tab. */
  slug: string;
  label: string;
  /** Shown to tenant administrators only. */
  tenantOnly?: boolean;
}

/** What an entity kind is, whatever the table: loading, saving, its form and its details. */
export interface EntityKind<E extends PlatformEntity> {
  entityType: string;
  /** The console help page (`/help/<name>`). */
  help: string;
  keys: {
    /** `asset.asset-details`: the details subtitle and the crumb of a nameless entity. */
    details: string;
    /** `asset.add`: the add button's tooltip when it opens a menu of add actions. */
    add: string;
    noEntities: string;
    search: string;
    /** `asset.selected-assets` with `{{count}}`. */
    selected: string;
    copyId: string;
    /** The badge of a public entity. */
    public: string;
    /** The read-only field of an entity assigned to a (non-public) customer. */
    assignedToCustomer: string;
    openDetailsPage: string;
  };
  load(client: FastifyRequest['platform'], id: string): Promise<E>;
  name(entity: E): string;
  form: FormDef;
  /** The form of this entity, where it depends on it (a device's transport settings); default `form`. */
  formOf?(client: FastifyRequest['platform'], entity: E): Promise<FormDef>;
  /** The entity as the platform takes it back (the info list's joined members dropped). */
  toSaved(entity: E): object;
  save(client: FastifyRequest['platform'], entity: object): Promise<{ id: EntityId }>;
  tabs: readonly DetailsTab[];
  isPublic(entity: E): boolean;
  /** The title of the non-public customer it is assigned to, if any. */
  assignedCustomer(entity: E): string | null;
  /** Copy buttons of the details header beyond the id (a device's access token), labels as translation keys. */
  copies?(client: FastifyRequest['platform'], entity: E): Promise<{ text: string; label: string }[]>;
}

/** The form an entity is shown and edited with. */
export function entityForm<E extends PlatformEntity>(kind: EntityKind<E>, client: FastifyRequest['platform'], entity: E): Promise<FormDef> {
  return kind.formOf ? kind.formOf(client, entity) : Promise.resolve(kind.form);
}

/** A button of a table: it opens the dialog of that name. */
export interface TableAction {
  dialog: string;
  /** Translation key of the tooltip and accessible name. */
  label: string;
  icon: string;
}

/** A row action and the details header's button: shown disabled (or left out of the narrow menu) when it does not apply. */
export interface RowAction<E> extends TableAction {
  enabled(entity: E): boolean;
  /** The details header's tooltip, where upstream words it otherwise (`asset.delete` beside the row's `action.delete`). */
  headerLabel?: string;
}

/** A header filter of the list, under the platform's query name. */
export interface FilterDef {
  name: string;
  label: string;
  picker: PickerKind;
  /** Translation key of the empty choice. */
  emptyLabel: string;
}

/** An entity table in one scope. */
export interface EntityTable<E extends PlatformEntity> {
  kind: EntityKind<E>;
  scope: EntityScope;
  title(place: ListScope, t: TFunction): string;
  columns: readonly ColumnSpec[];
  list(request: FastifyRequest, place: ListScope, link: PageLink, filters: Record<string, string>): Promise<PageData<E>>;
  filters: readonly FilterDef[];
  rowActions: readonly RowAction<E>[];
  groupActions: readonly TableAction[];
  addActions: readonly TableAction[];
  dialogs: Readonly<Record<string, EntityDialog<E>>>;
  /** The details form can be edited (not in the customer users' scopes). */
  editable: boolean;
}

/** What a dialog is over and about. */
export interface DialogContext<E extends PlatformEntity> {
  request: FastifyRequest;
  /** The dialog's name in its address. */
  name: string;
  table: EntityTable<E>;
  place: ListScope;
  /** The page the dialog opens over. */
  page: PageAddress;
  /** The entities it concerns (row and group actions). */
  ids: readonly string[];
  step?: string;
  /** The dialog's own query beyond name, ids and step (a picker's search). */
  query: Record<string, unknown>;
}

/** A dialog's content; the framework adds its name, its address and the cancel link. */
export type DialogContent = DistributiveOmit<DialogView, 'name' | 'action' | 'cancelHref'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What submitting a dialog led to. */
export type DialogResult =
  /** Done: back to the page without the dialog, with a toast; entities `removed` close their panel or page. */
  | { kind: 'done'; message: string; removed?: readonly string[]; failures?: readonly string[] }
  /** Shown again with messages beside the fields and the input kept. */
  | { kind: 'invalid'; content: DialogContent; status: number }
  /** On to another step of the same dialog. */
  | { kind: 'step'; step: string };

/** A dialog of section 4: what it shows and what its form does. */
export interface EntityDialog<E extends PlatformEntity> {
  /** `entities`: needs `ids` (row and group actions); `none`: about the list (add, import). */
  about: 'entities' | 'none';
  /** The multipart upload of a file (CSV import). */
  multipart?: boolean;
  view(ctx: DialogContext<E>): Promise<DialogContent>;
  submit(ctx: DialogContext<E>, body: Record<string, unknown>): Promise<DialogResult>;
}
