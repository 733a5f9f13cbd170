import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { ANY_USER, SA, TA, requireAuthority } from '../auth/caller.ts';

/** `ui.help.base-url` (contract 10.3). */
export const HELP_BASE_URL = 'https://raw.githubusercontent.com/thingsboard/thingsboard-ui-help/release-3.4.4';

export function systemRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/api/edges/enabled', async (request) => {
    requireAuthority(request, ...ANY_USER);
    return ctx.edgesEnabled;
  });
  app.get('/api/admin/updates', async (request) => {
    requireAuthority(request, SA);
    return { message: '', updateAvailable: false };
  });
  app.get('/api/system/info', async (request) => {
    requireAuthority(request, ...ANY_USER);
    return { version: '3.4.4', artifact: 'application', name: 'ThingsBoard Server Application' };
  });
  app.get('/api/uiSettings/helpBaseUrl', async (request, reply) => {
    requireAuthority(request, ...ANY_USER);
    // Raw text without quotes: the console asks for it with responseType 'text'.
    return reply.header('content-type', 'text/plain;charset=UTF-8').send(HELP_BASE_URL);
  });
  app.get('/api/user/tokenAccessEnabled', async (request) => {
    requireAuthority(request, SA, TA);
    return true;
  });
}
