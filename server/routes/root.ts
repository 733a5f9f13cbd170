import { routePlugin } from '../route-plugin.ts';

/** Query parameters the console reads when it loads: whoever sends them to the root means the sign-in page. */
const LOADING_PARAMS = ['publicId', 'accessToken', 'username', 'loginError'] as const;

/** `/`: the platform's external sign-in comes back here with tokens (or an error) in the query; otherwise home or sign-in. */
export const root = routePlugin('root', async (app) => {
  app.get<{ Querystring: Record<string, string> }>('/', { config: { routeId: 'root' } }, async (request, reply) => {
    const carries = LOADING_PARAMS.some((name) => typeof request.query[name] === 'string');
    if (carries) return reply.redirectTo(`/login${request.url.slice(request.url.indexOf('?'))}`);
    return reply.redirectTo(request.session.user ? '/home' : '/login');
  });
});
