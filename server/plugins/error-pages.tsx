import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SessionEndedError, isPlatformError } from '../platform/platform-error.ts';
import { SessionStoreError } from '../session/session-store.ts';
import { rememberAddress, renewSession } from '../session/console-session.ts';
import { isCsrfFailure } from './csrf.ts';
import { addressToRemember } from './original-address.ts';
import { UnknownSortError } from '../tables/table-query.ts';
import { failure } from '../notices/notice.ts';
import type { Notice } from '../domain/notice.ts';
import { toastMarkup } from '../notices/toasts.tsx';
import { MessagePage } from '../../views/errors/message-page.tsx';
import { answersInPlace } from './forbidden.tsx';
import { currentPage, platformFailure } from './platform-failure.tsx';
import { answerMinimally } from './safe-responses.ts';
import { notFound } from './not-found.tsx';

// How long a client is asked to wait before trying again while the session store is away.
const STORE_RETRY_AFTER_S = 5;

/**
 * Turns every failure into the reaction of the spec's error catalogue (section 8), on full pages
 * and on htmx fragments alike; the browser never sees a stack trace, and unexpected failures are
 * logged with the request id. A failure while answering a failure gets a minimal 500.
 */
export const errorPages = fp(async function errorPages(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    try {
      return await answerFailure(error, request, reply);
    } catch (failed) {
      request.log.error({ err: error }, 'the failure being answered');
      return answerMinimally(request, reply, failed);
    }
  });

  app.setNotFoundHandler(async (request, reply) => {
    try {
      return await notFound(request, reply);
    } catch (failed) {
      return answerMinimally(request, reply, failed);
    }
  });
}, { name: 'error-pages', dependencies: ['render', 'sessions'] });

async function answerFailure(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof SessionStoreError) return sessionsUnavailable(request, reply, error);
  if (error instanceof SessionEndedError) return signedOut(request, reply, error);
  if (isPlatformError(error)) return platformFailure(request, reply, error);
  // An address whose ids are not ids names nothing: the not-found page.
  if (error.validation && error.validationContext === 'params' && request.method === 'GET' && !request.wantsFragment) return notFound(request, reply);
  // A failed fragment must not be swapped into the table: let the browser load the address as a page.
  if (request.wantsFragment && request.method === 'GET') return reply.header('hx-redirect', request.url).code(204).send();
  const failure = describeFailure(request, error);
  if (answersInPlace(request)) {
    // An htmx form keeps the page; the failure shows as a toast.
    const notice: Notice = { type: 'error', message: failure.message, details: failure.details };
    return reply.header('hx-reswap', 'none').type('text/html; charset=utf-8').code(failure.status).send(toastMarkup(request, notice, true));
  }
  return reply.page(<MessagePage {...failure.page} />, failure.status);
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
        const problem = v.keyword === 'finite' ? t('error.non-finite-number') : (v.message ?? '');
        return t('error.bad-parameter', { name, problem });
      }),
    );
  }
  if (error instanceof UnknownSortError) {
    return badRequest([t('error.bad-parameter', { name: 'property', problem: t('error.unknown-sort-property', { property: error.property }) })]);
  }
  if (isCsrfFailure(error)) {
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
  await renewSession(request);
  failure(request, t(error.reason === 'refresh-expired' ? 'access.refresh-token-expired' : 'access.refresh-token-failed'));
  if (redirectUrl) rememberAddress(request.session, redirectUrl);
  return reply.redirectTo('/login');
}

/** The session store did not answer: 503 and "try again", and no attempt to save the session on the way out. */
async function sessionsUnavailable(request: FastifyRequest, reply: FastifyReply, error: SessionStoreError) {
  request.log.error({ err: error.cause, url: request.url }, 'session store unavailable');
  Object.assign(request, { session: {} });
  const { t } = request.view();
  reply.header('retry-after', String(STORE_RETRY_AFTER_S));
  if (answersInPlace(request)) {
    const notice: Notice = { type: 'error', message: t('error.sessions-unavailable'), details: [t('error.sessions-unavailable-text')] };
    return reply.header('hx-reswap', 'none').type('text/html; charset=utf-8').code(503).send(toastMarkup(request, notice, true));
  }
  const retry = { label: t('action.retry'), path: request.method === 'GET' ? currentPage(request) : request.consolePath };
  return reply.page(<MessagePage title={t('error.sessions-unavailable')} message={t('error.sessions-unavailable-text')} icon="cloud_off" action={retry} />, 503);
}
