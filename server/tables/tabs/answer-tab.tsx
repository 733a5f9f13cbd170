import type { FastifyReply, FastifyRequest } from 'fastify';
import { TabPage, TabRegion } from '../../../views/tabs/tab-page.tsx';
import { MessagePage } from '../../../views/errors/message-page.tsx';
import { detailsPage } from '../../domain/entity-address.ts';
import { routeCrumbs } from '../../domain/route-crumbs.ts';
import { ROUTES } from '../../domain/route-table.ts';
import { notFound } from '../../plugins/not-found.tsx';
import { answerForbidden } from '../../plugins/forbidden.tsx';
import { detailsPath, detailsView } from '../details-view.ts';
import { seeOther } from '../entity-posts.ts';
import type { EntityTable, ListScope, PlatformEntity } from '../entity-table.ts';
import { TAB_PARTS } from './tab-parts.ts';

interface TabRequest<E extends PlatformEntity> {
  request: FastifyRequest;
  reply: FastifyReply;
  place: ListScope;
  table: EntityTable<E>;
  entityId: string;
  tab: string;
  /** The posted form, for a tab's dialog. */
  body?: Record<string, unknown>;
}

/**
 * A details tab's address (`/assets/<id>/attributes`): the tab a kind lists and the role may see, under the entity's
 * details header and tab bar; its dialogs' forms post to the same address. A tab listed but not built yet answers
 * "not available"; one the kind does not list, not found; a tenant administrators' tab, forbidden to other roles.
 */
export async function answerTab<E extends PlatformEntity>({ request, reply, place, table, entityId, tab, body }: TabRequest<E>): Promise<FastifyReply> {
  const listed = tab === '' ? undefined : table.kind.tabs.find((known) => known.slug === tab);
  if (!listed) return notFound(request, reply);
  // A tab of tenant administrators (audit logs, downlinks, version control) is the role's, not another's to open.
  if (listed.tenantOnly && request.session.user?.authority !== 'TENANT_ADMIN') return answerForbidden(request, reply);
  // The entity must exist: a missing one is the not-found page, not the tab.
  const entity = await table.kind.load(request.platform, entityId);
  if (listed.shownFor && !listed.shownFor(entity)) return notFound(request, reply);
  const { t, url } = request.view();
  const part = TAB_PARTS[tab];
  if (!part || (body && !part.submit)) {
    if (body) return notFound(request, reply);
    const back = { label: t(table.kind.keys.details), path: detailsPath(place, entityId) };
    return reply.page(<MessagePage title={t('error.not-available')} message={t('error.not-available-text')} icon="construction" action={back} />);
  }
  const path = detailsPath(place, entityId, tab);
  const ctx = { request, reply, entityId: entity.id, path, query: request.query as Record<string, unknown> };
  const answer = body && part.submit ? await part.submit(ctx, body) : await part.show(ctx);
  if (answer.kind === 'redirect') return seeOther(request, reply, answer.path);
  if (answer.kind === 'forbidden') return answerForbidden(request, reply);
  if (answer.status === 404) return notFound(request, reply);
  const details = await detailsView(request, table, place, entity, { mode: 'page', page: detailsPage(detailsPath(place, entityId)) }, { editing: false });
  const here = url(path);
  const tabbed = { ...details, tabs: details.tabs.map((view) => ({ ...view, current: view.href === here })) };
  reply.code(answer.status ?? 200);
  if (request.wantsFragment) return reply.fragment(<TabRegion details={tabbed}>{answer.node}</TabRegion>, request.url);
  const name = table.kind.name(entity);
  const title: string | undefined = (ROUTES[place.detailsRoute] as { title?: string }).title;
  const crumbs = routeCrumbs(place.detailsRoute, request.view(), { params: { ...place.params, entityId }, label: () => name || t(table.kind.keys.details) });
  return reply.page(
    <TabPage title={title ? t(title) : name} crumbs={crumbs} details={tabbed}>
      {answer.node}
    </TabPage>,
    answer.status ?? 200,
  );
}
