import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { notFound } from '../http/api-error.ts';
import { objectBody, sendEmpty } from '../http/body.ts';
import { PAGE_CONDITION, bindPageParams, bindPresentPageParams, toPageLink } from '../http/page-link.ts';
import { toUuid, uuidListParam, uuidParam } from '../http/params.ts';
import { queryParams, queryValue, requireParamConditions } from '../http/query.ts';
import { entityId } from '../lib/ids.ts';
import type { EntityType } from '../lib/ids.ts';
import { isObject } from '../lib/json.ts';
import { checkCustomer } from '../security/checks.ts';
import { checkEntity, mayAccess } from '../security/entity-access.ts';
import type { Operation } from '../security/permissions.ts';
import { audited, auditData, auditEntityAction, bodyTarget, saveActionOf } from '../services/audit-log.ts';
import type { AuditTarget } from '../services/audit-log.ts';
import { findRelationsByQuery, parseSearchParameters, relatedEntities } from '../services/relation-query.ts';
import type { OwnedFilter, OwnedInfoColumns, OwnedRow, OwnedStore } from '../store/owned-entities.ts';

/** One customer-ownable entity kind (asset, entity view, edge) and its controller's names. */
export interface OwnedKind<Row extends OwnedRow> {
  entityType: EntityType;
  /** Path segment of single-entity endpoints, e.g. `asset`, `entityView`. */
  singular: string;
  /** Path segment of lists, e.g. `assets`. */
  plural: string;
  idParam: string;
  nameParam: string;
  /** Query parameter of the by-ids read (`GET /api/assets?assetIds=`); entity views have none. */
  idsParam?: string;
  /** Member of the entity search query listing accepted types, e.g. `assetTypes`. */
  typesMember: string;
  /** Query parameter filtering info lists by profile (assets only). */
  profileParam?: string;
  javaClass: string;
  searchQueryClass: string;
  store: OwnedStore<Row>;
  check(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): Row;
  toJson(row: Row): object;
  toInfoJson(row: Row & OwnedInfoColumns): object;
  save(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>): Row;
  remove(ctx: EmulatorContext, row: Row): void;
}

export function auditTargetOf(entityType: EntityType, row: OwnedRow): AuditTarget {
  return { entityType, id: row.id, name: row.name, customerId: row.customer_id };
}

/** The optional `type` / profile filters of lists; `type` wins when both are given. */
export function ownedListFilter(query: Map<string, string[]>, base: OwnedFilter, profileParam: string | undefined): OwnedFilter {
  const type = queryValue(query, 'type');
  if (type !== undefined && type.trim() !== '') return { ...base, type };
  const profileId = profileParam === undefined ? undefined : queryValue(query, profileParam);
  if (profileId !== undefined && profileId !== '') return { ...base, profileId: toUuid(profileId) };
  return base;
}

/** Reads, lists, save and delete of one owned entity kind, mirroring the device endpoints. */
export function ownedEntityRoutes<Row extends OwnedRow>(
  app: FastifyInstance,
  ctx: EmulatorContext,
  kind: OwnedKind<Row>,
  options: { tenantPageOnPlural?: boolean } = {},
): void {
  const { store } = kind;
  const readable = (request: FastifyRequest, caller: Caller) =>
    kind.check(ctx, caller, uuidParam(request.params, kind.idParam), 'READ');
  const customerList = (request: FastifyRequest) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA, CU);
    const customer = checkCustomer(ctx, caller, uuidParam(request.params, 'customerId'), 'READ');
    return { params, base: { tenantId: caller.tenantId, customerId: customer.id } };
  };

  app.get(`/api/${kind.singular}/types`, async (request) => {
    const caller = requireAuthority(request, TA, CU);
    return store.types(caller.tenantId).map((type) => ({
      tenantId: entityId('TENANT', caller.tenantId),
      entityType: kind.entityType,
      type,
    }));
  });

  app.get(`/api/${kind.singular}/:${kind.idParam}`, async (request) => {
    const caller = requireAuthority(request, TA, CU);
    return kind.toJson(readable(request, caller));
  });

  app.get(`/api/${kind.singular}/info/:${kind.idParam}`, async (request) => {
    const caller = requireAuthority(request, TA, CU);
    const info = store.findInfoById(readable(request, caller).id);
    if (!info) throw notFound();
    return kind.toInfoJson(info);
  });

  app.post(`/api/${kind.singular}`, async (request) => {
    const body = objectBody(request, kind.javaClass);
    const caller = requireAuthority(request, TA, CU);
    const saved = audited(ctx, caller, saveActionOf(body), bodyTarget(kind.entityType, body), () => kind.save(ctx, caller, body),
      (row) => ({ target: auditTargetOf(kind.entityType, row), data: auditData.entity(kind.toJson(row)) }));
    return kind.toJson(saved);
  });

  app.delete(`/api/${kind.singular}/:${kind.idParam}`, async (request, reply) => {
    const caller = requireAuthority(request, TA);
    const row = kind.check(ctx, caller, uuidParam(request.params, kind.idParam), 'DELETE');
    kind.remove(ctx, row);
    auditEntityAction(ctx, caller, auditTargetOf(kind.entityType, row), 'DELETED', auditData.entityId(row.id));
    return sendEmpty(reply);
  });

  app.get(`/api/tenant/${kind.plural}`, async (request) => {
    const query = queryParams(request);
    const variant = requireParamConditions(query, PAGE_CONDITION, [kind.nameParam]);
    if (variant !== PAGE_CONDITION) {
      const caller = requireAuthority(request, TA);
      const row = store.findByName(caller.tenantId, queryValue(query, kind.nameParam) ?? '');
      if (!row) throw notFound();
      return kind.toJson(row);
    }
    const params = bindPresentPageParams(query);
    const caller = requireAuthority(request, TA);
    return store.findPage(ownedListFilter(query, { tenantId: caller.tenantId }, undefined), toPageLink(params));
  });

  app.get(`/api/tenant/${kind.singular}Infos`, async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA);
    const filter = ownedListFilter(params.query, { tenantId: caller.tenantId }, kind.profileParam);
    return store.findInfoPage(filter, toPageLink(params));
  });

  app.get(`/api/customer/:customerId/${kind.plural}`, async (request) => {
    const { params, base } = customerList(request);
    return store.findPage(ownedListFilter(params.query, base, undefined), toPageLink(params));
  });

  app.get(`/api/customer/:customerId/${kind.singular}Infos`, async (request) => {
    const { params, base } = customerList(request);
    return store.findInfoPage(ownedListFilter(params.query, base, kind.profileParam), toPageLink(params));
  });

  const idsParam = kind.idsParam;
  if (idsParam !== undefined) {
    app.get(`/api/${kind.plural}`, async (request) => {
      const query = queryParams(request);
      const variants = options.tenantPageOnPlural ? [PAGE_CONDITION, [idsParam]] : [[idsParam]];
      const variant = requireParamConditions(query, ...variants);
      if (variant === PAGE_CONDITION) {
        const params = bindPresentPageParams(query);
        const caller = requireAuthority(request, TA);
        return store.findPage({ tenantId: caller.tenantId }, toPageLink(params));
      }
      const caller = requireAuthority(request, TA, CU);
      const ids = uuidListParam(query, idsParam);
      const customerId = caller.authority === 'CUSTOMER_USER' ? caller.customerId : undefined;
      return store.findByIds(caller.tenantId, customerId, ids).map((row) => kind.toJson(row));
    });
  }

  // Entity search query: entities of this kind reachable by relations from the root, of the listed types.
  app.post(`/api/${kind.plural}`, async (request) => {
    const body = objectBody(request, kind.searchQueryClass);
    const caller = requireAuthority(request, TA, CU);
    if (!isObject(body.parameters) || !Array.isArray(body[kind.typesMember])) throw notFound();
    const parameters = parseSearchParameters(body.parameters);
    checkEntity(ctx, caller, parameters.root, 'READ');
    const relationType = typeof body.relationType === 'string' && body.relationType !== '' ? body.relationType : null;
    const rows = findRelationsByQuery(ctx, { ...parameters, filters: [{ relationType, entityTypes: [kind.entityType] }] });
    const types = new Set((body[kind.typesMember] as unknown[]).filter((t): t is string => typeof t === 'string'));
    const found = relatedEntities(rows, parameters.direction)
      .map((entity) => store.findById(entity.id))
      .filter((row): row is Row => row !== undefined && types.has(row.type))
      .filter((row) => mayAccess(ctx, caller, { entityType: kind.entityType, id: row.id }, 'READ'));
    return found.map((row) => kind.toJson(row));
  });
}
