import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformError } from '../platform/platform-error.ts';
import { isRpcFailure } from '../platform/api/rpc.ts';
import { expiredPasswordResetToken } from '../auth/login-failure.ts';
import { renewSession } from '../session/console-session.ts';
import { safeRedirectPath } from '../base-path.ts';
import { showNext } from '../notices/notice.ts';
import type { Notice } from '../domain/notice.ts';
import { toastMarkup } from '../notices/toasts.tsx';
import { MessagePage } from '../../views/errors/message-page.tsx';
import { backPath } from './back-path.ts';
import { answerForbidden, answersInPlace } from './forbidden.tsx';

/** The page the user is on: the page address itself, or for an htmx call the page that made it. */
export function currentPage(request: FastifyRequest): string {
  if (request.method !== 'GET') return backPath(request);
  const i = request.url.indexOf('?');
  return safeRedirectPath(request.consolePath + (i < 0 ? '' : request.url.slice(i))) ?? '/home';
}

/** The spec's error text: the body's message, else 'Unhandled error code {status}'. */
export function errorText(request: FastifyRequest, error: PlatformError): string {
  return error.platformMessage ?? request.view().t('failure.unhandled-error-code', { status: error.status });
}

/** The catalogue row of a failed platform call, as a toast (or null: no generic message). */
function catalogueNotice(request: FastifyRequest, error: PlatformError): Notice | null {
  const { t } = request.view();
  if (error.unreachable) return { type: 'error', message: t('error.unable-to-connect'), details: [t('error.unable-to-connect-text')], retryPath: currentPage(request) };
  if (error.malformed) return { type: 'error', message: t('error.unexpected-answer'), details: [t('error.unexpected-answer-text', { requestId: request.id })], retryPath: currentPage(request) };
  if (isRpcFailure(error)) return null;
  if (error.status === 404) {
    return { type: 'error', message: errorText(request, error), details: [`${error.method} ${error.path}`, `${error.status} ${t('error.not-found-status')}`] };
  }
  return { type: 'error', message: errorText(request, error) };
}

/** Unreachable and unreadable answers are the platform's failure as seen through a gateway: 502. */
function httpStatus(error: PlatformError): number {
  return error.unreachable || error.malformed ? 502 : error.status >= 400 && error.status < 600 ? error.status : 502;
}

function logFailure(request: FastifyRequest, error: PlatformError): void {
  const where = { method: error.method, path: error.path };
  if (error.unreachable) request.log.warn({ ...where, reason: error.message }, 'platform unreachable');
  else if (error.malformed) request.log.error({ ...where, upstreamStatus: error.status, reason: error.message }, 'platform answered something unexpected');
  else if (error.status >= 500) request.log.error({ ...where, status: error.status, message: error.message }, 'platform error');
}

/** A platform call the handler did not answer itself, as the spec's error catalogue says (section 8). */
export async function platformFailure(request: FastifyRequest, reply: FastifyReply, error: PlatformError) {
  logFailure(request, error);

  const resetToken = expiredPasswordResetToken(error);
  if (resetToken) {
    await renewSession(request);
    return reply.redirectTo(`/login/resetExpiredPassword?resetToken=${encodeURIComponent(resetToken)}`);
  }

  if (error.status === 403 && !error.malformed) return answerForbidden(request, reply);
  const status = httpStatus(error);
  if (answersInPlace(request)) {
    // htmx keeps the page as it is and shows the reaction in the toast region.
    reply.header('hx-reswap', 'none').header('hx-push-url', 'false').type('text/html; charset=utf-8').code(status);
    const notice = catalogueNotice(request, error);
    return reply.send(notice ? toastMarkup(request, notice, true) : '');
  }

  const notice = catalogueNotice(request, error);
  const { t } = request.view();
  const retry = { label: t('action.retry'), path: currentPage(request) };
  // No answer, or none the console can read: a gateway failure, 502, for pages and forms alike.
  if (error.unreachable) {
    return reply.page(<MessagePage title={t('error.unable-to-connect')} message={t('error.unable-to-connect-text')} icon="cloud_off" action={retry} />, status);
  }
  if (error.malformed) {
    return reply.page(<MessagePage title={t('error.unexpected-answer')} message={t('error.unexpected-answer-text', { requestId: request.id })} icon="sync_problem" action={retry} />, status);
  }
  if (request.method !== 'GET') {
    // A form the handler did not answer itself: back to the page it came from, with the toast.
    if (notice) showNext(request, notice);
    return reply.redirectTo(backPath(request));
  }
  if (error.status === 404) {
    const details = [`${error.method} ${error.path}`, `${error.status} ${t('error.not-found-status')}`, errorText(request, error)];
    return reply.page(<MessagePage title={t('error.not-found')} message={t('error.not-found-text')} details={details} action={{ label: t('home.home'), path: '/home' }} />, 404);
  }
  if (notice) showNext(request, notice);
  return reply.page(<MessagePage title={t('error.platform-error')} message={t('failure.page-not-loaded-text')} action={retry} />, status);
}
