import { MessagePage } from '../../views/errors/message-page.tsx';
import { routeEntries } from '../domain/route-table.ts';
import { routePlugin } from '../route-plugin.ts';

/**
 * The pages the route table answers itself, at their upstream addresses: the levels that only lead on (`redirectTo`:
 * the guard sends the user on, or answers forbidden), and the pages no route plugin builds yet (`built: false`: the
 * guard's answer first, so the wrong role is refused as it will be, then "not available yet").
 */
export const tablePages = routePlugin('table-pages', async (app) => {
  for (const [routeId, entry] of routeEntries()) {
    if (entry.redirectTo) {
      app.get(entry.path, { config: { routeId } }, async (_request, reply) => reply.redirectTo('/home'));
    } else if (!entry.built) {
      app.get(entry.path, { config: { routeId } }, async (request, reply) => {
        const { t } = request.view();
        return reply.page(
          <MessagePage title={t('error.not-available')} message={t('error.not-available-text')} icon="construction" action={{ label: t('home.home'), path: '/home' }} />,
        );
      });
    }
  }
});
