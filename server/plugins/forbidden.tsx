import type { FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenDialog, ForbiddenPage } from '../../views/errors/forbidden-page.tsx';
import { regionMarkup } from '../notices/toasts.tsx';
import { backPath } from './back-path.ts';

/** An htmx request acting inside a page (a fragment or a form), not one loading a whole page. */
export function answersInPlace(request: FastifyRequest): boolean {
  return request.wantsFragment || (request.headers['hx-request'] === 'true' && request.method !== 'GET');
}

/**
 * The forbidden dialog (spec section 4 step 8, and a 403 from the platform). A page load gets
 * the page with the dialog, whose Cancel goes back where the user came from; an htmx request
 * keeps the page as it is and gets the dialog in its toast region, whose Cancel only closes it:
 * the navigation is cancelled, as upstream.
 */
export function answerForbidden(request: FastifyRequest, reply: FastifyReply) {
  if (answersInPlace(request)) {
    return reply
      .header('hx-reswap', 'none')
      .header('hx-push-url', 'false')
      .type('text/html; charset=utf-8')
      .code(403)
      .send(regionMarkup(request, <ForbiddenDialog />, true));
  }
  return reply.page(<ForbiddenPage backPath={backPath(request)} />, 403);
}
