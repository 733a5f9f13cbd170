import type { FastifyInstance } from 'fastify';
import { securitySettings } from '../auth/password-policy.ts';
import type { EmulatorContext } from '../context.ts';

export function noauthRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/api/noauth/userPasswordPolicy', async () => securitySettings(ctx.stores.settings).passwordPolicy);
  // OAuth2 is never configured in the emulator, which the platform reports as an empty list.
  app.post('/api/noauth/oauth2Clients', async () => []);
}
