import type { FastifyInstance } from 'fastify';
import { HomePage } from '../../views/home/home-page.tsx';
import { MessagePage } from '../../views/errors/message-page.tsx';
import { allMenuPaths } from '../../views/shell/menu.ts';

const SIGNED_IN = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;
const BUILT = new Set(['/home', '/devices']);
// Pages reachable from menus and the user menu that later issues build. The dashboard pages are
// registered already so the guard remembers their addresses (with state, embedded, hideToolbar)
// across sign-in and confines default-dashboard users to a route that exists.
const NOT_YET = [...allMenuPaths().filter((p) => !BUILT.has(p)), '/dashboards/:dashboardId', '/dashboard/:dashboardId'];

export async function homeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/home', { config: { access: [...SIGNED_IN] } }, async (_request, reply) => reply.page(<HomePage />));

  for (const path of NOT_YET) {
    app.get(path, { config: { access: [...SIGNED_IN] } }, async (request, reply) => {
      const { t } = request.view();
      return reply.page(
        <MessagePage title={t('error.not-available')} message={t('error.not-available-text')} icon="construction" action={{ label: t('home.home'), path: '/home' }} />,
      );
    });
  }
}
