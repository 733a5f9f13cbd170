import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { queryParams, queryValue } from '../http/query.ts';

/**
 * Emulator-only (no platform counterpart, outside /api, no token): the mail and SMS the emulator "sent",
 * newest first, optionally only those to one address or phone number.
 */
export function emulatorOutboxRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/__emulator/outbox', async (request) => {
    const to = queryValue(queryParams(request), 'to');
    return ctx.stores.outbox.list(to === '' ? undefined : to);
  });
}
