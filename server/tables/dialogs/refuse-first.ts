import type { DialogContext, EntityDialog, PlatformEntity } from '../entity-table.ts';

/**
 * A dialog that first asks whether its entities may be acted on at all (the public customer is not deleted, nor the
 * signed-in user): if not, it shows again with the reason (a translation key), and the platform is not called.
 */
export function refuseFirst<E extends PlatformEntity>(dialog: EntityDialog<E>, refusal: (ctx: DialogContext<E>) => Promise<string | undefined> | string | undefined): EntityDialog<E> {
  return {
    ...dialog,
    async submit(ctx, body) {
      const reason = await refusal(ctx);
      if (!reason) return dialog.submit(ctx, body);
      return { kind: 'invalid', content: { ...(await dialog.view(ctx)), formError: ctx.request.view().t(reason) }, status: 400 };
    },
  };
}
