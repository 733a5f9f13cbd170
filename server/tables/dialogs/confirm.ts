import type { FastifyRequest } from 'fastify';
import { loadEntity, type DialogContent, type DialogContext, type DialogResult, type EntityDialog, type ListScope, type PlatformEntity } from '../entity-table.ts';
import { applyEach } from './apply-each.ts';

/** A confirm dialog (make public or private, unassign, delete) for one entity or many, and the call it makes per entity. */
export interface ConfirmSpec {
  /** Title and text keys for one entity; the title names it under `nameParam` (`{{assetName}}`). */
  one: { title: string; text: string; nameParam: string };
  /** Title (with `{{count}}`) and text keys for a group action. */
  many?: { title: string; text: string };
  /** The action's label key: the toast says it was done. */
  label: string;
  apply(request: FastifyRequest, place: ListScope, id: string): Promise<void>;
  /** The entities are gone afterwards (delete). */
  removes?: boolean;
  /** The toast's own key when the action has one (`edge.sync-process-started-successfully`); default "<action> done". */
  doneMessage?: string;
}

async function content<E extends PlatformEntity>(ctx: DialogContext<E>, spec: ConfirmSpec): Promise<DialogContent> {
  const { t } = ctx.request.view();
  const labels = { submitLabel: t('action.yes'), cancelLabel: t('action.no') };
  if (ctx.ids.length === 1 || !spec.many) {
    const entity = await loadEntity(ctx.request, ctx.table, ctx.place, ctx.ids[0]);
    const name = ctx.table.kind.name(entity);
    return { kind: 'confirm', title: t(spec.one.title, { [spec.one.nameParam]: name }), text: t(spec.one.text), ...labels };
  }
  return { kind: 'confirm', title: t(spec.many.title, { count: ctx.ids.length }), text: t(spec.many.text), ...labels };
}

export function confirmDialog<E extends PlatformEntity>(spec: ConfirmSpec): EntityDialog<E> {
  return {
    about: 'entities',
    view: (ctx) => content(ctx, spec),
    async submit(ctx): Promise<DialogResult> {
      const { t } = ctx.request.view();
      // Read before acting: what the dialog shows again if the platform refuses (a deleted entity has no name after).
      const shown = await content(ctx, spec);
      if (ctx.ids.length > 1 && !spec.many) return { kind: 'invalid', content: shown, status: 400 };
      const outcome = await applyEach(ctx.request, ctx.ids, (id) => spec.apply(ctx.request, ctx.place, id));
      if (outcome.done.length === 0 && outcome.first) return { kind: 'invalid', content: { ...shown, formError: outcome.first.message }, status: outcome.first.status };
      return {
        kind: 'done',
        message: spec.doneMessage ? t(spec.doneMessage) : t('entity.action-done', { action: t(spec.label), count: outcome.done.length }),
        removed: spec.removes ? outcome.done : [],
        failures: outcome.failures,
      };
    },
  };
}
