import type { FastifyInstance } from 'fastify';
import { TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { sendEmpty } from '../http/body.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { uuidParam } from '../http/params.ts';
import { checkEdge } from '../security/entity-checks.ts';
import { deleteEdge, saveEdge } from '../services/edges.ts';
import { toEdge, toEdgeInfo } from '../store/edges.ts';
import type { EdgeRow } from '../store/edges.ts';
import { customerAssignmentRoutes } from './customer-assignment.ts';
import { timeParam } from './edge-assignment.ts';
import { ownedEntityRoutes } from './owned-entity-routes.ts';
import type { OwnedKind } from './owned-entity-routes.ts';

export function edgeKind(ctx: EmulatorContext): OwnedKind<EdgeRow> {
  return {
    entityType: 'EDGE',
    singular: 'edge',
    plural: 'edges',
    idParam: 'edgeId',
    nameParam: 'edgeName',
    idsParam: 'edgeIds',
    typesMember: 'edgeTypes',
    javaClass: 'org.thingsboard.server.common.data.edge.Edge',
    searchQueryClass: 'org.thingsboard.server.common.data.edge.EdgeSearchQuery',
    store: ctx.stores.edges,
    check: checkEdge,
    toJson: toEdge,
    toInfoJson: toEdgeInfo,
    save: saveEdge,
    remove: deleteEdge,
  };
}

export function edgeRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const kind = edgeKind(ctx);
  ownedEntityRoutes(app, ctx, kind, { tenantPageOnPlural: true });
  customerAssignmentRoutes(app, ctx, kind, 'Edge');

  // No edge ever connects to the emulator: a sync request has nothing to do, and queued edge events stay queued.
  app.post('/api/edge/sync/:edgeId', async (request, reply) => {
    const caller = requireAuthority(request, TA);
    checkEdge(ctx, caller, uuidParam(request.params, 'edgeId'), 'READ');
    return sendEmpty(reply);
  });

  app.get('/api/edge/:edgeId/events', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA);
    const edge = checkEdge(ctx, caller, uuidParam(request.params, 'edgeId'), 'READ');
    const link = toPageLink(params);
    const time = { startTime: timeParam(params.query, 'startTime'), endTime: timeParam(params.query, 'endTime') };
    return ctx.stores.edgeEvents.findPage({ tenantId: caller.tenantId, edgeId: edge.id, ...time }, link);
  });
}
