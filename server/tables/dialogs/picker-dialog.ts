import type { FastifyRequest } from 'fastify';
import { isUuid, type PickerKind } from '../../domain/entity-form.ts';
import { searchField } from '../form-view.ts';
import { pickerView } from '../pickers.ts';
import type { DialogContent, DialogContext, EntityDialog, ListScope, PlatformEntity } from '../entity-table.ts';
import { applyEach } from './apply-each.ts';

/** A dialog whose one field is a required picker, then one platform call per entity. */
interface PickerDialogSpec {
  shows: 'assign' | 'entities';
  about: 'entities' | 'none';
  field: string;
  picker: PickerKind;
  /** Translation keys: the picker's label, its message when nothing is chosen, the title and text, the action's label. */
  pickerLabel: string;
  required: string;
  title: string;
  text: string;
  label: string;
  /** The calls to make with what was chosen: one per entity of the dialog, or per chosen entity. */
  each(ctx: DialogContext<PlatformEntity>, chosen: string[]): { ids: readonly string[]; apply(id: string): Promise<void> };
}

function chosenIds(source: Record<string, unknown>, field: string): string[] {
  const value = source[field];
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return [...new Set(values.flatMap((v) => (typeof v === 'string' ? v.split(',') : [])).filter(isUuid))];
}

async function content(ctx: DialogContext<PlatformEntity>, spec: PickerDialogSpec, source: Record<string, unknown>, error?: string): Promise<DialogContent> {
  const { t } = ctx.request.view();
  const search = source[searchField(spec.field)];
  const picker = await pickerView(ctx.request, {
    kind: spec.picker,
    name: spec.field,
    label: t(spec.pickerLabel),
    selected: chosenIds(source, spec.field),
    search: typeof search === 'string' ? search : '',
    required: true,
    error,
  });
  return { kind: spec.shows, title: t(spec.title), text: t(spec.text), picker, submitLabel: t('action.assign') };
}

function pickerDialog<E extends PlatformEntity>(spec: PickerDialogSpec): EntityDialog<E> {
  return {
    about: spec.about,
    view: (ctx) => content(ctx, spec, ctx.query),
    async submit(ctx, body) {
      const { t } = ctx.request.view();
      const chosen = chosenIds(body, spec.field);
      if (chosen.length === 0) return { kind: 'invalid', content: await content(ctx, spec, body, t(spec.required)), status: 400 };
      const { ids, apply } = spec.each(ctx, chosen);
      const outcome = await applyEach(ctx.request, ids, apply);
      if (outcome.done.length === 0 && outcome.first) {
        return { kind: 'invalid', content: { ...(await content(ctx, spec, body)), formError: outcome.first.message }, status: outcome.first.status };
      }
      return { kind: 'done', message: t('entity.action-done', { action: t(spec.label), count: outcome.done.length }), failures: outcome.failures };
    },
  };
}

/** Assign to customer (console-map §4.1), one entity or many: a required customer, one call per entity. */
export function assignCustomerDialog<E extends PlatformEntity>(spec: {
  title: string;
  text: string;
  label: string;
  assign(request: FastifyRequest, customerId: string, id: string): Promise<void>;
}): EntityDialog<E> {
  return pickerDialog({
    ...spec,
    shows: 'assign',
    about: 'entities',
    field: 'customerId',
    picker: 'customers',
    pickerLabel: 'customer.customer',
    required: 'customer.customer-required',
    each: (ctx, [customerId]) => ({ ids: ctx.ids, apply: (id) => spec.assign(ctx.request, customerId, id) }),
  });
}

/** Add entities to a customer or an edge (console-map §4.2, §4.3): a required list of the tenant's entities, one call each. */
export function addEntitiesDialog<E extends PlatformEntity>(spec: {
  title: string;
  text: string;
  label: string;
  picker: PickerKind;
  pickerLabel: string;
  required: string;
  add(request: FastifyRequest, place: ListScope, id: string): Promise<void>;
}): EntityDialog<E> {
  return pickerDialog({
    ...spec,
    shows: 'entities',
    about: 'none',
    field: 'entityIds',
    each: (ctx, chosen) => ({ ids: chosen, apply: (id) => spec.add(ctx.request, ctx.place, id) }),
  });
}
