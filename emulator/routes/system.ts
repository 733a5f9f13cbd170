import type { FastifyInstance } from 'fastify';
import { ANY_USER, SA, TA, requireAuthority } from '../auth/caller.ts';

export function systemRoutes(app: FastifyInstance): void {
  app.get('/api/edges/enabled', async (request) => {
    requireAuthority(request, ...ANY_USER);
    return true;
  });
  app.get('/api/admin/updates', async (request) => {
    requireAuthority(request, SA);
    return { message: '', updateAvailable: false };
  });
  app.get('/api/system/info', async (request) => {
    requireAuthority(request, ...ANY_USER);
    return { version: '3.4.4', artifact: 'application', name: 'ThingsBoard Server Application' };
  });
  app.get('/api/user/tokenAccessEnabled', async (request) => {
    requireAuthority(request, SA, TA);
    return true;
  });
}
