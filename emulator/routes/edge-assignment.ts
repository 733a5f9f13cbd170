import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { notFound } from '../http/api-error.ts';
import type { PageData, PageLink } from '../http/page-link.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { uuidParam } from '../http/params.ts';
import { queryValue } from '../http/query.ts';
import type { EntityType } from '../lib/ids.ts';
import { checkDevice } from '../security/checks.ts';
import { checkEdge } from '../security/entity-checks.ts';
import { canAccessOwned } from '../security/permissions.ts';
import { auditEntityAction } from '../services/audit-log.ts';
import { assignToEdge, queueAssignmentEvent, unassignFromEdge } from '../services/edge-assignments.ts';
import { toDevice } from '../store/devices.ts';
import type { CreatedTimeBounds, OwnedRow } from '../store/owned-entities.ts';
import { assetKind } from './assets.ts';
import { entityViewKind } from './entity-views.ts';
import { auditTargetOf } from './owned-entity-routes.ts';

/** What can be assigned to an edge: path segment, loader with permission check, and the edge's list of them. */
interface EdgeAssignable {
  entityType: EntityType;
  segment: string;
  plural: string;
  idParam: string;
  check(ctx: EmulatorContext, caller: Caller, id: string): OwnedRow;
  toJson(row: OwnedRow): object;
  list(tenantId: string, edgeId: string, type: string | undefined, time: CreatedTimeBounds, link: PageLink): PageData<object>;
}

export function timeParam(query: Map<string, string[]>, name: string): number | undefined {
  const value = queryValue(query, name);
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}

function assignables(ctx: EmulatorContext): EdgeAssignable[] {
  const asset = assetKind(ctx);
  const view = entityViewKind(ctx);
  return [
    {
      entityType: 'DEVICE', segment: 'device', plural: 'devices', idParam: 'deviceId',
      check: (c, caller, id) => checkDevice(c, caller, id, 'READ'),
      toJson: (row) => toDevice(row as Parameters<typeof toDevice>[0]),
      list: (tenantId, edgeId, type, time, link) => ctx.stores.devices.findPage({ tenantId, edgeId, type, ...time }, link),
    },
    {
      entityType: 'ASSET', segment: 'asset', plural: 'assets', idParam: 'assetId',
      check: (c, caller, id) => asset.check(c, caller, id, 'READ'),
      toJson: (row) => asset.toJson(row as Parameters<typeof asset.toJson>[0]),
      list: (tenantId, edgeId, type, time, link) => asset.store.findPage({ tenantId, edgeId, type, ...time }, link),
    },
    {
      entityType: 'ENTITY_VIEW', segment: 'entityView', plural: 'entityViews', idParam: 'entityViewId',
      check: (c, caller, id) => view.check(c, caller, id, 'READ'),
      toJson: (row) => view.toJson(row as Parameters<typeof view.toJson>[0]),
      list: (tenantId, edgeId, type, time, link) => view.store.findPage({ tenantId, edgeId, type, ...time }, link),
    },
  ];
}

/** Assign / unassign devices, assets and entity views to edges, and the edges' time-paged lists of them. */
export function edgeAssignmentRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  for (const kind of assignables(ctx)) {
    const change = (assign: boolean) => async (request: FastifyRequest) => {
      const caller = requireAuthority(request, TA);
      const edge = checkEdge(ctx, caller, uuidParam(request.params, 'edgeId'), 'READ');
      const row = kind.check(ctx, caller, uuidParam(request.params, kind.idParam));
      if (assign) assignToEdge(ctx, edge.id, kind.entityType, row.id);
      else unassignFromEdge(ctx, edge.id, kind.entityType, row.id);
      queueAssignmentEvent(ctx, edge, kind.entityType, row.id, assign);
      auditEntityAction(ctx, caller, auditTargetOf(kind.entityType, row), assign ? 'ASSIGNED_TO_EDGE' : 'UNASSIGNED_FROM_EDGE',
        { entityId: row.id, edgeId: edge.id, edgeName: edge.name });
      return kind.toJson(row);
    };
    app.post(`/api/edge/:edgeId/${kind.segment}/:${kind.idParam}`, change(true));
    app.delete(`/api/edge/:edgeId/${kind.segment}/:${kind.idParam}`, change(false));

    // The platform pages first, then drops what the caller may not read (totals stay unfiltered).
    app.get(`/api/edge/:edgeId/${kind.plural}`, async (request) => {
      const params = bindPageParams(request);
      const caller = requireAuthority(request, TA, CU);
      const edge = checkEdge(ctx, caller, uuidParam(request.params, 'edgeId'), 'READ');
      const link = toPageLink(params);
      const type = queryValue(params.query, 'type');
      const time = { startTime: timeParam(params.query, 'startTime'), endTime: timeParam(params.query, 'endTime') };
      const page = kind.list(caller.tenantId, edge.id, type !== undefined && type.trim() !== '' ? type : undefined, time, link);
      return { ...page, data: page.data.filter((item) => readable(caller, item)) };
    });
  }
}

function readable(caller: Caller, json: object): boolean {
  const item = json as { tenantId?: { id: string }; customerId?: { id: string } };
  if (!item.tenantId || !item.customerId) throw notFound();
  return canAccessOwned(caller, 'READ', { tenant_id: item.tenantId.id, customer_id: item.customerId.id });
}
