import type { FastifyInstance } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { notFound } from '../http/api-error.ts';
import { objectBody } from '../http/body.ts';
import { uuidParam } from '../http/params.ts';
import { checkDevice } from '../security/checks.ts';
import { auditEntityAction } from '../services/audit-log.ts';
import { deviceTarget } from '../services/audit-targets.ts';
import { updateCredentials } from '../services/device-credentials.ts';
import { toDeviceCredentials } from '../store/device-credentials.ts';

export function deviceCredentialsRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/api/device/:deviceId/credentials', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    const device = checkDevice(ctx, caller, uuidParam(request.params, 'deviceId'), 'READ_CREDENTIALS');
    const credentials = ctx.stores.deviceCredentials.findByDeviceId(device.id);
    if (!credentials) throw notFound();
    return toDeviceCredentials(credentials);
  });

  app.post('/api/device/credentials', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.security.DeviceCredentials');
    const caller = requireAuthority(request, TA);
    const credentials = toDeviceCredentials(updateCredentials(ctx, caller, body));
    const device = ctx.stores.devices.findById(credentials.deviceId.id);
    if (device) auditEntityAction(ctx, caller, deviceTarget(device), 'CREDENTIALS_UPDATED', { credentials });
    return credentials;
  });
}
