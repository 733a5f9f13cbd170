import type { FastifyRequest } from 'fastify';
import { pageHref, type PageAddress } from '../domain/entity-address.ts';
import { formInputOf, type FieldErrors, type FormInput } from '../domain/entity-form.ts';
import type { ActionView, DetailsView, TabView } from '../domain/entity-view.ts';
import { actionView } from './list-view.ts';
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

function tabs<E extends PlatformEntity>(request: FastifyRequest, table: EntityTable<E>, place: ListScope, id: string, mode: DetailsPlace['mode']): TabView[] {
  const { t, url } = request.view();
  const tenant = request.session.user?.authority === 'TENANT_ADMIN';
  return table.kind.tabs
    .filter((tab) => tenant || !tab.tenantOnly)
    .map((tab) => ({ label: t(tab.label), href: url(detailsPath(place, id, tab.slug)), current: mode === 'page' && tab.slug === '' }));
}

/** The details header's buttons: the details page (from the panel), then the row actions that apply to the entity. */
function buttons<E extends PlatformEntity>(request: FastifyRequest, table: EntityTable<E>, place: ListScope, entity: E, where: DetailsPlace): ActionView[] {
  const { t, url } = request.view();
  const open: ActionView[] =
    where.mode === 'panel'
      ? [{ label: t(table.kind.keys.openDetailsPage), icon: 'open_in_new', href: url(detailsPath(place, entity.id.id)), enabled: true, target: 'none' }]
      : [];
  const actions = table.rowActions
    .filter((action) => action.enabled(entity))
    .map((action) => actionView(request, where.page, { ...action, label: action.headerLabel ?? action.label }, [entity.id.id]));
  return [...open, ...actions];
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
  const editing = table.editable && options.editing;
  const def = await entityForm(kind, request.platform, entity);
  const input = options.edited?.input ?? formInputOf(def, entity);
  const form = await formView(request, def, input, {
    errors: options.edited?.errors,
    formError: options.edited?.formError,
    searches: options.edited?.searches,
    disabled: !editing,
  });
  const assigned = place.scope === 'tenant' ? kind.assignedCustomer(entity) : null;
  return {
    mode: where.mode,
    id: entity.id.id,
    name: kind.name(entity),
    subtitle: t(kind.keys.details),
    badge: kind.isPublic(entity) ? t(kind.keys.public) : undefined,
    buttons: editing ? [] : buttons(request, table, place, entity, where),
    copyId: { text: entity.id.id, label: t(kind.keys.copyId) },
    copies: editing || !kind.copies ? [] : (await kind.copies(request.platform, entity)).map((c) => ({ text: c.text, label: t(c.label) })),
    tabs: tabs(request, table, place, entity.id.id, where.mode),
    facts: assigned ? [{ label: t(kind.keys.assignedToCustomer), value: assigned }] : [],
    form,
    action: pageHref(url, where.page),
    editHref: table.editable && !editing ? pageHref(url, where.page, { edit: true }) : undefined,
    editing,
    declineHref: pageHref(url, where.page),
    closeHref: where.mode === 'panel' ? pageHref(url, where.closed) : undefined,
  };
}
