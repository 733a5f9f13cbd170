import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { sendText } from '../http/body.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { uuidParam } from '../http/params.ts';
import { checkDashboard, checkRuleChain } from '../security/content-checks.ts';
import { checkEdge } from '../security/entity-checks.ts';
import { auditEntityAction } from '../services/audit-log.ts';
import { assignToEdge, queueAssignmentEvent, unassignFromEdge } from '../services/edge-assignments.ts';
import { missingRelatedRuleChains } from '../services/edge-rule-chains.ts';
import { toDashboard, toDashboardInfo } from '../store/dashboards.ts';
import { createEdgeContentStore } from '../store/edge-content.ts';
import { toEdge } from '../store/edges.ts';
import type { EdgeRow } from '../store/edges.ts';
import { toRuleChain } from '../store/rule-chains.ts';

/** Dashboards and rule chains on edges: assign / unassign, the edges' lists, and the edge's root rule chain. */
export function edgeContentAssignmentRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const content = createEdgeContentStore(ctx.db);
  const dashboardJson = (id: string) => {
    const row = ctx.stores.dashboards.findById(id);
    if (!row) throw notFound();
    return row;
  };
  const edgeOf = (request: FastifyRequest, caller: Caller) =>
    checkEdge(ctx, caller, uuidParam(request.params, 'edgeId'), 'READ');
  const audit = (
    caller: Caller, edge: EdgeRow, assign: boolean, target: { entityType: string; id: string; name: string },
  ) => {
    auditEntityAction(ctx, caller, target, assign ? 'ASSIGNED_TO_EDGE' : 'UNASSIGNED_FROM_EDGE',
      { entityId: target.id, edgeId: edge.id, edgeName: edge.name });
  };

  for (const assign of [true, false]) {
    const register = assign ? app.post.bind(app) : app.delete.bind(app);
    register('/api/edge/:edgeId/dashboard/:dashboardId', async (request: FastifyRequest) => {
      const caller = requireAuthority(request, TA);
      const edge = edgeOf(request, caller);
      const dashboard = checkDashboard(ctx, caller, uuidParam(request.params, 'dashboardId'), 'READ');
      if (assign) assignToEdge(ctx, edge.id, 'DASHBOARD', dashboard.id);
      else unassignFromEdge(ctx, edge.id, 'DASHBOARD', dashboard.id);
      queueAssignmentEvent(ctx, edge, 'DASHBOARD', dashboard.id, assign);
      audit(caller, edge, assign, { entityType: 'DASHBOARD', id: dashboard.id, name: dashboard.title });
      return toDashboard(dashboardJson(dashboard.id));
    });
    register('/api/edge/:edgeId/ruleChain/:ruleChainId', async (request: FastifyRequest) => {
      const caller = requireAuthority(request, TA);
      const edge = edgeOf(request, caller);
      const chain = checkRuleChain(ctx, caller, uuidParam(request.params, 'ruleChainId'), 'READ');
      if (chain.type !== 'EDGE') throw badRequest("Can't assign non EDGE rule chain to edge!");
      if (assign) assignToEdge(ctx, edge.id, 'RULE_CHAIN', chain.id);
      else unassignFromEdge(ctx, edge.id, 'RULE_CHAIN', chain.id);
      queueAssignmentEvent(ctx, edge, 'RULE_CHAIN', chain.id, assign);
      audit(caller, edge, assign, { entityType: 'RULE_CHAIN', id: chain.id, name: chain.name });
      return toRuleChain(chain);
    });
  }

  app.get('/api/edge/:edgeId/dashboards', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA, CU);
    const edge = edgeOf(request, caller);
    const page = content.dashboardIds(caller.tenantId, edge.id, toPageLink(params));
    return { ...page, data: page.data.map((id) => toDashboardInfo(dashboardJson(id))) };
  });

  app.get('/api/edge/:edgeId/ruleChains', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA);
    const edge = edgeOf(request, caller);
    const page = content.ruleChainIds(caller.tenantId, edge.id, toPageLink(params));
    return {
      ...page,
      data: page.data.map((id) => {
        const chain = ctx.stores.ruleChains.findById(id);
        if (!chain) throw notFound();
        return toRuleChain(chain);
      }),
    };
  });

  app.get('/api/edge/missingToRelatedRuleChains/:edgeId', async (request, reply) => {
    const caller = requireAuthority(request, TA);
    const edge = edgeOf(request, caller);
    return sendText(reply, missingRelatedRuleChains(ctx, caller.tenantId, edge.id));
  });

  app.post('/api/edge/:edgeId/:ruleChainId/root', async (request) => {
    const caller = requireAuthority(request, TA);
    const edge = checkEdge(ctx, caller, uuidParam(request.params, 'edgeId'), 'WRITE');
    const chain = checkRuleChain(ctx, caller, uuidParam(request.params, 'ruleChainId'), 'READ');
    if (chain.type !== 'EDGE') throw badRequest("Can't assign non EDGE rule chain to edge!");
    assignToEdge(ctx, edge.id, 'RULE_CHAIN', chain.id);
    ctx.stores.edges.setRootRuleChain(edge.id, chain.id);
    const saved = ctx.stores.edges.findById(edge.id);
    if (!saved) throw notFound();
    return toEdge(saved);
  });
}
