import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PlatformError, SessionEndedError } from '../platform/platform-error.ts';
import { CsrfError } from './csrf.ts';
import { addressToRemember } from './original-address.ts';
import { UnknownSortError } from '../routes/table-query.ts';
import { MessagePage } from '../../views/errors/message-page.tsx';

/**
 * Turns every failure into a page of the spec's error catalogue; the browser never sees a stack
 * trace, and unexpected failures are logged with the request id.
 */
export function errorPages(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof SessionEndedError) return signedOut(request, reply, error);
    // A failed fragment must not be swapped into the table: let the browser load the address as a page.
    if (request.wantsFragment && request.method === 'GET') return reply.header('hx-redirect', request.url).code(204).send();
    const { t } = request.view();
    if (error.validation) {
      const details = error.validation.map((v) => {
        const name = v.instancePath.replace(/^\//, '') || String(v.params?.missingProperty ?? '');
        return t('error.bad-parameter', { name, problem: v.message ?? '' });
      });
      return reply.page(<MessagePage title={t('error.bad-request')} message={t('error.bad-request-text')} details={details} action={backTo(request)} />, 400);
    }
    if (error instanceof UnknownSortError) {
      const details = [t('error.bad-parameter', { name: 'property', problem: t('error.unknown-sort-property', { property: error.property }) })];
      return reply.page(<MessagePage title={t('error.bad-request')} message={t('error.bad-request-text')} details={details} action={backTo(request)} />, 400);
    }
    if (error instanceof CsrfError) {
      return reply.page(<MessagePage title={t('error.form-expired')} message={t('error.form-expired-text')} action={backTo(request)} />, 403);
    }
    if (error instanceof PlatformError) return platformErrorPage(request, reply, error);
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.page(<MessagePage title={t('error.bad-request')} message={t('error.bad-request-text')} action={backTo(request)} />, error.statusCode);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.page(<MessagePage title={t('error.unexpected')} message={t('error.unexpected-text', { requestId: request.id })} action={{ label: t('home.home'), path: '/home' }} />, 500);
  });

  app.setNotFoundHandler(async (request, reply) => {
    // Unknown console paths go home, as upstream; missing files (favicon.ico, robots.txt...) stay plain 404s.
    const isFile = request.consolePath.startsWith('/static/') || /\.[a-z0-9]+$/i.test(request.consolePath);
    if (request.method !== 'GET' || isFile) return reply.code(404).type('text/plain').send('Not found');
    return reply.redirectTo('/home');
  });
}

function backTo(request: FastifyRequest) {
  const { t } = request.view();
  return { label: t('action.back'), path: request.consolePath };
}

async function signedOut(request: FastifyRequest, reply: FastifyReply, error: SessionEndedError) {
  const { t } = request.view();
  const redirectUrl = addressToRemember(request);
  await request.session.regenerate();
  request.session.notice = t(error.reason === 'refresh-expired' ? 'access.refresh-token-expired' : 'access.refresh-token-failed');
  if (redirectUrl) request.session.redirectUrl = redirectUrl;
  return reply.redirectTo('/login');
}

function platformErrorPage(request: FastifyRequest, reply: FastifyReply, error: PlatformError) {
  const { t } = request.view();
  const home = { label: t('home.home'), path: '/home' };
  if (error.unreachable) {
    request.log.warn({ path: error.path, reason: error.message }, 'platform unreachable');
    return reply.page(<MessagePage title={t('error.unable-to-connect')} message={t('error.unable-to-connect-text')} icon="cloud_off" action={{ label: t('action.retry'), path: request.consolePath }} />, 502);
  }
  if (error.status === 403) {
    return reply.page(<MessagePage title={t('access.access-forbidden')} message={t('access.access-forbidden-text')} icon="block" action={home} />, 403);
  }
  if (error.status === 404) {
    const details = [`${error.method} ${error.path}`, `${error.status} ${t('error.not-found-status')}`, error.message];
    return reply.page(<MessagePage title={t('error.not-found')} message={t('error.not-found-text')} details={details} action={home} />, 404);
  }
  if (error.status >= 500) request.log.error({ status: error.status, path: error.path, message: error.message }, 'platform error');
  return reply.page(<MessagePage title={t('error.platform-error')} message={error.message} action={home} />, error.status >= 400 && error.status < 600 ? error.status : 502);
}
