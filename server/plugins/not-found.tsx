import type { FastifyReply, FastifyRequest } from 'fastify';
import { MessagePage } from '../../views/errors/message-page.tsx';

/**
 * An address no route answers: a not-found page (404) for console addresses, signed in or not,
 * so that a mistyped or stale deep link says so instead of landing somewhere else. Missing files
 * (favicon.ico, robots.txt, an old asset) and other methods stay plain 404s.
 */
export async function notFound(request: FastifyRequest, reply: FastifyReply) {
  const isFile = request.consolePath.startsWith('/static/') || /\.[a-z0-9]+$/i.test(request.consolePath);
  if (request.method !== 'GET' || isFile) return reply.code(404).type('text/plain').send('Not found');
  const { t } = request.view();
  return reply.page(<MessagePage title={t('error.not-found')} message={t('error.page-not-found-text')} icon="search_off" action={{ label: t('home.home'), path: '/home' }} />, 404);
}
