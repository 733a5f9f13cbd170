import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Config } from './config.ts';
import { trustProxySetting } from './config.ts';
import { urlBuilder } from './base-path.ts';
import { readAssetManifest } from './assets/asset-manifest.ts';
import { createTranslator } from './i18n/i18n.ts';
import { PlatformHttp } from './platform/platform-http.ts';
import type { RetryPolicy } from './platform/platform-client.ts';
import type { SessionStore } from './session/session-store.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { csrfProtection } from './plugins/csrf.ts';
import { sessions } from './plugins/sessions.ts';
import { platformClients } from './plugins/platform.ts';
import { rendering } from './plugins/render.tsx';
import { routeGuard } from './plugins/guard.tsx';
import { errorPages } from './plugins/error-pages.tsx';
import { authRoutes } from './routes/auth-routes.tsx';
import { homeRoutes } from './routes/home-routes.tsx';
import { deviceRoutes } from './routes/device-routes.tsx';
import { healthRoutes } from './routes/health-routes.ts';
import './fastify-types.ts';

const STATIC_DIR = fileURLToPath(new URL('../static/', import.meta.url));

export interface AppOptions {
  config: Config;
  platformUrl: string;
  sessionSecret: string;
  sessionStore: SessionStore;
  retry?: RetryPolicy;
  logger?: boolean | Record<string, unknown>;
}

/** Builds the console: plugins in the order a request meets them, then the routes under BASE_PATH. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const basePath = config.BASE_PATH;
  const trustProxy = trustProxySetting(config.TRUST_PROXY);
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    trustProxy,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return trustProxy !== false && typeof incoming === 'string' && /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    },
  });

  const cookiePath = basePath || '/';
  const http = new PlatformHttp(options.platformUrl);
  const url = urlBuilder(basePath);
  const translator = createTranslator((msg) => app.log.warn(msg));

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  await app.register(fastifyCookie, { secret: options.sessionSecret });
  securityHeaders(app);
  rendering(app, { url, basePath, translator, assets: readAssetManifest() });
  csrfProtection(app, cookiePath);
  await sessions(app, { secret: options.sessionSecret, store: options.sessionStore, idleMs: config.SESSION_IDLE_MINUTES * 60_000, cookiePath });
  platformClients(app, http, options.retry);
  routeGuard(app);
  errorPages(app);

  await app.register(fastifyStatic, {
    root: STATIC_DIR,
    prefix: `${basePath}/static/`,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/build/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  await app.register(healthRoutes(http));
  const routes = async (scope: FastifyInstance) => {
    await scope.register(authRoutes);
    await scope.register(homeRoutes);
    await scope.register(deviceRoutes);
    if (basePath) await scope.register(healthRoutes(http));
  };
  await app.register(routes, { prefix: basePath });

  app.addHook('onClose', async () => {
    await http.close();
    await options.sessionStore.close();
  });
  return app;
}
