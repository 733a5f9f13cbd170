import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANY_USER, requireAuthority } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { objectBody, sendEmpty } from '../http/body.ts';
import { toUuid } from '../http/params.ts';
import { queryParams, queryValue, requireParamConditions } from '../http/query.ts';
import { checkEntity, entityName, mayAccess } from '../security/entity-access.ts';
import { auditEntityAction } from '../services/audit-log.ts';
import type { AuditTarget } from '../services/audit-log.ts';
import { findRelationsByQuery, parseRelationsQuery } from '../services/relation-query.ts';
import { typeGroupOf } from '../services/relation-types.ts';
import { parseRelationBody } from '../services/relations.ts';
import { toRelation } from '../store/relations.ts';
import type { EntityRef, RelationRow } from '../store/relations.ts';
import { ENTITY_TYPES } from './entity-types.ts';

/** A required request parameter the controller checks itself: blank → 400 `Parameter '<name>' can't be empty!`. */
function parameter(query: Map<string, string[]>, name: string): string {
  const value = queryValue(query, name);
  if (value === undefined || value === '') throw badRequest(`Parameter '${name}' can't be empty!`);
  return value;
}

/** EntityIdFactory.getByTypeAndId: an unknown type name or a bad UUID is a 400. */
function entityRef(type: string, id: string): EntityRef {
  if (!ENTITY_TYPES.includes(type)) throw badRequest(`No enum constant org.thingsboard.server.common.data.EntityType.${type}`);
  return { entityType: type, id: toUuid(id) };
}

/** Writing a relation needs WRITE on each end; a tenant admin may always relate its own tenant. */
export function checkCanRelate(ctx: EmulatorContext, caller: Caller, entity: EntityRef): void {
  if (caller.authority === 'TENANT_ADMIN' && entity.entityType === 'TENANT' && entity.id === caller.tenantId) return;
  checkEntity(ctx, caller, entity, 'WRITE');
}

function relationTarget(ctx: EmulatorContext, entity: EntityRef): AuditTarget {
  return { entityType: entity.entityType, id: entity.id, name: entityName(ctx, entity) };
}

export function relationRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { relations } = ctx.stores;
  const single = (request: FastifyRequest) => {
    const query = queryParams(request);
    requireParamConditions(query, ['fromId', 'fromType', 'relationType', 'toId', 'toType']);
    const fromId = parameter(query, 'fromId');
    const fromType = parameter(query, 'fromType');
    const relationType = parameter(query, 'relationType');
    const toId = parameter(query, 'toId');
    const toType = parameter(query, 'toType');
    return {
      from: entityRef(fromType, fromId),
      to: entityRef(toType, toId),
      relationType,
      typeGroup: typeGroupOf(queryValue(query, 'relationTypeGroup')),
    };
  };
  /** The platform drops relations whose either end the caller may not read. */
  const readableOnly = (caller: Caller, rows: RelationRow[]) => {
    const cache = new Map<string, boolean>();
    const may = (entity: EntityRef) => {
      const key = `${entity.entityType}:${entity.id}`;
      let allowed = cache.get(key);
      if (allowed === undefined) cache.set(key, (allowed = mayAccess(ctx, caller, entity, 'READ')));
      return allowed;
    };
    return rows.filter((row) =>
      may({ entityType: row.from_type, id: row.from_id }) && may({ entityType: row.to_type, id: row.to_id }));
  };
  const withNames = (rows: RelationRow[], direction: 'FROM' | 'TO') =>
    rows.map((row) => ({
      ...toRelation(row),
      fromName: direction === 'TO' ? entityName(ctx, { entityType: row.from_type, id: row.from_id }) : null,
      toName: direction === 'FROM' ? entityName(ctx, { entityType: row.to_type, id: row.to_id }) : null,
    }));
  /** GET /api/relations and /api/relations/info: by `from` or by `to`, optionally of one type. */
  const listed = (request: FastifyRequest, infos: boolean) => {
    const query = queryParams(request);
    const variant = infos
      ? requireParamConditions(query, ['fromId', 'fromType'], ['toId', 'toType'])
      : requireParamConditions(query, ['fromId', 'fromType', 'relationType'], ['fromId', 'fromType'],
        ['toId', 'toType', 'relationType'], ['toId', 'toType']);
    const caller = requireAuthority(request, ...ANY_USER);
    const direction = variant[0] === 'fromId' ? 'FROM' : 'TO';
    const end = direction === 'FROM' ? 'from' : 'to';
    const entity = entityRef(parameter(query, `${end}Type`), parameter(query, `${end}Id`));
    const relationType = variant.includes('relationType') ? parameter(query, 'relationType') : undefined;
    checkEntity(ctx, caller, entity, 'READ');
    const lookup = { entity, typeGroup: typeGroupOf(queryValue(query, 'relationTypeGroup')), relationType };
    const rows = readableOnly(caller, direction === 'FROM' ? relations.findFrom(lookup) : relations.findTo(lookup));
    return infos ? withNames(rows, direction) : rows.map(toRelation);
  };
  const queried = (request: FastifyRequest, infos: boolean) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.relation.EntityRelationsQuery');
    const caller = requireAuthority(request, ...ANY_USER);
    if (body.parameters === undefined || body.parameters === null) throw notFound();
    const query = parseRelationsQuery(body);
    checkEntity(ctx, caller, query.root, 'READ');
    const rows = readableOnly(caller, findRelationsByQuery(ctx, query));
    return infos ? withNames(rows, query.direction) : rows.map(toRelation);
  };

  app.post('/api/relation', async (request, reply) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.relation.EntityRelation');
    const caller = requireAuthority(request, ...ANY_USER);
    const row = parseRelationBody(body, (entity) => checkCanRelate(ctx, caller, entity));
    relations.save(row);
    const data = { relation: toRelation(row) };
    auditEntityAction(ctx, caller, relationTarget(ctx, { entityType: row.from_type, id: row.from_id }), 'RELATION_ADD_OR_UPDATE', data);
    auditEntityAction(ctx, caller, relationTarget(ctx, { entityType: row.to_type, id: row.to_id }), 'RELATION_ADD_OR_UPDATE', data);
    return sendEmpty(reply);
  });

  app.delete('/api/relation', async (request, reply) => {
    const { from, to, relationType, typeGroup } = single(request);
    const caller = requireAuthority(request, ...ANY_USER);
    checkCanRelate(ctx, caller, from);
    checkCanRelate(ctx, caller, to);
    const existing = relations.find(from, to, relationType, typeGroup);
    if (!existing || !relations.delete(from, to, relationType, typeGroup)) throw notFound();
    const data = { relation: toRelation(existing) };
    auditEntityAction(ctx, caller, relationTarget(ctx, from), 'RELATION_DELETED', data);
    auditEntityAction(ctx, caller, relationTarget(ctx, to), 'RELATION_DELETED', data);
    return sendEmpty(reply);
  });

  app.delete('/api/relations', async (request, reply) => {
    const query = queryParams(request);
    requireParamConditions(query, ['entityId', 'entityType']);
    const caller = requireAuthority(request, ...ANY_USER);
    const entity = entityRef(parameter(query, 'entityType'), parameter(query, 'entityId'));
    checkEntity(ctx, caller, entity, 'WRITE');
    relations.deleteAllOf(entity);
    auditEntityAction(ctx, caller, relationTarget(ctx, entity), 'RELATIONS_DELETED', {});
    return sendEmpty(reply);
  });

  app.get('/api/relation', async (request) => {
    const { from, to, relationType, typeGroup } = single(request);
    const caller = requireAuthority(request, ...ANY_USER);
    checkEntity(ctx, caller, from, 'READ');
    checkEntity(ctx, caller, to, 'READ');
    const row = relations.find(from, to, relationType, typeGroup);
    if (!row) throw notFound();
    return toRelation(row);
  });

  app.get('/api/relations', async (request) => listed(request, false));
  app.get('/api/relations/info', async (request) => listed(request, true));
  app.post('/api/relations', async (request) => queried(request, false));
  app.post('/api/relations/info', async (request) => queried(request, true));
}
