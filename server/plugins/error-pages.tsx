import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, PlatformError, SessionEndedError } from '../platform/platform-error.ts';
import { CsrfError } from './csrf.ts';
import { addressToRemember } from './original-address.ts';
import { backPath } from './back-path.ts';
import { safeRedirectPath } from '../base-path.ts';
import { UnknownSortError } from '../routes/table-query.ts';
import { failure, showNext, type Notice } from '../notices/notice.ts';
import { toastMarkup } from '../notices/toasts.tsx';
import { MessagePage } from '../../views/errors/message-page.tsx';
import { answerForbidden, answersInPlace } from './forbidden.tsx';

/**
 * Turns every failure into the reaction of the spec's error catalogue (section 8), on full pages
 * and on htmx fragments alike; the browser never sees a stack trace, and unexpected failures are
 * logged with the request id.
 */
export function errorPages(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof SessionEndedError) return signedOut(request, reply, error);
    if (error instanceof PlatformError) return platformFailure(request, reply, error);
    // A failed fragment must not be swapped into the table: let the browser load the address as a page.
    if (request.wantsFragment && request.method === 'GET') return reply.header('hx-redirect', request.url).code(204).send();
    const failure = describeFailure(request, error);
    if (answersInPlace(request)) {
      // An htmx form keeps the page; the failure shows as a toast.
      const notice: Notice = { type: 'error', message: failure.message, details: failure.details };
      return reply.header('hx-reswap', 'none').type('text/html; charset=utf-8').code(failure.status).send(toastMarkup(request, notice, true));
    }
    return reply.page(<MessagePage {...failure.page} />, failure.status);
  });

  app.setNotFoundHandler(async (request, reply) => {
    // Unknown console paths go home, as upstream; missing files (favicon.ico, robots.txt...) stay plain 404s.
    const isFile = request.consolePath.startsWith('/static/') || /\.[a-z0-9]+$/i.test(request.consolePath);
    if (request.method !== 'GET' || isFile) return reply.code(404).type('text/plain').send('Not found');
    // Dashboards are where confined users are sent: until their pages exist, home would send them straight back.
    if (/^\/dashboards?\//.test(request.consolePath)) {
      const { t } = request.view();
      return reply.page(<MessagePage title={t('error.not-available')} message={t('error.not-available-text')} icon="construction" />, 404);
    }
    return reply.redirectTo('/home');
  });
}

/** The console's own failures (bad input, expired form, bugs): status, the page, and the toast text. */
function describeFailure(request: FastifyRequest, error: FastifyError) {
  const { t } = request.view();
  const badRequest = (details?: string[]) => ({
    status: 400,
    message: t('error.bad-request-text'),
    details,
    page: { title: t('error.bad-request'), message: t('error.bad-request-text'), details, action: backTo(request) },
  });
  if (error.validation) {
    return badRequest(
      error.validation.map((v) => {
        const name = v.instancePath.replace(/^\//, '') || String(v.params?.missingProperty ?? '');
        return t('error.bad-parameter', { name, problem: v.message ?? '' });
      }),
    );
  }
  if (error instanceof UnknownSortError) {
    return badRequest([t('error.bad-parameter', { name: 'property', problem: t('error.unknown-sort-property', { property: error.property }) })]);
  }
  if (error instanceof CsrfError) {
    return { status: 403, message: t('error.form-expired-text'), details: undefined, page: { title: t('error.form-expired'), message: t('error.form-expired-text'), action: backTo(request) } };
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) return { ...badRequest(), status: error.statusCode };
  request.log.error({ err: error }, 'unhandled error');
  const message = t('error.unexpected-text', { requestId: request.id });
  return { status: 500, message, details: undefined, page: { title: t('error.unexpected'), message, action: { label: t('home.home'), path: '/home' } } };
}

function backTo(request: FastifyRequest) {
  const { t } = request.view();
  return { label: t('action.back'), path: request.consolePath };
}

async function signedOut(request: FastifyRequest, reply: FastifyReply, error: SessionEndedError) {
  const { t } = request.view();
  const redirectUrl = addressToRemember(request);
  await request.session.regenerate();
  failure(request, t(error.reason === 'refresh-expired' ? 'access.refresh-token-expired' : 'access.refresh-token-failed'));
  if (redirectUrl) request.session.redirectUrl = redirectUrl;
  return reply.redirectTo('/login');
}

/** The page the user is on: the page address itself, or for an htmx call the page that made it. */
function currentPage(request: FastifyRequest): string {
  if (request.method !== 'GET') return backPath(request);
  const i = request.url.indexOf('?');
  return safeRedirectPath(request.consolePath + (i < 0 ? '' : request.url.slice(i))) ?? '/home';
}

/** The spec's error text: the body's message, else 'Unhandled error code {status}'. */
function errorText(request: FastifyRequest, error: PlatformError): string {
  const body = error.body as { message?: unknown } | null;
  if (typeof body?.message === 'string' && body.message) return body.message;
  if (!body && error.message && !error.message.startsWith('Unhandled error code')) return error.message;
  return request.view().t('failure.unhandled-error-code', { status: error.status });
}

/** The catalogue row of a failed platform call, as a toast (or null: no generic message). */
function catalogueNotice(request: FastifyRequest, error: PlatformError): Notice | null {
  const { t } = request.view();
  if (error.unreachable) return { type: 'error', message: t('error.unable-to-connect'), details: [t('error.unable-to-connect-text')], retryPath: currentPage(request) };
  if (error.path.startsWith('/api/rpc/')) return null;
  if (error.status === 404) {
    return { type: 'error', message: errorText(request, error), details: [`${error.method} ${error.path}`, `${error.status} ${t('error.not-found-status')}`] };
  }
  return { type: 'error', message: errorText(request, error) };
}

function httpStatus(error: PlatformError): number {
  return error.unreachable ? 502 : error.status >= 400 && error.status < 600 ? error.status : 502;
}

async function platformFailure(request: FastifyRequest, reply: FastifyReply, error: PlatformError) {
  if (error.unreachable) request.log.warn({ path: error.path, reason: error.message }, 'platform unreachable');
  else if (error.status >= 500) request.log.error({ status: error.status, path: error.path, message: error.message }, 'platform error');

  const resetToken = (error.body as { resetToken?: unknown } | null)?.resetToken;
  if (error.status === 401 && error.errorCode === ErrorCode.credentialsExpired && typeof resetToken === 'string') {
    await request.session.regenerate();
    return reply.redirectTo(`/login/resetExpiredPassword?resetToken=${encodeURIComponent(resetToken)}`);
  }

  if (error.status === 403) return answerForbidden(request, reply);
  const status = httpStatus(error);
  if (answersInPlace(request)) {
    // htmx keeps the page as it is and shows the reaction in the toast region.
    reply.header('hx-reswap', 'none').header('hx-push-url', 'false').type('text/html; charset=utf-8').code(status);
    const notice = catalogueNotice(request, error);
    return reply.send(notice ? toastMarkup(request, notice, true) : '');
  }

  const notice = catalogueNotice(request, error);
  if (request.method !== 'GET') {
    // A form the handler did not answer itself: back to the page it came from, with the toast.
    if (notice) showNext(request, notice);
    return reply.redirectTo(backPath(request));
  }
  const { t } = request.view();
  if (error.unreachable) {
    return reply.page(<MessagePage title={t('error.unable-to-connect')} message={t('error.unable-to-connect-text')} icon="cloud_off" action={{ label: t('action.retry'), path: currentPage(request) }} />, status);
  }
  if (error.status === 404) {
    const details = [`${error.method} ${error.path}`, `${error.status} ${t('error.not-found-status')}`, errorText(request, error)];
    return reply.page(<MessagePage title={t('error.not-found')} message={t('error.not-found-text')} details={details} action={{ label: t('home.home'), path: '/home' }} />, 404);
  }
  if (notice) showNext(request, notice);
  return reply.page(<MessagePage title={t('error.platform-error')} message={t('failure.page-not-loaded-text')} action={{ label: t('action.retry'), path: currentPage(request) }} />, status);
}
