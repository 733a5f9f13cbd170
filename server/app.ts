import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import { randomUUID } from 'node:crypto';
import { PROJECT_ROOT } from './project-root.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import { trustProxySetting } from './config.ts';
import { urlBuilder } from './base-path.ts';
import { readAssetManifest } from './assets/asset-manifest.ts';
import { createTranslator } from './i18n/i18n.ts';
import { rememberLanguage } from './i18n/language-cookie.ts';
import { PlatformHttp } from './platform/platform-http.ts';
import type { RetryPolicy } from './platform/platform-client.ts';
import type { SessionStore } from './session/session-store.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { csrfProtection } from './plugins/csrf.ts';
import { sessions } from './plugins/sessions.ts';
import { platformClients } from './plugins/platform.ts';
import { rendering } from './plugins/render.tsx';
import { compressHtml } from './plugins/compress-html.ts';
import { lazyValidators } from './plugins/lazy-validation.ts';
import { routeGuard } from './plugins/guard.tsx';
import { SessionLifetime, enforceSessionLifetime } from './session/session-lifetime.ts';
import { KioskKeeper, keepKioskSessions } from './session/kiosk-lifetime.ts';
import { TokenRefresher } from './platform/token-refresher.ts';
import { errorPages } from './plugins/error-pages.tsx';
import { guardHeaders } from './plugins/safe-responses.ts';
import { finiteNumbers } from './plugins/finite-numbers.ts';
import { publicOrigins } from './plugins/public-origin.ts';
import { logRedisState, whenReady } from './session/redis-client.ts';
import { authRoutes } from './routes/auth-routes.tsx';
import { homeRoutes } from './routes/home-routes.tsx';
import { pendingRoutes } from './routes/pending-routes.tsx';
import { profileRoutes } from './routes/profile-routes.tsx';
import { securityRoutes } from './routes/security-routes.tsx';
import { deviceRoutes } from './routes/device-routes.tsx';
import { dashboardRoutes } from './routes/dashboard-routes.tsx';
import { widgetPostRoutes } from './routes/widget-post-routes.tsx';
import { helpRoutes } from './routes/help-routes.tsx';
import { healthRoutes } from './routes/health-routes.ts';
import { tileRoutes } from './routes/tile-routes.ts';
import { snapshotRoutes } from './routes/snapshot-routes.tsx';
import { mapTilesFrom } from './tiles/map-tiles.ts';
import './fastify-types.ts';

const STATIC_DIR = `${PROJECT_ROOT}static/`;

export interface AppOptions {
  config: Config;
  platformUrl: string;
  sessionSecret: string;
  sessionStore: SessionStore;
  retry?: RetryPolicy;
  logger?: boolean | Record<string, unknown>;
  /** Holds a sign-in attempt for its username's delay; tests record the delays instead of waiting. */
  signInPause?: (ms: number) => Promise<void>;
  /** The time of token freshness, kiosk renewals and resend countdowns; default the system clock. */
  clock?: Clock;
}

/** Builds the console: plugins in the order a request meets them, then the routes under BASE_PATH. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const basePath = config.BASE_PATH;
  const trustProxy = trustProxySetting(config.TRUST_PROXY);
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    trustProxy,
    schemaController: { compilersFactory: { buildValidator: lazyValidators() } },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return trustProxy !== false && typeof incoming === 'string' && /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    },
  });

  const cookiePath = basePath || '/';
  const clock = options.clock ?? systemClock;
  app.decorate('clock', clock);
  const mapTiles = mapTilesFrom(config, clock, app.log);
  app.decorate('mapTiles', mapTiles);
  const http = new PlatformHttp(options.platformUrl);
  const refresher = new TokenRefresher(http, clock);
  const url = urlBuilder(basePath);
  const translator = createTranslator((msg) => app.log.warn(msg));

  const redis = options.sessionStore.redis;
  if (redis) logRedisState(redis, app.log);

  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  await app.register(fastifyCookie, { secret: options.sessionSecret });
  // Sign-in limits only (no global limit); counted in the sessions' Redis when there is one.
  await app.register(fastifyRateLimit, { global: false, redis, nameSpace: 'floorboard:sign-in:', cache: 10_000 });
  await securityHeaders(app);
  guardHeaders(app);
  publicOrigins(app, config.PUBLIC_URL, trustProxy !== false);
  rendering(app, { url, basePath, translator, assets: readAssetManifest() });
  compressHtml(app);
  const lifetime = new SessionLifetime({ idleMs: config.SESSION_IDLE_MINUTES * 60_000, absoluteMs: config.SESSION_ABSOLUTE_MINUTES * 60_000, kiosk: config.KIOSK_DASHBOARD_SESSIONS });
  await sessions(app, { secret: options.sessionSecret, store: options.sessionStore, lifetime, cookiePath });
  await csrfProtection(app);
  finiteNumbers(app);
  enforceSessionLifetime(app, lifetime);
  keepKioskSessions(app, new KioskKeeper({ store: options.sessionStore, refresher, lifetime, log: app.log, clock }), lifetime);
  platformClients(app, refresher, http, options.retry);
  rememberLanguage(app, translator, cookiePath);
  routeGuard(app);
  errorPages(app);

  await app.register(fastifyStatic, {
    root: STATIC_DIR,
    prefix: `${basePath}/static/`,
    // The build writes .br and .gz copies of its files (server/assets/precompress.ts): served to clients that accept them.
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/build/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const health = healthRoutes(http, options.sessionStore);
  await app.register(health);
  const routes = async (scope: FastifyInstance) => {
    await scope.register(authRoutes, { config, http, pause: options.signInPause, limitsReady: redis ? () => whenReady(redis) : undefined });
    await scope.register(homeRoutes);
    await scope.register(pendingRoutes);
    await scope.register(profileRoutes);
    await scope.register(securityRoutes);
    await scope.register(deviceRoutes);
    await scope.register(dashboardRoutes);
    await scope.register(widgetPostRoutes);
    await scope.register(helpRoutes);
    await scope.register(tileRoutes);
    await scope.register(snapshotRoutes);
    if (basePath) await scope.register(health);
  };
  await app.register(routes, { prefix: basePath });

  app.addHook('onClose', async () => {
    await http.close();
    await mapTiles?.close();
    await options.sessionStore.close();
  });
  return app;
}
