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
import { PlatformHttp } from './platform/platform-http.ts';
import type { RetryPolicy } from './platform/platform-client.ts';
import { TokenRefresher } from './platform/token-refresher.ts';
import type { SessionStore } from './session/session-store.ts';
import { SessionLifetime } from './session/session-lifetime.ts';
import { KioskKeeper } from './session/kiosk-lifetime.ts';
import { logRedisState, whenReady } from './session/redis-state.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { guardHeaders } from './plugins/safe-responses.ts';
import { publicOrigins } from './plugins/public-origin.ts';
import { rendering } from './plugins/render.tsx';
import { compressHtml } from './plugins/compress-html.ts';
import { sessions } from './plugins/sessions.ts';
import { csrfProtection } from './plugins/csrf.ts';
import { finiteNumbers } from './plugins/finite-numbers.ts';
import { platformClients } from './plugins/platform.ts';
import { liveData } from './plugins/live.ts';
import { sessionLifetime } from './plugins/session-lifetime.ts';
import { kioskSessions } from './plugins/kiosk-sessions.ts';
import { rememberLanguage } from './plugins/language.ts';
import { routeGuard } from './plugins/guard.tsx';
import { errorPages } from './plugins/error-pages.tsx';
import { signInGuards } from './plugins/sign-in-guards.ts';
import { lazyValidators } from './plugins/lazy-validation.ts';
import { root } from './routes/root.ts';
import { login } from './routes/login/index.tsx';
import { logout } from './routes/logout.ts';
import { home } from './routes/home.tsx';
import { profile } from './routes/profile.tsx';
import { settings } from './routes/settings.ts';
import { gallery } from './routes/gallery.tsx';
import { usage } from './routes/usage.tsx';
import { security } from './routes/security/index.ts';
import { devices } from './routes/devices.tsx';
import { assets } from './routes/assets.tsx';
import { settingsTables } from './routes/settings-tables.ts';
import { tenantTables } from './routes/tenant-tables.ts';
import { widgetsBundles } from './routes/widgets-bundles.tsx';
import { widgetEditor } from './routes/widget-editor.ts';
import { otaUpdates } from './routes/ota-updates.ts';
import { profiles } from './routes/profiles.tsx';
import { search } from './routes/search.tsx';
import { parts } from './routes/parts.tsx';
import { dashboards } from './routes/dashboards/index.ts';
import { dashboard } from './routes/dashboard.ts';
import { customers } from './routes/customers.ts';
import { edgeInstances } from './routes/edge-instances.ts';
import { users } from './routes/users.ts';
import { edgeManagement } from './routes/edge-management.tsx';
import { ruleChains } from './routes/rule-chains.tsx';
import { entityViews } from './routes/entity-views.ts';
import { auditLogs } from './routes/audit-logs.tsx';
import { vc } from './routes/vc.tsx';
import { help } from './routes/help.tsx';
import { tablePages } from './routes/table-pages.tsx';
import { health } from './routes/health.ts';
import { live } from './routes/live.tsx';
import { tiles } from './routes/tiles.ts';
import { mapTiles } from './plugins/map-tiles.ts';
import { snapshots } from './plugins/snapshots.ts';
import { metrics as metricsRoute } from './routes/metrics.ts';
import { ConsoleMetrics } from './metrics/console-metrics.ts';
import { measuredStore, platformCallMetrics } from './metrics/instruments.ts';
import { metrics } from './plugins/metrics.ts';
import { shutdown } from './plugins/shutdown.ts';
import { servedBy } from './plugins/served-by.ts';
import { RedisRefreshLock } from './session/redis-refresh-lock.ts';
import { DebugRequestLogs } from './logging/request-logs.ts';

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
  /** Sent as `X-Served-By` with every answer; default a hash of this host's name and process id. */
  replicaId?: string;
}

/** Builds the console: plugins in the order a request meets them, then the routes under BASE_PATH. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const basePath = config.BASE_PATH;
  const trustProxy = trustProxySetting(config.TRUST_PROXY);
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    logController: new DebugRequestLogs(),
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
  const consoleMetrics = new ConsoleMetrics();
  const store = measuredStore(options.sessionStore, consoleMetrics);
  const redis = store.redis;
  if (redis) logRedisState(redis, app.log);
  const http = new PlatformHttp(options.platformUrl, platformCallMetrics(consoleMetrics));
  // With Redis, replicas refresh a session's tokens once between them (server/session/redis-refresh-lock.ts).
  const refresher = new TokenRefresher(http, clock, {
    lock: redis ? new RedisRefreshLock(redis) : undefined,
    onRefresh: (result) => consoleMetrics.tokenRefreshes.inc({ result }),
  });
  const translator = createTranslator((msg) => app.log.warn(msg));
  const lifetime = new SessionLifetime({ idleMs: config.SESSION_IDLE_MINUTES * 60_000, absoluteMs: config.SESSION_ABSOLUTE_MINUTES * 60_000, kiosk: config.KIOSK_DASHBOARD_SESSIONS });

  await app.register(metrics, { metrics: consoleMetrics });
  await app.register(servedBy, { replica: options.replicaId });
  await app.register(shutdown);
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  await app.register(fastifyCookie, { secret: options.sessionSecret });
  // Sign-in limits only (no global limit); counted in the sessions' Redis when there is one.
  await app.register(fastifyRateLimit, { global: false, redis, nameSpace: 'floorboard:sign-in:', cache: 10_000 });
  await app.register(securityHeaders);
  await app.register(guardHeaders);
  await app.register(publicOrigins, { publicUrl: config.PUBLIC_URL, proxyTrusted: trustProxy !== false });
  await app.register(rendering, { url: urlBuilder(basePath), basePath, translator, assets: readAssetManifest() });
  await app.register(compressHtml);
  await app.register(sessions, { secret: options.sessionSecret, store, lifetime, cookiePath });
  await app.register(csrfProtection);
  await app.register(platformClients, { http, refresher, retry: options.retry });
  await app.register(finiteNumbers);
  await app.register(liveData, { platformUrl: options.platformUrl, store, refresher, lifetime });
  await app.register(mapTiles, { config });
  await app.register(snapshots);
  await app.register(sessionLifetime, { lifetime });
  await app.register(kioskSessions, { keeper: new KioskKeeper({ store, refresher, lifetime, log: app.log, clock }), lifetime });
  await app.register(rememberLanguage, { translator, cookiePath });
  await app.register(routeGuard);
  await app.register(errorPages);
  await app.register(signInGuards, { config, pause: options.signInPause, limitsReady: redis ? () => whenReady(redis) : undefined });

  // Files need no session: none is read, rebuilt or saved for them (sessions.ts).
  await app.register(async (files) => {
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, session: false };
    });
    await files.register(fastifyStatic, {
      root: STATIC_DIR,
      prefix: `${basePath}/static/`,
      // The build writes .br and .gz copies of its files (server/assets/precompress.ts): served to clients that accept them.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/build/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        // The widget runner loads into a sandboxed frame, an opaque origin: its script must be allowed across origins.
        if (/\/build\/widget-frame-[^/]*$/.test(path)) reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  });

  await app.register(health, { store });
  await app.register(metricsRoute, { token: config.METRICS_TOKEN });
  // One route plugin per URL area, each in the file named after it (server/routes/README.md).
  await app.register(
    async (console) => {
      for (const area of [root, login, logout, home, profile, security, devices, assets, profiles, search, parts, dashboards, dashboard, customers, edgeInstances, entityViews, users, settingsTables, tenantTables, widgetsBundles, widgetEditor, ruleChains, edgeManagement, settings, usage, help, live, tiles, auditLogs, vc, tablePages]) {
        await console.register(area);
      }
      await console.register(otaUpdates, { maxBytes: config.OTA_MAX_MIB * 1024 * 1024 });
      if (config.GALLERY) await console.register(gallery);
      if (basePath) await console.register(health, { store });
    },
    { prefix: basePath },
  );

  app.addHook('onClose', async () => {
    await http.close();
    await store.close();
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's clock (server/clock.ts). */
    clock: Clock;
  }
}
