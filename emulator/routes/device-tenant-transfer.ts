import type { FastifyInstance } from 'fastify';
import { TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';
import { uuidParam } from '../http/params.ts';
import { NULL_UUID } from '../lib/ids.ts';
import { checkDevice } from '../security/checks.ts';
import { audited, auditData } from '../services/audit-log.ts';
import { deviceTarget } from '../services/audit-targets.ts';
import { transferDeviceToTenant } from '../services/device-tenant-transfer.ts';
import { toDevice } from '../store/devices.ts';

export function deviceTenantTransferRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.post('/api/tenant/:tenantId/device/:deviceId', async (request) => {
    const caller = requireAuthority(request, TA);
    const device = checkDevice(ctx, caller, uuidParam(request.params, 'deviceId'), 'ASSIGN_TO_TENANT');
    const tenant = ctx.stores.tenants.findById(uuidParam(request.params, 'tenantId'));
    // Checked before the transfer starts, so the platform writes no audit record for it.
    if (!tenant) throw badRequest('Could not find the specified Tenant!');
    const moved = audited(
      ctx, caller, 'ASSIGNED_TO_TENANT', { entityType: 'DEVICE', id: NULL_UUID, name: null },
      () => transferDeviceToTenant(ctx, device, tenant),
      (row) => ({ target: deviceTarget(row), data: auditData.entity(toDevice(row)) }),
    );
    return toDevice(moved);
  });
}
