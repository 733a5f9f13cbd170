import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { notFound } from '../http/api-error.ts';
import { objectBody, sendEmpty, stringField } from '../http/body.ts';
import { claimDevice, reclaimDevice } from '../services/device-claiming.ts';
import { toDevice } from '../store/devices.ts';

/** The body is optional; `secretKey` defaults to the empty string. */
function secretKeyOf(request: FastifyRequest): string {
  const raw = typeof request.body === 'string' ? request.body : '';
  if (raw.trim() === '') return '';
  return stringField(objectBody(request, 'org.thingsboard.server.common.data.ClaimRequest'), 'secretKey') ?? '';
}

export function deviceClaimingRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  // Claiming is allowed for any device of the caller's tenant, whichever customer holds it (CLAIM_DEVICES).
  const deviceNamed = (request: FastifyRequest, caller: Caller) => {
    const device = ctx.stores.devices.findByName(caller.tenantId, (request.params as { deviceName: string }).deviceName);
    if (!device) throw notFound();
    return device;
  };

  app.post('/api/customer/device/:deviceName/claim', async (request, reply) => {
    const caller = requireAuthority(request, CU);
    const secretKey = secretKeyOf(request);
    const result = claimDevice(ctx, caller, deviceNamed(request, caller), secretKey);
    const device = result.device === null ? null : toDevice(result.device);
    return reply.code(result.response === 'SUCCESS' ? 200 : 400).send({ device, response: result.response });
  });

  app.delete('/api/customer/device/:deviceName/claim', async (request, reply) => {
    const caller = requireAuthority(request, TA, CU);
    reclaimDevice(ctx, caller, deviceNamed(request, caller));
    return sendEmpty(reply);
  });
}
