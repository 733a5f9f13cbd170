import type { FastifyInstance } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { uuidParam } from '../http/params.ts';
import { otaTypeOf } from '../services/ota-packages.ts';

export function deviceOtaCountRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  // The profile is not looked up: an unknown or foreign profile simply counts 0, as on the platform.
  app.get('/api/devices/count/:otaPackageType/:deviceProfileId', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    const profileId = uuidParam(request.params, 'deviceProfileId');
    const type = otaTypeOf((request.params as { otaPackageType: string }).otaPackageType) as 'FIRMWARE' | 'SOFTWARE';
    return ctx.stores.devices.countWithoutOtaPackage(caller.tenantId, profileId, type);
  });
}
