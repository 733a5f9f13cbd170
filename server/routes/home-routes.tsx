import type { FastifyInstance } from 'fastify';
import { HomePage } from '../../views/home/home-page.tsx';
import { MessagePage } from '../../views/errors/message-page.tsx';
import type { Authority } from '../../views/view-context.tsx';
import { allMenuPaths } from '../../views/shell/menu.ts';

const SIGNED_IN = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;
const BUILT = new Set(['/home', '/devices']);

/** Route levels that only lead on (console-map §1.3): the menu groups' own paths and `/users`. */
const REDIRECTS: { path: string; access: Authority[]; redirectTo: string | Partial<Record<Authority, string>> }[] = [
  { path: '/profiles', access: ['TENANT_ADMIN'], redirectTo: '/profiles/deviceProfiles' },
  { path: '/edgeManagement', access: ['TENANT_ADMIN', 'CUSTOMER_USER'], redirectTo: '/edgeManagement/ruleChains' },
  { path: '/settings', access: ['SYS_ADMIN', 'TENANT_ADMIN'], redirectTo: { SYS_ADMIN: '/settings/general', TENANT_ADMIN: '/settings/home' } },
  { path: '/users', access: [...SIGNED_IN], redirectTo: '/home' },
];
const REDIRECTING = new Set(REDIRECTS.map((r) => r.path));

// Pages reachable from menus and the user menu that later issues build. The dashboard pages are
// registered already so the guard remembers their addresses (with state, embedded, hideToolbar)
// across sign-in and confines default-dashboard users to a route that exists.
const NOT_YET = [...allMenuPaths().filter((p) => !BUILT.has(p) && !REDIRECTING.has(p)), '/dashboards/:dashboardId', '/dashboard/:dashboardId'];

export async function homeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/home', { config: { access: [...SIGNED_IN] } }, async (_request, reply) => reply.page(<HomePage />));

  // The guard answers these: forbidden for other roles, else on to the target (step 9).
  for (const { path, access, redirectTo } of REDIRECTS) {
    app.get(path, { config: { access, redirectTo } }, async (_request, reply) => reply.redirectTo('/home'));
  }

  for (const path of NOT_YET) {
    app.get(path, { config: { access: [...SIGNED_IN] } }, async (request, reply) => {
      const { t } = request.view();
      return reply.page(
        <MessagePage title={t('error.not-available')} message={t('error.not-available-text')} icon="construction" action={{ label: t('home.home'), path: '/home' }} />,
      );
    });
  }
}
