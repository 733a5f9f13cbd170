import { Type } from '@sinclair/typebox';
import { routePlugin } from '../route-plugin.ts';
import { versionsContent } from '../tables/tabs/version-control-tab.tsx';
import { answerTabPage } from './page-of-tab.tsx';

const QUERY = { querystring: Type.Record(Type.String(), Type.Unknown()) };

/** `/vc`: every version of a branch (console-map §3.21; tenant administrators). Listing only so far. */
export const vc = routePlugin('vc', async (app) => {
  app.get('/vc', { config: { routeId: 'vc' }, schema: QUERY }, async (request, reply) => {
    const answer = await versionsContent(request, '/vc', request.query as Record<string, unknown>, null);
    return answerTabPage(request, reply, 'vc', request.view().t('version-control.version-control'), answer);
  });
});
