import type { FastifyRequest } from 'fastify';
import { pageHref, type Overlay, type PageAddress } from '../domain/entity-address.ts';
import type { DialogView } from '../domain/entity-view.ts';
import type { DialogContent, DialogContext, EntityDialog, EntityTable, ListScope, PlatformEntity } from './entity-table.ts';
import { ROW_ACTIONS_DIALOG, rowActionsDialog } from './dialogs/row-actions-dialog.ts';

/** Why a dialog's address is refused: a role's missing right (the forbidden page), or nothing at that address. */
export type Refused = 'forbidden' | 'not-found';

/**
 * The dialog an address names in this table. A dialog the table does not offer is forbidden to a customer user (the
 * tenant's actions are not theirs) and not found for others; a dialog about entities needs their ids.
 */
export function lookupDialog<E extends PlatformEntity>(request: FastifyRequest, table: EntityTable<E>, overlay: Overlay): EntityDialog<E> | Refused {
  const name = overlay.dialog ?? '';
  const dialog = Object.hasOwn(table.dialogs, name) ? table.dialogs[name] : name === ROW_ACTIONS_DIALOG && table.rowActions.length > 0 ? rowActionsDialog<E>() : undefined;
  if (!dialog) return request.session.user?.authority === 'CUSTOMER_USER' ? 'forbidden' : 'not-found';
  if (dialog.about === 'entities' && !overlay.ids?.length) return 'not-found';
  return dialog;
}

export function dialogContext<E extends PlatformEntity>(
  request: FastifyRequest,
  table: EntityTable<E>,
  place: ListScope,
  page: PageAddress,
  overlay: Overlay,
  query: Record<string, unknown>,
): DialogContext<E> {
  return { request, name: overlay.dialog ?? '', table, place, page, ids: overlay.ids ?? [], step: overlay.step, query };
}

/** A dialog's content with its name, its own address (where its form posts) and the way back to its page. */
export function completeDialog(request: FastifyRequest, content: DialogContent, page: PageAddress, overlay: Overlay): DialogView {
  const { url } = request.view();
  return {
    ...content,
    name: overlay.dialog ?? '',
    action: pageHref(url, page, { dialog: overlay.dialog, ids: overlay.ids, step: overlay.step }),
    cancelHref: pageHref(url, page),
  } as DialogView;
}
