import type { AddressInfo } from 'node:net';
import { authenticate } from './auth/authenticate.ts';
import { createTokenOutdating } from './auth/outdating.ts';
import { createRateLimiter } from './auth/rate-limit.ts';
import { createTokenFactory } from './auth/tokens.ts';
import type { JwtSettings } from './auth/tokens.ts';
import type { EmulatorContext } from './context.ts';
import { openDatabase } from './db/open.ts';
import { clockPastLastId } from './lib/ids.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createApp } from './http/app.ts';
import { registerRoutes } from './routes/index.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { createStores } from './store/stores.ts';
import { seedDemoAttributes } from './seed/demo-attributes.ts';
import { seedScaleTenant } from './seed/scale-tenant.ts';
import { createSimulation } from './telemetry/simulation.ts';
import type { Simulation } from './telemetry/simulation.ts';
import { createChangeBus } from './ws/change-bus.ts';
import { createCommandRegistry } from './ws/command-registry.ts';
import type { CommandRegistry } from './ws/command-registry.ts';
import { registerWsCommands } from './ws/handlers.ts';
import { attachTelemetryWs } from './ws/server.ts';
import type { Stores } from './store/stores.ts';

export interface EmulatorOptions {
  /** 0 picks a free port; default 18080. */
  port?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default ':memory:'; a file keeps data across restarts (demo data is only seeded into an empty database). */
  dbPath?: string;
  /** Access token lifetime in seconds, default 9000. */
  accessTokenTtlSec?: number;
  /** Refresh token lifetime in seconds, default 604800. */
  refreshTokenTtlSec?: number;
  /**
   * REST limit per tenant, e.g. '5:1' (5 requests per second). Written to the Default tenant profile's
   * profileData.configuration.tenantServerRestLimitsConfiguration (null clears it); left as stored when undefined.
   */
  tenantRestLimit?: string | null;
  logger?: boolean;
  /** Simulated device readings (thermostats T1/T2, DHT11) every N ms; 0 or unset = off (drive `simulation.tick()`). */
  telemetryIntervalMs?: number;
  /** Adds this many devices (with profiles, customers, attributes, sample time series) to a freshly seeded demo tenant. */
  scale?: number;
  /** Seed of the scale data and the simulation (default 1). */
  seed?: number;
  /** The platform's edge support, as `GET /api/edges/enabled` reports it; default true. */
  edgesEnabled?: boolean;
  /** The platform's TBEL script engine (`tbel.enabled`), as `GET /api/ruleChain/tbelEnabled` reports it; default true. */
  tbelEnabled?: boolean;
  /** WebSocket sessions silent this long are closed (4500), pinged after a third of it; default 30000 ms. */
  wsPingTimeoutMs?: number;
  /** The time of tokens, token outdating, rate limits and 2FA codes; default the system clock (tests move their own). */
  clock?: Clock;
}

export interface RunningEmulator {
  url: string;
  port: number;
  /** The live-data generator; `tick()` posts one round of readings. */
  simulation: Simulation;
  /** WebSocket command handlers (v1 registered; v2 lists are added through ws/handlers.ts). */
  wsCommands: CommandRegistry;
  close(): Promise<void>;
}

/** The stored `jwt` admin setting with this run's token lifetimes written into it. */
function jwtSettings(stores: Stores, options: EmulatorOptions): JwtSettings {
  const stored = stores.settings.get('jwt') as JwtSettings;
  const settings: JwtSettings = {
    ...stored,
    tokenExpirationTime: options.accessTokenTtlSec ?? 9000,
    refreshTokenExpTime: options.refreshTokenTtlSec ?? 604800,
  };
  stores.settings.put('jwt', settings);
  return settings;
}

function applyTenantRestLimit(stores: Stores, limit: string | null | undefined): void {
  if (limit === undefined) return;
  const profile = stores.tenantProfiles.findDefault();
  if (profile) stores.tenantProfiles.setConfigurationValue(profile.id, 'tenantServerRestLimitsConfiguration', limit);
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const db = openDatabase(options.dbPath ?? ':memory:');
  try {
    const stores = createStores(db);
    const seeded = await seedIfEmpty(db, stores);
    if (seeded) seedDemoAttributes(db, stores, Date.now());
    if (seeded && options.scale) seedScaleTenant(db, stores, { devices: options.scale, seed: options.seed });
    await clockPastLastId();
    applyTenantRestLimit(stores, options.tenantRestLimit);
    const clock = options.clock ?? systemClock;
    const ctx: EmulatorContext = {
      db,
      clock,
      stores,
      tokens: createTokenFactory(jwtSettings(stores, options), clock),
      outdating: createTokenOutdating(db, clock),
      rateLimiter: createRateLimiter(() => clock.now()),
      bus: createChangeBus(),
      edgesEnabled: options.edgesEnabled ?? true,
      tbelEnabled: options.tbelEnabled ?? true,
    };
    const app = createApp(options.logger ?? false);
    app.addHook('onRequest', authenticate(ctx));
    registerRoutes(app, ctx);
    const wsCommands = createCommandRegistry();
    registerWsCommands(wsCommands);
    const ws = attachTelemetryWs(app.server, ctx, wsCommands, options.wsPingTimeoutMs);
    const simulation = createSimulation(ctx, options.telemetryIntervalMs ?? 0, options.seed);
    app.addHook('preClose', async () => {
      simulation.stop();
      ws.close();
    });
    const host = options.host ?? '127.0.0.1';
    await app.listen({ port: options.port ?? 18080, host });
    const { port } = app.server.address() as AddressInfo;
    const urlHost = host.includes(':') ? `[${host}]` : host;
    return {
      url: `http://${urlHost}:${port}`,
      port,
      simulation,
      wsCommands,
      async close() {
        await app.close();
        db.close();
      },
    };
  } catch (error) {
    if (db.isOpen) db.close();
    throw error;
  }
}
