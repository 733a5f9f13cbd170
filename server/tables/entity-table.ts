import type { FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { EntityScope } from '../domain/entity-scope.ts';
import type { SubtypeKind } from '../domain/compound-fields.ts';
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
  /** The tenant whose users a system administrator's table shows. */
  tenantId?: string;
  edgeId?: string;
  /** The customer or edge the title names. */
  owner?: { name: string; isPublic: boolean };
  /** Platform facts a table's actions depend on, read once per request by its place (`userTokenAccessEnabled`). */
  facts?: Readonly<Record<string, boolean>>;
}

/** The tabs of a kind that has only its details. */
export const DETAILS_ONLY: readonly DetailsTab[] = [{ slug: '', label: 'details.details' }];

/** A tab of the details (console-map §3): the first is the details form itself, the others have their own address. */
export interface DetailsTab {
  /** Path segment under the details page (`attributes`); empty for the details tab. */
  slug: string;
  label: string;
  /** Shown to tenant administrators only. */
  tenantOnly?: boolean;
  /** The label's `{{count}}` (a device profile's alarm rules). */
  count?(entity: PlatformEntity): number;
  /** Only some entities of the kind have the tab (a tenant's own widgets bundles, not the system's). */
  shownFor?(entity: PlatformEntity): boolean;
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
    /** The badge of a public entity (kinds that can be public). */
    public?: string;
    /** The read-only field of an entity assigned to a (non-public) customer (kinds that can be assigned). */
    assignedToCustomer?: string;
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
  /** Kinds that can be public or assigned to a customer say whether this one is. */
  isPublic?(entity: E): boolean;
  /** The title of the non-public customer it is assigned to, if any. */
  assignedCustomer?(entity: E): string | null;
  /** More copy buttons of the details header (an edge's key and secret, a device's access token, a public link), label keys. */
  copies?(entity: E, where: DetailsContext): readonly CopyText[] | Promise<readonly CopyText[]>;
  /** More read-only facts of the details (a dashboard's public link), label keys. */
  facts?(entity: E, where: DetailsContext): { label: string; value: string }[];
}

/** A text the details header copies, with its button's label key. */
export interface CopyText {
  text: string;
  label: string;
}

/** The form an entity is shown and edited with. */
export function entityForm<E extends PlatformEntity>(kind: EntityKind<E>, client: FastifyRequest['platform'], entity: E): Promise<FormDef> {
  return kind.formOf ? kind.formOf(client, entity) : Promise.resolve(kind.form);
}

/** What the details' extras depend on: the table's scope, and the request (its origin and base path for links). */
export interface DetailsContext {
  scope: EntityScope;
  request: FastifyRequest;
}

/** A button of a table: it opens the dialog of that name. */
export interface TableAction {
  dialog: string;
  /** Translation key of the tooltip and accessible name. */
  label: string;
  icon: string;
}

/** Who looks at a row and where: what a row action's condition may depend on besides the entity. */
export interface ActionSight {
  /** The signed-in user's id. */
  userId: string;
  place: ListScope;
}

/** A row action and the details header's button: shown disabled (or left out of the narrow menu) when it does not apply. */
export interface RowAction<E> extends TableAction {
  enabled(entity: E, sight: ActionSight): boolean;
  /** The tooltip's key where it depends on the entity (the public customer's `manage-public-assets`). */
  labelOf?(entity: E): string;
  /** A button of the details header only, not of the rows (a user's disable account). */
  detailsOnly?: boolean;
  /** Whether the table offers the action at all (edges enabled, token access enabled); default yes. */
  offered?(sight: ActionSight): boolean;
  /** The details header's tooltip, where upstream words it otherwise (`asset.delete` beside the row's `action.delete`). */
  headerLabel?: string;
  /**
   * A link action: instead of opening its dialog, a link to another console path (a customer's users, another list, a
   * file's download, `/ruleChains/<id>/export`). The one extension point for row links; `dialog` then only names it.
   */
  href?(entity: E, sight: ActionSight): string;
  /** A row's link to its own details beside the list (a rule chain's details button); left out of the details' header. */
  opensDetails?: boolean;
}

/** A header filter of the list, under the platform's query name: an entity (by id) or a sub-type (by name). */
export type FilterDef = {
  name: string;
  label: string;
  /** Translation key of the empty choice. */
  emptyLabel: string;
} & ({ picker: PickerKind } | { subtypes: SubtypeKind });

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
  /** Whether a row can be chosen for the group actions (default: all): not a default profile, the `Main` queue, the root rule chain. */
  selectable?(entity: E): boolean;
  /** Whether this entity's details may be edited when the table's may (default: yes); a tenant's system resource may not. */
  canEdit?(entity: E): boolean;
  /** The list's default sort when it is not creation time descending (widgets bundles: title ascending). */
  defaultSort?: { property: string; direction: 'ASC' | 'DESC' };
  /** One entity as this scope shows it (with what the scope adds: an edge's root chain); default the kind's `load`. */
  load?(request: FastifyRequest, place: ListScope, id: string): Promise<E>;
  /** What the details page shows below the details (a rule chain's picture), drawn on the server. */
  detailsSection?(request: FastifyRequest, place: ListScope, entity: E): Promise<ReactNode>;
  /** Where a row's name leads instead of the details panel (a dashboard opens itself), as a console path. */
  rowLink?(place: ListScope, entity: E): string;
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
  | { kind: 'done'; message: string; removed?: readonly string[]; failures?: readonly string[]; /** The lines are a warning about what was done, not failures. */ warn?: boolean }
  /** Shown again with messages beside the fields and the input kept. */
  | { kind: 'invalid'; content: DialogContent; status: number }
  /** On to another step of the same dialog. */
  | { kind: 'step'; step: string }
  /**
   * Done, and on to another console page (another dialog over this page, the home of a user signed in as, a rule
   * chain's import page), with a toast when `message` is given.
   */
  | { kind: 'leave'; path: string; message?: string };

/** A dialog of section 4: what it shows and what its form does. */
export interface EntityDialog<E extends PlatformEntity> {
  /** `entities`: needs `ids` (row and group actions); `none`: about the list (add, import). */
  about: 'entities' | 'none';
  /** The multipart upload of a file (CSV import). */
  multipart?: boolean;
  view(ctx: DialogContext<E>): Promise<DialogContent>;
  submit(ctx: DialogContext<E>, body: Record<string, unknown>): Promise<DialogResult>;
}

/** An entity of a table's details, panel or dialog: read by the table's scope when it adds to it, else by its kind. */
export function loadEntity<E extends PlatformEntity>(request: FastifyRequest, table: EntityTable<E>, place: ListScope, id: string): Promise<E> {
  return table.load ? table.load(request, place, id) : table.kind.load(request.platform, id);
}
