import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANY_USER, requireAuthority } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest, general } from '../http/api-error.ts';
import { jsonBody, sendEmpty } from '../http/body.ts';
import { toPageLink } from '../http/page-link.ts';
import { toUuid, uuidParam } from '../http/params.ts';
import { intParam, queryParams, queryValue } from '../http/query.ts';
import { isObject } from '../lib/json.ts';
import { checkEntity as checkEntityId } from '../security/entity-access.ts';
import type { Operation } from '../security/permissions.ts';
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

/** Events of any entity the platform's checkEntityId accepts (contract 11.3). */
export function eventRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const store = createEventStore(ctx.db);

  /** The platform's checkEntityId: 404 when missing, 403 when the caller may not read (or, to clear, write) it. */
  const checkEntity = (caller: Caller, request: FastifyRequest, operation: Operation) => {
    const { entityType } = request.params as { entityType: string };
    const entityId = uuidParam(request.params, 'entityId');
    checkEntityId(ctx, caller, { entityType, id: entityId }, operation);
    return entityId;
  };

  const baseQuery = (request: FastifyRequest, type: EventType | null, filter: unknown): { query: EventQuery; link: ReturnType<typeof toPageLink> } => {
    const params = queryParams(request);
    const tenantId = toUuid(required(params, 'tenantId', 'String'));
    const pageSize = intParam('pageSize', required(params, 'pageSize', 'int'));
    const page = intParam('page', required(params, 'page', 'int'));
    const caller = requireAuthority(request, ...ANY_USER);
    const entityId = checkEntity(caller, request, 'READ');
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
    const caller = requireAuthority(request, ...ANY_USER);
    const entityId = checkEntity(caller, request, 'WRITE');
    store.clear({
      tenantId: caller.tenantId, entityId, eventType: type, startTime: longParam(params, 'startTime'), endTime: longParam(params, 'endTime'),
      match: filterMembers(body),
    });
    return sendEmpty(reply);
  });
}
