import { Type } from '@sinclair/typebox';
import { routePlugin } from '../route-plugin.ts';
import { auditLogsContent } from '../tables/tabs/audit-logs-content.tsx';
import { answerTabPage } from './page-of-tab.tsx';

const QUERY = { querystring: Type.Record(Type.String(), Type.Unknown()) };

/** `/auditLogs`: the tenant's audit logs (console-map §3.20, page mode; tenant administrators). */
export const auditLogs = routePlugin('audit-logs', async (app) => {
  app.get('/auditLogs', { config: { routeId: 'auditLogs' }, schema: QUERY }, async (request, reply) => {
    const answer = await auditLogsContent(request, '/auditLogs', request.query as Record<string, unknown>, { mode: 'tenant' });
    return answerTabPage(request, reply, 'auditLogs', request.view().t('audit-log.audit-logs'), answer);
  });
});
