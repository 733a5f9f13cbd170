import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { notFound } from '../http/api-error.ts';
import { objectBody, sendEmpty } from '../http/body.ts';
import { uuidParam } from '../http/params.ts';
import type { EntityType } from '../lib/ids.ts';
import type { Operation } from '../security/permissions.ts';
import { audited, auditData, auditEntityAction, bodyTarget, saveActionOf } from '../services/audit-log.ts';
import type { ProfileRow } from '../store/profile-rows.ts';

/** One tenant profile kind (device or asset profile) and its controller's names. */
export interface ProfileKind<Row extends ProfileRow> {
  entityType: EntityType;
  /** Path segment of single-profile endpoints, e.g. `assetProfile`. */
  singular: string;
  idParam: string;
  javaClass: string;
  store: {
    findById(id: string): Row | undefined;
    findDefault(tenantId: string): Row | undefined;
    setDefault(tenantId: string, id: string): void;
  };
  check(ctx: EmulatorContext, caller: Caller, id: string, operation: Operation): Row;
  toJson(row: Row): object;
  toInfoJson(row: Row): object;
  save(ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>): Row;
  remove(ctx: EmulatorContext, row: Row): void;
}

/** Reads, save, delete and the default flag: the endpoints device and asset profiles share (lists differ). */
export function profileRoutes<Row extends ProfileRow>(app: FastifyInstance, ctx: EmulatorContext, kind: ProfileKind<Row>): void {
  const { singular } = kind;
  const target = (row: Row) => ({ entityType: kind.entityType, id: row.id, name: row.name });
  const idOf = (request: FastifyRequest) => uuidParam(request.params, kind.idParam);

  app.get(`/api/${singular}Info/default`, async (request) => {
    const caller = requireAuthority(request, TA, CU);
    const profile = kind.store.findDefault(caller.tenantId);
    return profile ? kind.toInfoJson(profile) : null;
  });

  app.get(`/api/${singular}Info/:${kind.idParam}`, async (request) => {
    const caller = requireAuthority(request, TA, CU);
    return kind.toInfoJson(kind.check(ctx, caller, idOf(request), 'READ'));
  });

  app.get(`/api/${singular}/:${kind.idParam}`, async (request) => {
    const caller = requireAuthority(request, TA);
    return kind.toJson(kind.check(ctx, caller, idOf(request), 'READ'));
  });

  app.post(`/api/${singular}`, async (request) => {
    const body = objectBody(request, kind.javaClass);
    const caller = requireAuthority(request, TA);
    const saved = audited(ctx, caller, saveActionOf(body), bodyTarget(kind.entityType, body), () => kind.save(ctx, caller, body),
      (row) => ({ target: target(row), data: auditData.entity(kind.toJson(row)) }));
    return kind.toJson(saved);
  });

  app.delete(`/api/${singular}/:${kind.idParam}`, async (request, reply) => {
    const caller = requireAuthority(request, TA);
    const profile = kind.check(ctx, caller, idOf(request), 'DELETE');
    kind.remove(ctx, profile);
    auditEntityAction(ctx, caller, target(profile), 'DELETED', auditData.entityId(profile.id));
    return sendEmpty(reply);
  });

  app.post(`/api/${singular}/:${kind.idParam}/default`, async (request) => {
    const caller = requireAuthority(request, TA);
    const profile = kind.check(ctx, caller, idOf(request), 'WRITE');
    kind.store.setDefault(caller.tenantId, profile.id);
    const saved = kind.store.findById(profile.id);
    if (!saved) throw notFound();
    return kind.toJson(saved);
  });
}
