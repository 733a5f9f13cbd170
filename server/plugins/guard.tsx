import type { FastifyInstance } from 'fastify';
import { addressToRemember } from './original-address.ts';
import { MessagePage } from '../../views/errors/message-page.tsx';

/**
 * The route guard: signed-out users are sent to sign in (remembering where they were going),
 * signed-in users without the route's authority get the forbidden page.
 */
export function routeGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const { user, tokens } = request.session;
    if (!user || !tokens) {
      const original = addressToRemember(request);
      if (original) request.session.redirectUrl = original;
      return reply.redirectTo('/login');
    }
    if (!access.includes(user.authority)) {
      const { t } = request.view();
      return reply.page(<MessagePage title={t('access.access-forbidden')} message={t('access.access-forbidden-text')} icon="block" action={{ label: t('home.home'), path: '/home' }} />, 403);
    }
  });
}
