import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SA, TA, requireAuthority } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { prepareCached } from '../db/statements.ts';
import { badRequest, forbidden, general, notFound } from '../http/api-error.ts';
import { jsonBody, sendEmpty } from '../http/body.ts';
import { toPageLink } from '../http/page-link.ts';
import { toUuid, uuidParam } from '../http/params.ts';
import { intParam, queryParams, queryValue } from '../http/query.ts';
import { isObject } from '../lib/json.ts';
import { entityTable } from '../query/entity-tables.ts';
import { EVENT_TYPES, createEventStore, filterMembers } from '../store/events.ts';
import type { EventQuery, EventType } from '../store/events.ts';

const required = (query: Map<string, string[]>, name: string, type: string): string => {
  const value = queryValue(query, name);
  if (value === undefined) throw general(`Required request parameter '${name}' for method parameter type ${type} is not present`);
  return value;
};

function longParam(query: Map<string, string[]>, name: string): number | null {
  const raw = queryValue(query, name);
  if (raw === undefined || raw.trim() === '') return null;
  if (!/^-?\d+$/.test(raw.trim())) {
    throw general(`Failed to convert value of type 'java.lang.String' to required type 'java.lang.Long'; nested exception is java.lang.NumberFormatException: For input string: "${raw}"`);
  }
  return Number(raw.trim());
}

function eventType(raw: unknown): EventType {
  const name = String(raw);
  if (!(EVENT_TYPES as readonly string[]).includes(name)) {
    throw badRequest(`No enum constant org.thingsboard.server.common.data.event.EventType.${name}`);
  }
  return name as EventType;
}

/** The owning tenant of the entity whose events are read; null when it does not exist. */
function ownerTenant(ctx: EmulatorContext, entityType: string, id: string): string | null {
  if (entityType === 'RULE_NODE') {
    const row = prepareCached(ctx.db, 'SELECT c.tenant_id FROM rule_node n JOIN rule_chain c ON c.id = n.rule_chain_id WHERE n.id = ?').get(id) as
      | { tenant_id: string }
      | undefined;
    return row ? row.tenant_id : null;
  }
  const table = entityTable(ctx.db, entityType);
  if (!table) return null;
  const row = prepareCached(ctx.db, `SELECT ${table.tenantColumn} AS tenant_id FROM ${table.table} WHERE id = ?`).get(id) as
    | { tenant_id: string }
    | undefined;
  return row ? row.tenant_id : null;
}

/** Events of rule chains, rule nodes and devices (contract 11.3). */
export function eventRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const store = createEventStore(ctx.db);

  const checkEntity = (caller: Caller, request: FastifyRequest) => {
    const { entityType } = request.params as { entityType: string };
    const entityId = uuidParam(request.params, 'entityId');
    const tenant = ownerTenant(ctx, entityType, entityId);
    if (tenant === null) throw notFound();
    if (caller.authority === 'TENANT_ADMIN' && tenant !== caller.tenantId) throw forbidden();
    return entityId;
  };

  const baseQuery = (request: FastifyRequest, type: EventType | null, filter: unknown): { query: EventQuery; link: ReturnType<typeof toPageLink> } => {
    const params = queryParams(request);
    const tenantId = toUuid(required(params, 'tenantId', 'String'));
    const pageSize = intParam('pageSize', required(params, 'pageSize', 'int'));
    const page = intParam('page', required(params, 'page', 'int'));
    const caller = requireAuthority(request, SA, TA);
    const entityId = checkEntity(caller, request);
    const link = toPageLink({
      pageSize, page, textSearch: queryValue(params, 'textSearch'), sortProperty: queryValue(params, 'sortProperty'),
      sortOrder: queryValue(params, 'sortOrder'), query: params,
    });
    const query: EventQuery = {
      tenantId, entityId, eventType: type, startTime: longParam(params, 'startTime'), endTime: longParam(params, 'endTime'),
      match: filterMembers(filter),
    };
    return { query, link };
  };

  app.get('/api/events/:entityType/:entityId/:eventType', async (request) => {
    const type = eventType((request.params as { eventType: string }).eventType);
    const { query, link } = baseQuery(request, type, null);
    return store.findPage(query, link);
  });

  app.get('/api/events/:entityType/:entityId', async (request) => {
    const { query, link } = baseQuery(request, null, null);
    return store.findPage(query, link);
  });

  const filterBody = (request: FastifyRequest) => {
    const body = jsonBody(request);
    if (!isObject(body)) throw general('JSON parse error: Cannot construct instance of `org.thingsboard.server.common.data.event.EventFilter`');
    return { body, type: eventType(body.eventType) };
  };

  app.post('/api/events/:entityType/:entityId', async (request) => {
    const { body, type } = filterBody(request);
    const { query, link } = baseQuery(request, type, body);
    return store.findPage(query, link);
  });

  app.post('/api/events/:entityType/:entityId/clear', async (request, reply) => {
    const { body, type } = filterBody(request);
    const params = queryParams(request);
    const caller = requireAuthority(request, SA, TA);
    const entityId = checkEntity(caller, request);
    const tenantId = caller.authority === 'TENANT_ADMIN' ? caller.tenantId : ownerTenant(ctx, (request.params as { entityType: string }).entityType, entityId) ?? '';
    store.clear({
      tenantId, entityId, eventType: type, startTime: longParam(params, 'startTime'), endTime: longParam(params, 'endTime'),
      match: filterMembers(body),
    });
    return sendEmpty(reply);
  });
}
