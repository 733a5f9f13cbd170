import type { FastifyInstance } from 'fastify';
import { TA, requireAuthority } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { uuidParam } from '../http/params.ts';
import { NULL_UUID } from '../lib/ids.ts';
import { checkCustomer } from '../security/checks.ts';
import { auditData, auditEntityAction } from '../services/audit-log.ts';
import { findOrCreatePublicCustomer } from '../services/customers.ts';
import type { CustomerRow } from '../store/customers.ts';
import type { OwnedRow } from '../store/owned-entities.ts';
import { auditTargetOf } from './owned-entity-routes.ts';
import type { OwnedKind } from './owned-entity-routes.ts';

/** Assign / unassign / make public for one owned entity kind, as for devices. `noun` starts the platform's message. */
export function customerAssignmentRoutes<Row extends OwnedRow>(
  app: FastifyInstance,
  ctx: EmulatorContext,
  kind: OwnedKind<Row>,
  noun: string,
): void {
  const assign = (caller: Caller, row: Row, customer: CustomerRow) => {
    kind.store.setCustomer(row.id, customer.id);
    const saved = kind.store.findById(row.id);
    if (!saved) throw notFound();
    auditEntityAction(ctx, caller, auditTargetOf(kind.entityType, saved), 'ASSIGNED_TO_CUSTOMER',
      auditData.assigned(row.id, customer.id, customer.title));
    return kind.toJson(saved);
  };

  app.post(`/api/customer/:customerId/${kind.singular}/:${kind.idParam}`, async (request) => {
    const caller = requireAuthority(request, TA);
    const customer = checkCustomer(ctx, caller, uuidParam(request.params, 'customerId'), 'READ');
    const row = kind.check(ctx, caller, uuidParam(request.params, kind.idParam), 'ASSIGN_TO_CUSTOMER');
    return assign(caller, row, customer);
  });

  app.delete(`/api/customer/${kind.singular}/:${kind.idParam}`, async (request) => {
    const caller = requireAuthority(request, TA);
    const row = kind.check(ctx, caller, uuidParam(request.params, kind.idParam), 'UNASSIGN_FROM_CUSTOMER');
    if (row.customer_id === NULL_UUID) throw badRequest(`${noun} isn't assigned to any customer!`);
    const customer = checkCustomer(ctx, caller, row.customer_id, 'READ');
    kind.store.setCustomer(row.id, NULL_UUID);
    const saved = kind.store.findById(row.id);
    if (!saved) throw notFound();
    auditEntityAction(ctx, caller, auditTargetOf(kind.entityType, row), 'UNASSIGNED_FROM_CUSTOMER',
      auditData.unassigned(row.id, customer.id, customer.title));
    return kind.toJson(saved);
  });

  app.post(`/api/customer/public/${kind.singular}/:${kind.idParam}`, async (request) => {
    const caller = requireAuthority(request, TA);
    const row = kind.check(ctx, caller, uuidParam(request.params, kind.idParam), 'ASSIGN_TO_CUSTOMER');
    return assign(caller, row, findOrCreatePublicCustomer(ctx, caller.tenantId));
  });
}
