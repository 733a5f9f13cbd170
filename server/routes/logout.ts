import { authApi } from '../platform/api/auth.ts';
import { routePlugin } from '../route-plugin.ts';

/** `/logout`: the platform invalidates the session's tokens; the console forgets them either way, and ends the session's live data. */
export const logout = routePlugin('logout', async (app) => {
  app.post('/logout', { config: { access: 'public' } }, async (request, reply) => {
    app.live.end(request.session.sessionId, 'signed out');
    if (request.session.tokens) {
      await authApi.logout(request.platform).catch((err: unknown) => request.log.warn({ err }, 'platform logout failed'));
    }
    await request.session.destroy();
    return reply.redirectTo('/login');
  });
}, ['live']);
