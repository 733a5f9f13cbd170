import { Type } from '@sinclair/typebox';
import { Shell } from '../../views/shell/shell.tsx';
import { PAGE_REGION } from '../../views/entity/list-page.tsx';
import { routeCrumbs } from '../domain/route-crumbs.ts';
import { notFound } from '../plugins/not-found.tsx';
import { routePlugin } from '../route-plugin.ts';
import { seeOther } from '../tables/entity-posts.ts';
import { auditLogsContent } from '../tables/tabs/audit-logs-content.tsx';

const PATH = '/auditLogs';

/** `/auditLogs`: the tenant's audit logs (console-map §3.20, page mode; tenant administrators). */
export const auditLogs = routePlugin('audit-logs', async (app) => {
  app.get(PATH, { config: { routeId: 'auditLogs' }, schema: { querystring: Type.Record(Type.String(), Type.Unknown()) } }, async (request, reply) => {
    const answer = await auditLogsContent(request, PATH, request.query as Record<string, unknown>, { mode: 'tenant' });
    if (answer.kind === 'redirect') return seeOther(request, reply, answer.path);
    if (answer.kind !== 'content' || answer.status === 404) return notFound(request, reply);
    const region = (
      <div id={PAGE_REGION} className="entity-page audit-logs-page">
        {answer.node}
      </div>
    );
    if (request.wantsFragment) return reply.fragment(region, request.url);
    const { t } = request.view();
    return reply.page(
      <Shell title={t('audit-log.audit-logs')} crumbs={routeCrumbs('auditLogs', request.view(), {})}>
        {region}
      </Shell>,
    );
  });
});
