import type { FastifyInstance } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { notFound } from '../http/api-error.ts';
import { objectBody } from '../http/body.ts';
import { isObject } from '../lib/json.ts';
import { audited, auditData, bodyTarget, saveActionOf } from '../services/audit-log.ts';
import { deviceTarget } from '../services/audit-targets.ts';
import { saveDeviceWithCredentials } from '../services/device-with-credentials.ts';
import { toDevice } from '../store/devices.ts';

export function deviceWithCredentialsRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.post('/api/device-with-credentials', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.SaveDeviceWithCredentialsRequest');
    const caller = requireAuthority(request, TA, CU);
    const { device, credentials } = body;
    if (!isObject(device) || !isObject(credentials)) throw notFound();
    const saved = audited(
      ctx, caller, saveActionOf(device), bodyTarget('DEVICE', device),
      () => saveDeviceWithCredentials(ctx, caller, device, credentials),
      (row) => ({ target: deviceTarget(row), data: auditData.entity(toDevice(row)) }),
    );
    return toDevice(saved);
  });
}
