import type { FastifyRequest } from 'fastify';
import { pageHref, type PageAddress } from '../domain/entity-address.ts';
import { type FieldErrors, type FormInput } from '../domain/entity-form.ts';
import { formInputOf } from '../domain/form-input.ts';
import type { ActionView, DetailsView, TabView } from '../domain/entity-view.ts';
import { actionSight, offeredActions, rowActionView } from './list-view.ts';
import { formView } from './form-view.ts';
import { entityForm, type EntityTable, type ListScope, type PlatformEntity } from './entity-table.ts';

/** Where the details are shown: the panel beside the list (its address and the list without it), or the page. */
export type DetailsPlace = { mode: 'panel'; page: PageAddress; closed: PageAddress } | { mode: 'page'; page: PageAddress };

/** The form being edited again: the input as typed and what was wrong with it. */
export interface EditedForm {
  input: FormInput;
  errors?: FieldErrors;
  formError?: string;
  searches?: Record<string, string>;
}

export function detailsPath(place: ListScope, id: string, tab = ''): string {
  return `${place.listPath}/${encodeURIComponent(id)}${tab ? `/${tab}` : ''}`;
}

/** The details tabs' links; on a page, the one at `current` (the details: '') is marked. */
export function detailsTabs<E extends PlatformEntity>(request: FastifyRequest, table: EntityTable<E>, place: ListScope, entity: E, mode: DetailsPlace['mode'], current = ''): TabView[] {
  const { t, url } = request.view();
  const tenant = request.session.user?.authority === 'TENANT_ADMIN';
  return table.kind.tabs
    .filter((tab) => (tenant || !tab.tenantOnly) && (!tab.shownFor || tab.shownFor(entity)))
    .map((tab) => ({
      label: tab.count ? t(tab.label, { count: tab.count(entity) }) : t(tab.label),
      href: url(detailsPath(place, entity.id.id, tab.slug)),
      current: mode === 'page' && tab.slug === current,
    }));
}

/** The details header's buttons: the details page (from the panel), then the row actions that apply to the entity. */
function buttons<E extends PlatformEntity>(request: FastifyRequest, table: EntityTable<E>, place: ListScope, entity: E, where: DetailsPlace): ActionView[] {
  const { t, url } = request.view();
  const open: ActionView[] =
    where.mode === 'panel'
      ? [{ label: t(table.kind.keys.openDetailsPage), icon: 'open_in_new', href: url(table.rowLink?.(place, entity) ?? detailsPath(place, entity.id.id)), enabled: true, target: 'none' }]
      : [];
  const sight = actionSight(request, place);
  const actions = offeredActions(table.rowActions, sight)
    .filter((action) => action.enabled(entity, sight) && !action.opensDetails)
    .map((action) => rowActionView(request, where.page, { ...action, label: action.headerLabel ?? action.label, labelOf: action.headerLabel ? undefined : action.labelOf }, entity, sight));
  return [...open, ...actions];
}

/** Whether the details form of `entity` can be edited in this table (the scope, and the entity itself). */
export function isEditable<E extends PlatformEntity>(table: EntityTable<E>, entity: E): boolean {
  return table.editable && (table.canEdit?.(entity) ?? true);
}

/** An entity's details for the panel or the page: header, tabs, facts and the form (editable with `edit=true`). */
export async function detailsView<E extends PlatformEntity>(
  request: FastifyRequest,
  table: EntityTable<E>,
  place: ListScope,
  entity: E,
  where: DetailsPlace,
  options: { editing: boolean; edited?: EditedForm },
): Promise<DetailsView> {
  const { t, url } = request.view();
  const { kind } = table;
  const editable = isEditable(table, entity);
  const editing = editable && options.editing;
  const def = await entityForm(kind, request.platform, entity);
  const input = options.edited?.input ?? formInputOf(def, entity);
  const form = await formView(request, def, input, {
    errors: options.edited?.errors,
    formError: options.edited?.formError,
    searches: options.edited?.searches,
    disabled: !editing,
    owners: { place: place.customerId ?? place.tenantId, entity: entity.id.id },
  });
  const assigned = place.scope === 'tenant' ? (kind.assignedCustomer?.(entity) ?? null) : null;
  return {
    mode: where.mode,
    id: entity.id.id,
    name: kind.name(entity),
    subtitle: t(kind.keys.details),
    badge: kind.isPublic?.(entity) && kind.keys.public ? t(kind.keys.public) : undefined,
    buttons: editing ? [] : buttons(request, table, place, entity, where),
    copyId: { text: entity.id.id, label: t(kind.keys.copyId) },
    copies: (await (kind.copies?.(entity, { scope: place.scope, request }) ?? [])).map((c) => ({ text: c.text, label: t(c.label) })),
    tabs: detailsTabs(request, table, place, entity, where.mode),
    facts: [
      ...(assigned && kind.keys.assignedToCustomer ? [{ label: t(kind.keys.assignedToCustomer), value: assigned }] : []),
      ...(kind.facts?.(entity, { scope: place.scope, request }) ?? []).map((f) => ({ label: t(f.label), value: f.value })),
    ],
    form,
    action: pageHref(url, where.page),
    editHref: editable && !editing ? pageHref(url, where.page, { edit: true }) : undefined,
    editing,
    declineHref: pageHref(url, where.page),
    closeHref: where.mode === 'panel' ? pageHref(url, where.closed) : undefined,
  };
}
