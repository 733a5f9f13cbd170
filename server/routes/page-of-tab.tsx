import type { FastifyReply, FastifyRequest } from 'fastify';
import { Shell } from '../../views/shell/shell.tsx';
import { PAGE_REGION } from '../../views/entity/list-page.tsx';
import { routeCrumbs, type CrumbRouteId } from '../domain/route-crumbs.ts';
import { notFound } from '../plugins/not-found.tsx';
import { answerForbidden } from '../plugins/forbidden.tsx';
import { seeOther } from '../tables/entity-posts.ts';
import type { TabAnswer } from '../tables/tabs/tab-part.ts';

/** A page made of a tab's content (`/auditLogs`, `/vc`): the content in the page region, under the route's title. */
export function answerTabPage(request: FastifyRequest, reply: FastifyReply, route: CrumbRouteId, title: string, answer: TabAnswer): FastifyReply | Promise<FastifyReply> {
  if (answer.kind === 'redirect') return seeOther(request, reply, answer.path);
  if (answer.kind === 'forbidden') return answerForbidden(request, reply);
  if (answer.status === 404) return notFound(request, reply);
  const region = (
    <div id={PAGE_REGION} className="entity-page tab-content-page">
      {answer.node}
    </div>
  );
  if (request.wantsFragment) return reply.fragment(region, request.url);
  return reply.page(
    <Shell title={title} crumbs={routeCrumbs(route, request.view(), {})}>
      {region}
    </Shell>,
    answer.status ?? 200,
  );
}
