import type { FastifyInstance } from 'fastify';
import { TA, requireAuthority } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { uuidParam } from '../http/params.ts';
import { NULL_UUID } from '../lib/ids.ts';
import { checkCustomer, checkDevice } from '../security/checks.ts';
import { auditData, auditEntityAction } from '../services/audit-log.ts';
import { deviceTarget } from '../services/audit-targets.ts';
import { findOrCreatePublicCustomer } from '../services/customers.ts';
import type { CustomerRow } from '../store/customers.ts';
import { toDevice } from '../store/devices.ts';

export function deviceAssignmentRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { devices } = ctx.stores;
  const assign = (caller: Caller, deviceId: string, customer: CustomerRow, assigned: boolean) => {
    devices.setCustomer(deviceId, assigned ? customer.id : NULL_UUID);
    const device = devices.findById(deviceId);
    if (!device) throw notFound();
    const target = { ...deviceTarget(device), customerId: customer.id };
    if (assigned) {
      auditEntityAction(ctx, caller, target, 'ASSIGNED_TO_CUSTOMER', auditData.assigned(deviceId, customer.id, customer.title));
    } else {
      auditEntityAction(ctx, caller, target, 'UNASSIGNED_FROM_CUSTOMER', auditData.unassigned(deviceId, customer.id, customer.title));
    }
    return toDevice(device);
  };

  app.post('/api/customer/:customerId/device/:deviceId', async (request) => {
    const caller = requireAuthority(request, TA);
    const customer = checkCustomer(ctx, caller, uuidParam(request.params, 'customerId'), 'READ');
    const device = checkDevice(ctx, caller, uuidParam(request.params, 'deviceId'), 'ASSIGN_TO_CUSTOMER');
    return assign(caller, device.id, customer, true);
  });

  app.delete('/api/customer/device/:deviceId', async (request) => {
    const caller = requireAuthority(request, TA);
    const device = checkDevice(ctx, caller, uuidParam(request.params, 'deviceId'), 'UNASSIGN_FROM_CUSTOMER');
    if (device.customer_id === NULL_UUID) throw badRequest("Device isn't assigned to any customer!");
    const customer = checkCustomer(ctx, caller, device.customer_id, 'READ');
    return assign(caller, device.id, customer, false);
  });

  app.post('/api/customer/public/device/:deviceId', async (request) => {
    const caller = requireAuthority(request, TA);
    const device = checkDevice(ctx, caller, uuidParam(request.params, 'deviceId'), 'ASSIGN_TO_CUSTOMER');
    return assign(caller, device.id, findOrCreatePublicCustomer(ctx, caller.tenantId), true);
  });
}
