import type { FastifyReply, FastifyRequest } from 'fastify';
import { headerSafePath } from '../plugins/safe-responses.ts';
import { pagePath, type Overlay, type PageAddress } from '../domain/entity-address.ts';
import { applyForm, parseForm } from '../domain/form-input.ts';
import { FORM_EDIT, rowEdit } from '../domain/form-rows.ts';
import { STEP_TO } from '../domain/form-steps.ts';
import type { DetailsView, DialogView } from '../domain/entity-view.ts';
import { showNext, success } from '../notices/notice.ts';
import { answerForbidden } from '../plugins/forbidden.tsx';
import { completeDialog, dialogContext } from './dialog-lookup.ts';
import { detailsView, isEditable, type DetailsPlace, type EditedForm } from './details-view.ts';
import { PICKER_SEARCH, pickerSearches } from './form-view.ts';
import { refusalOf } from './refusal.ts';
import { entitySaved } from './subtypes.ts';
import { entityForm, type EntityDialog, type EntityTable, type ListScope, type PlatformEntity } from './entity-table.ts';

/**
 * Post/redirect/get to a page of the same kind: a 303, which htmx's fetch follows with the same target, so the form's
 * region is swapped from the answer. Another page (a deleted entity's list) is loaded whole.
 */
export function seeOther(request: FastifyRequest, reply: FastifyReply, path: string): FastifyReply {
  const samePage = path.split('?', 1)[0] === request.consolePath;
  if (request.headers['hx-request'] === 'true' && !samePage) return reply.redirectTo(path);
  return reply.redirect(headerSafePath(request.view().url(path)), 303);
}

interface DialogPost<E extends PlatformEntity> {
  request: FastifyRequest;
  reply: FastifyReply;
  table: EntityTable<E>;
  place: ListScope;
  dialog: EntityDialog<E>;
  page: PageAddress;
  overlay: Overlay;
  body: Record<string, unknown>;
  /** Shows the page again with this dialog over it (invalid input, a refusal, a picker's search). */
  answer(status: number, dialog: DialogView): Promise<FastifyReply>;
  /** The page to go back to once entities are gone (a deleted entity's panel closes, its page leads to the list). */
  afterRemoval(removed: readonly string[]): PageAddress;
}

/** A dialog's form: done (back to the page with a toast), another step, or the dialog again with its messages. */
export async function submitDialog<E extends PlatformEntity>(post: DialogPost<E>): Promise<FastifyReply> {
  const { request, reply, table, place, dialog, page, overlay, body } = post;
  // A picker's search, a row's add or remove button (`_op`), a step's Back or Next: the dialog again with the input as edited.
  if (typeof body[PICKER_SEARCH] === 'string' || typeof body[FORM_EDIT] === 'string' || typeof body[STEP_TO] === 'string') {
    const content = await dialog.view(dialogContext(request, table, place, page, overlay, body));
    return post.answer(200, completeDialog(request, content, page, overlay));
  }
  const result = await dialog.submit(dialogContext(request, table, place, page, overlay, request.query as Record<string, unknown>), body);
  if (result.kind === 'invalid') return post.answer(result.status, completeDialog(request, result.content, page, overlay));
  if (result.kind === 'step') return seeOther(request, reply, pagePath(page, { dialog: overlay.dialog, ids: overlay.ids, step: result.step }));
  // An entity may have been added or changed: its kind's sub-types are listed afresh.
  entitySaved(request, table.kind.entityType);
  if (result.kind === 'leave') {
    if (result.message) success(request, result.message);
    return seeOther(request, reply, result.path);
  }
  if (result.failures?.length) showNext(request, { type: result.warn ? 'warn' : 'error', message: result.message, details: [...result.failures] });
  else success(request, result.message);
  return seeOther(request, reply, pagePath(result.removed?.length ? post.afterRemoval(result.removed) : page));
}

interface DetailsPost<E extends PlatformEntity> {
  request: FastifyRequest;
  reply: FastifyReply;
  table: EntityTable<E>;
  place: ListScope;
  entity: E;
  where: DetailsPlace;
  body: Record<string, unknown>;
  answer(status: number, details: DetailsView): Promise<FastifyReply>;
}

/** The details form: saved (back to the details, read-only, with a toast), or shown again with its messages. */
export async function submitDetails<E extends PlatformEntity>(post: DetailsPost<E>): Promise<FastifyReply> {
  const { request, reply, table, place, entity, where, body } = post;
  if (!isEditable(table, entity)) return answerForbidden(request, reply);
  const { kind } = table;
  const form = await entityForm(kind, request.platform, entity);
  const { input, errors } = parseForm(form, body);
  const again = async (status: number, edited: EditedForm) =>
    post.answer(status, await detailsView(request, table, place, entity, where, { editing: true, edited }));
  const rows = rowEdit(form, body);
  if (rows) return again(200, { input: rows });
  if (typeof body[PICKER_SEARCH] === 'string' || typeof body[FORM_EDIT] === 'string') return again(200, { input, searches: pickerSearches(form, body) });
  if (Object.keys(errors).length > 0) return again(400, { input, errors });
  try {
    await kind.save(request.platform, applyForm(form, kind.toSaved(entity), input));
    entitySaved(request, kind.entityType);
  } catch (err) {
    const refused = refusalOf(request, err);
    if (!refused) throw err;
    return again(refused.status, { input, formError: refused.message });
  }
  success(request, request.view().t('entity.changes-saved'));
  return seeOther(request, reply, pagePath(where.page));
}
