import { UsagePage } from '../../views/usage/usage-page.tsx';
import { routeCrumbs } from '../domain/route-crumbs.ts';
import { loadUsage } from '../usage/api-usage.ts';
import { routePlugin } from '../route-plugin.ts';

/** `/usage`: the tenant administrator's API usage (console-map §1). */
export const usage = routePlugin('usage', async (app) => {
  app.get('/usage', { config: { routeId: 'usage' } }, async (request, reply) => {
    return reply.page(<UsagePage crumbs={routeCrumbs('usage', request.view())} usage={await loadUsage(request)} />);
  });
});
