import type { FastifyInstance } from 'fastify';
import { TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { uuidParam } from '../http/params.ts';
import { NULL_UUID } from '../lib/ids.ts';
import { checkCustomer, checkDevice } from '../security/checks.ts';
import { findOrCreatePublicCustomer } from '../services/customers.ts';
import { toDevice } from '../store/devices.ts';

export function deviceAssignmentRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { devices } = ctx.stores;
  const assign = (deviceId: string, customerId: string) => {
    devices.setCustomer(deviceId, customerId);
    const device = devices.findById(deviceId);
    if (!device) throw notFound();
    return toDevice(device);
  };

  app.post('/api/customer/:customerId/device/:deviceId', async (request) => {
    const caller = requireAuthority(request, TA);
    const customer = checkCustomer(ctx, caller, uuidParam(request.params, 'customerId'), 'READ');
    const device = checkDevice(ctx, caller, uuidParam(request.params, 'deviceId'), 'ASSIGN_TO_CUSTOMER');
    return assign(device.id, customer.id);
  });

  app.delete('/api/customer/device/:deviceId', async (request) => {
    const caller = requireAuthority(request, TA);
    const device = checkDevice(ctx, caller, uuidParam(request.params, 'deviceId'), 'UNASSIGN_FROM_CUSTOMER');
    if (device.customer_id === NULL_UUID) throw badRequest("Device isn't assigned to any customer!");
    checkCustomer(ctx, caller, device.customer_id, 'READ');
    return assign(device.id, NULL_UUID);
  });

  app.post('/api/customer/public/device/:deviceId', async (request) => {
    const caller = requireAuthority(request, TA);
    const device = checkDevice(ctx, caller, uuidParam(request.params, 'deviceId'), 'ASSIGN_TO_CUSTOMER');
    return assign(device.id, findOrCreatePublicCustomer(ctx, caller.tenantId).id);
  });
}
